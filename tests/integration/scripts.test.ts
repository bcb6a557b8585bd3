import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { DEFAULT_CATALOGUE } from "~/content/catalogue";
import { STARTER_FAQS } from "../../prisma/starter-content/faqs";
import { STARTER_OPENINGS } from "../../prisma/starter-content/openings";
import { STARTER_TEAM } from "../../prisma/starter-content/team";
import { STARTER_TESTIMONIALS } from "../../prisma/starter-content/testimonials";
import { createDbClient } from "~/utils/db.server";
import { runDir } from "../setup/paths";
import { postgresUrl } from "../setup/postgres";
import { freshDatabase, onPostgres, postgresPrefix } from "../setup/test-database";

const run = promisify(execFile);

/** A database of its own, migrated (a copy of the run's template), for a script to work on. */
async function scriptDatabase(name: string) {
  return { url: await freshDatabase(`${name}-${Date.now()}`), uploads: path.join(runDir(), `${name}-uploads`) };
}

/** A database that does not exist yet: a SQLite file in a folder not made yet, or a PostgreSQL name of this run's. */
function missingDatabase(name: string) {
  const unique = `${name}-${Date.now()}`;
  const url = onPostgres ? postgresUrl(`${postgresPrefix()}${unique.replace(/\W/g, "_")}`) : `file:${path.join(runDir(), unique, "app.db")}`;
  return { url, uploads: path.join(runDir(), `${unique}-uploads`) };
}

function script(args: string[], database: { url: string; uploads: string }) {
  return run("npx", ["tsx", ...args], { env: { ...process.env, DATABASE_URL: database.url, UPLOAD_DIR: database.uploads } });
}

async function counts(url: string) {
  const client = createDbClient(url);
  try {
    const [users, services, slots, bookings, sops, loans, payments, documents, settings] = await Promise.all([
      client.user.count(),
      client.service.count(),
      client.timeSlot.count(),
      client.booking.count(),
      client.sopApplication.count(),
      client.loanApplication.count(),
      client.payment.count(),
      client.document.count(),
      client.setting.count(),
    ]);
    const statuses = {
      sop: (await client.sopApplication.findMany({ select: { status: true }, distinct: ["status"] })).map((row) => row.status).sort(),
      loan: (await client.loanApplication.findMany({ select: { status: true }, distinct: ["status"] })).map((row) => row.status).sort(),
      payment: (await client.payment.findMany({ select: { status: true }, distinct: ["status"] })).map((row) => row.status).sort(),
      // the demo student's case: applications at three stages, a checklist item in every state, messages both ways
      stage: (await client.universityApplication.findMany({ select: { stage: true }, distinct: ["stage"] })).map((row) => row.stage).sort(),
      checklist: (await client.checklistItem.findMany({ select: { status: true }, distinct: ["status"] })).map((row) => row.status).sort(),
      messageSide: (await client.conversationMessage.findMany({ select: { authorSide: true }, distinct: ["authorSide"] })).map((row) => row.authorSide).sort(),
      counselled: await client.user.count({ where: { counsellor: { role: "counsellor" } } }),
      // the users list shows every role and state: two admins, the counsellor, active students and a disabled one
      account: (await client.user.findMany({ select: { role: true, disabledAt: true } })).map((row) => `${row.role}:${row.disabledAt ? "disabled" : "active"}`).sort(),
      // the demo log-ins book, order, pay and upload at once: every seeded address counts as verified
      unverified: await client.user.count({ where: { emailVerifiedAt: null } }),
      // the demo staff log-ins open the admin area at once: the seed turns the staff two-factor requirement off
      security: (await client.setting.findUnique({ where: { key: "security" } }))?.value ?? null,
    };
    return { users, services, slots, bookings, sops, loans, payments, documents, settings, statuses };
  } finally {
    await client.$disconnect();
  }
}

describe("npm run db:seed", () => {
  test("gives demo records in every status and duplicates nothing when run twice", { timeout: 60_000 }, async () => {
    const database = await scriptDatabase("seed");
    await script(["prisma/seed.ts"], database);
    const first = await counts(database.url);
    expect(first.statuses).toEqual({
      sop: ["completed", "in_progress", "pending", "rejected"],
      loan: ["approved", "documents_needed", "pending", "processing", "rejected"],
      payment: ["failed", "paid", "pending", "refunded"],
      stage: ["conditional_offer", "submitted", "visa_lodged"],
      checklist: ["accepted", "rejected", "requested", "uploaded"],
      messageSide: ["staff", "student"],
      counselled: 1,
      account: ["admin:active", "admin:active", "counsellor:active", "editor:active", "student:active", "student:active", "student:disabled"],
      unverified: 0,
      security: JSON.stringify({ requireStaffTwoFactor: false }),
    });
    expect(first.slots).toBeGreaterThan(1000);

    await script(["prisma/seed.ts"], database);
    expect(await counts(database.url)).toEqual(first);
  });
});

describe("npm run admin:create", () => {
  test("creates an admin, then updates the same account; --role editor makes an editor", { timeout: 60_000 }, async () => {
    const database = await scriptDatabase("admin");
    await script(["scripts/admin-create.ts", "--email", "Boss@Example.com", "--password", "long-enough-1", "--name", "Boss"], database);
    await script(["scripts/admin-create.ts", "--email", "boss@example.com", "--password", "long-enough-2", "--name", "The Boss"], database);
    const editor = await script(["scripts/admin-create.ts", "--email", "words@example.com", "--password", "long-enough-3", "--name", "Wordsmith", "--role", "editor"], database);
    expect(editor.stdout).toContain("Editor ready: words@example.com");
    const client = createDbClient(database.url);
    const staff = await client.user.findMany({ orderBy: { id: "asc" }, select: { email: true, name: true, role: true, emailVerifiedAt: true } });
    await client.$disconnect();
    expect(staff).toEqual([
      { email: "boss@example.com", name: "The Boss", role: "admin", emailVerifiedAt: expect.any(Date) },
      { email: "words@example.com", name: "Wordsmith", role: "editor", emailVerifiedAt: expect.any(Date) },
    ]);
  });

  test("refuses a bad e-mail or a short password with a message and a non-zero exit", { timeout: 60_000 }, async () => {
    const database = await scriptDatabase("admin-bad");
    await expect(script(["scripts/admin-create.ts", "--email", "not-an-email", "--password", "long-enough-1"], database)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--email must be a valid e-mail address"),
    });
    await expect(script(["scripts/admin-create.ts", "--email", "a@example.com", "--password", "short"], database)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--password must be at least 8 characters"),
    });
    const client = createDbClient(database.url);
    expect(await client.user.count()).toBe(0);
    await client.$disconnect();
  });
});

describe("npm run db:deploy", () => {
  test("creates a database that does not exist yet, applies every migration and writes the default catalogue and the starter content, no account", { timeout: 90_000 }, async () => {
    const database = missingDatabase("deploy");
    await script(["scripts/db-deploy.ts"], database);
    const client = createDbClient(database.url);
    try {
      expect(await client.user.count()).toBe(0);
      expect(await client.setting.count()).toBe(0);
      expect(await client.timeSlot.count()).toBe(0);
      expect((await client.service.findMany({ select: { code: true } })).map(({ code }) => code).sort()).toEqual(DEFAULT_CATALOGUE.map(({ code }) => code).sort());
      // the launch questions and openings, so the FAQs and the careers page are not empty
      expect(await client.faq.count({ where: { visible: true } })).toBe(STARTER_FAQS.length);
      expect((await client.jobOpening.findMany({ where: { status: "open", closesOn: null }, select: { slug: true }, orderBy: { id: "asc" } })).map(({ slug }) => slug)).toEqual(STARTER_OPENINGS.map(({ slug }) => slug));
      // the launch team and testimonials, in their order, so /team, the about page and the home page are not empty
      expect((await client.teamMember.findMany({ where: { visible: true }, orderBy: { position: "asc" }, select: { name: true } })).map(({ name }) => name)).toEqual(STARTER_TEAM.map(({ name }) => name));
      expect((await client.testimonial.findMany({ where: { status: "shown" }, orderBy: { position: "asc" }, select: { name: true } })).map(({ name }) => name)).toEqual(STARTER_TESTIMONIALS.map(({ name }) => name));
      // the legal pages' first versions, published, so /terms, /terms-of-use and /privacy-policy are not empty
      const legal = () => client.legalDocument.findMany({ where: { publishedAt: { not: null } }, orderBy: { kind: "asc" }, select: { kind: true, version: true } });
      expect(await legal()).toEqual([
        { kind: "privacy", version: 1 },
        { kind: "terms", version: 1 },
        { kind: "terms_of_use", version: 1 },
      ]);

      // a catalogue the admin has worked on is left as it is on the next deploy, a removed entry included
      const [first] = DEFAULT_CATALOGUE;
      await client.service.update({ where: { code: first.code }, data: { priceCents: first.priceCents + 100 } });
      await client.service.delete({ where: { code: DEFAULT_CATALOGUE[1].code } });
      await client.jobOpening.updateMany({ data: { status: "closed" } });
      await client.teamMember.updateMany({ data: { visible: false } });
      await client.testimonial.updateMany({ data: { status: "hidden" } });
      await script(["scripts/db-deploy.ts"], database);
      expect([await client.teamMember.count(), await client.teamMember.count({ where: { visible: true } })]).toEqual([STARTER_TEAM.length, 0]);
      expect([await client.testimonial.count(), await client.testimonial.count({ where: { status: "shown" } })]).toEqual([STARTER_TESTIMONIALS.length, 0]);
      expect(await client.service.count()).toBe(DEFAULT_CATALOGUE.length - 1);
      expect(await client.faq.count()).toBe(STARTER_FAQS.length);
      expect(await client.legalDocument.count()).toBe(3);
      expect(await client.jobOpening.count({ where: { status: "open" } })).toBe(0);
      expect((await client.service.findUniqueOrThrow({ where: { code: first.code } })).priceCents).toBe(first.priceCents + 100);
    } finally {
      await client.$disconnect();
    }
  });
});

describe("npm run db:reset", () => {
  test("throws away every row, migrates anew and seeds", { timeout: 90_000 }, async () => {
    const database = await scriptDatabase("reset");
    const before = createDbClient(database.url);
    await before.user.create({ data: { name: "Left Over", email: "left-over@example.com", passwordHash: "x" } });
    await before.$disconnect();

    await script(["scripts/db-reset.ts"], database);
    const client = createDbClient(database.url);
    try {
      expect(await client.user.findUnique({ where: { email: "left-over@example.com" } })).toBeNull();
      expect(await client.user.findUnique({ where: { email: "admin@eduglobal.example" }, select: { role: true } })).toEqual({ role: "admin" });
    } finally {
      await client.$disconnect();
    }
  });
});
