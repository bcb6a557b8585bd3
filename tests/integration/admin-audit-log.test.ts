import { beforeAll, describe, expect, test } from "vitest";
import { createService } from "~/models/service.server";
import { createTimeSlot } from "~/models/time-slot.server";
import * as auditLog from "~/routes/admin.audit-log";
import * as settings from "~/routes/admin.settings/route";
import * as serviceDelete from "~/routes/admin.services.$id.delete";
import * as serviceEdit from "~/routes/admin.services.$id.edit";
import * as servicesBulk from "~/routes/admin.services.bulk-delete";
import * as serviceNew from "~/routes/admin.services.new";
import * as slotAvailability from "~/routes/admin.time-slots.$id.availability";
import * as slotDelete from "~/routes/admin.time-slots.$id.delete";
import * as slotEdit from "~/routes/admin.time-slots.$id.edit";
import * as slotsBulk from "~/routes/admin.time-slots.bulk-delete";
import * as slotGenerate from "~/routes/admin.time-slots.generate";
import * as slotNew from "~/routes/admin.time-slots.new";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect, fieldErrors, type RouteCall, type RouteHandler } from "../support/routes";
import { signedInUser, staffActorId, type SignedInUser } from "../support/users";
import { FUTURE_YEAR } from "../support/future";

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Audit Admin");
  student = await signedInUser("student");
});

const asAdmin = (handler: RouteHandler, path: string, call: RouteCall = {}) => callRoute(handler, path, { cookie: admin.cookie, ...call });

/** The audit rows of one record, oldest first, with their changes decoded. */
async function auditOf(entityType: string, entityId: number) {
  const rows = await db.auditLog.findMany({ where: { entityType, entityId }, orderBy: { id: "asc" } });
  return rows.map((row) => ({ action: row.action, actorId: row.actorId, detail: row.detail, changes: row.changes ? (JSON.parse(row.changes) as unknown) : null }));
}

const local = (day: string, time: string) => new Date(`${day}T${time}:00+05:45`);
/** The generator's weekday value of a calendar day (0 is Sunday), so that a run over those days plans on each of them. */
const weekdayOf = (day: string) => String(new Date(`${day}T12:00:00Z`).getUTCDay());

describe("services are audited with before and after", () => {
  test("add, edit (only the changed fields), delete", async () => {
    expectRedirect(await asAdmin(serviceNew.action, "/admin/services/new", { form: { name: "Audit IELTS", price: "20", description: "Six weeks", is_active: "on" } }), "/admin/services");
    const service = await db.service.findFirstOrThrow({ where: { name: "Audit IELTS" } });
    const params = { id: String(service.id) };
    await asAdmin(serviceEdit.action, `/admin/services/${service.id}/edit`, { params, form: { name: "Audit IELTS", price: "25.50", description: "Six weeks", is_active: "on" } });
    await asAdmin(serviceDelete.action, `/admin/services/${service.id}/delete`, { params, method: "POST" });
    expect(await auditOf("service", service.id)).toEqual([
      {
        action: "create",
        actorId: admin.user.id,
        detail: "Audit IELTS",
        changes: { name: [null, "Audit IELTS"], description: [null, "Six weeks"], priceCents: [null, 2000], isActive: [null, true] },
      },
      { action: "update", actorId: admin.user.id, detail: "Audit IELTS", changes: { priceCents: [2000, 2550] } },
      {
        action: "delete",
        actorId: admin.user.id,
        detail: "Audit IELTS",
        changes: { name: ["Audit IELTS", null], description: ["Six weeks", null], priceCents: [2550, null], isActive: [true, null] },
      },
    ]);
  });

  test("a refused edit and a save that changes nothing leave no row", async () => {
    const service = await createService({ name: "Audit steady", description: "", priceCents: 100, isActive: true }, await staffActorId());
    const params = { id: String(service.id) };
    const before = await auditOf("service", service.id);
    expect(fieldErrors(await asAdmin(serviceEdit.action, `/admin/services/${service.id}/edit`, { params, form: { name: "", price: "abc" } })).name).toBeDefined();
    await asAdmin(serviceEdit.action, `/admin/services/${service.id}/edit`, { params, form: { name: "Audit steady", price: "1", is_active: "on" } });
    expect(await auditOf("service", service.id)).toEqual(before);
    expect(await db.service.findUniqueOrThrow({ where: { id: service.id } })).toMatchObject({ name: "Audit steady", priceCents: 100 });
  });

  test("a bulk delete leaves one row per service; a refused one leaves none", async () => {
    const actor = await staffActorId();
    const a = await createService({ name: "Audit bulk A", description: "", priceCents: 1, isActive: true }, actor);
    const b = await createService({ name: "Audit bulk B", description: "", priceCents: 2, isActive: false }, actor);
    await asAdmin(servicesBulk.action, "/admin/services/bulk-delete", { form: { ids: [String(a.id), "987654"] } });
    expect((await auditOf("service", a.id)).map((row) => row.action)).toEqual(["create"]);
    await asAdmin(servicesBulk.action, "/admin/services/bulk-delete", { form: { ids: [String(a.id), String(b.id)] } });
    expect((await auditOf("service", a.id)).at(-1)).toMatchObject({ action: "bulk_delete", actorId: admin.user.id, changes: { priceCents: [1, null] } });
    expect((await auditOf("service", b.id)).at(-1)).toMatchObject({ action: "bulk_delete", actorId: admin.user.id, changes: { isActive: [false, null] } });
  });
});

describe("time slots are audited with before and after", () => {
  test("add, edit, availability, delete", async () => {
    await asAdmin(slotNew.action, "/admin/time-slots/new", { form: { service_type: "counseling", start_time: `${FUTURE_YEAR + 1}-02-02T10:00`, end_time: `${FUTURE_YEAR + 1}-02-02T11:00`, is_available: "on" } });
    const slot = await db.timeSlot.findFirstOrThrow({ where: { serviceType: "counseling", startTime: local(`${FUTURE_YEAR + 1}-02-02`, "10:00") } });
    const params = { id: String(slot.id) };
    await asAdmin(slotEdit.action, `/admin/time-slots/${slot.id}/edit`, {
      params,
      form: { service_type: "counseling", start_time: `${FUTURE_YEAR + 1}-02-02T10:00`, end_time: `${FUTURE_YEAR + 1}-02-02T11:00`, max_bookings: "3", is_available: "on" },
    });
    await asAdmin(slotAvailability.action, `/admin/time-slots/${slot.id}/availability`, { params, form: { is_available: "false" } });
    await asAdmin(slotDelete.action, `/admin/time-slots/${slot.id}/delete`, { params, method: "POST" });
    const rows = await auditOf("time_slot", slot.id);
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ["create", admin.user.id],
      ["update", admin.user.id],
      ["availability", admin.user.id],
      ["delete", admin.user.id],
    ]);
    expect(rows[0].changes).toMatchObject({ serviceType: [null, "counseling"], startTime: [null, local(`${FUTURE_YEAR + 1}-02-02`, "10:00").toISOString()], maxBookings: [null, 1] });
    expect(rows[1].changes).toEqual({ maxBookings: [1, 3] });
    expect(rows[2].changes).toEqual({ isAvailable: [true, false] });
    expect(rows[3].changes).toMatchObject({ maxBookings: [3, null], isAvailable: [false, null] });
    expect(rows[0].detail).toMatch(/^counseling /);
  });

  test("a bulk delete leaves one row per slot; generating leaves one row for the run", async () => {
    const actor = await staffActorId();
    const a = await createTimeSlot({ serviceType: "speaking", startTime: local(`${FUTURE_YEAR + 1}-03-01`, "09:00"), endTime: local(`${FUTURE_YEAR + 1}-03-01`, "09:30") }, actor);
    const b = await createTimeSlot({ serviceType: "speaking", startTime: local(`${FUTURE_YEAR + 1}-03-01`, "10:00"), endTime: local(`${FUTURE_YEAR + 1}-03-01`, "10:30") }, actor);
    await asAdmin(slotsBulk.action, "/admin/time-slots/bulk-delete", { form: { ids: [String(a.id), String(b.id)] } });
    expect((await auditOf("time_slot", a.id)).at(-1)).toMatchObject({ action: "bulk_delete", actorId: admin.user.id });
    expect((await auditOf("time_slot", b.id)).at(-1)).toMatchObject({ action: "bulk_delete", actorId: admin.user.id });

    const generated = await asAdmin(slotGenerate.action, "/admin/time-slots/generate", {
      form: { service_type: "demo_class", date_from: `${FUTURE_YEAR + 1}-04-05`, date_to: `${FUTURE_YEAR + 1}-04-06`, weekdays: [weekdayOf(`${FUTURE_YEAR + 1}-04-05`), weekdayOf(`${FUTURE_YEAR + 1}-04-06`)], times: ["09:00", "10:00"], max_bookings: "5", is_available: "on" },
    });
    expect(generated.status).toBe(302);
    const first = await db.timeSlot.findFirstOrThrow({ where: { serviceType: "demo_class", startTime: local(`${FUTURE_YEAR + 1}-04-05`, "09:00") } });
    const runs = await db.auditLog.findMany({ where: { entityType: "time_slot", action: "generate" } });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ entityId: first.id, actorId: admin.user.id, detail: expect.stringMatching(/^4 demo_class slots from .*, 0 existing skipped$/) });
  });
});

describe("settings are audited with before and after", () => {
  const email = { intent: "email", smtpHost: "smtp.audit.example", smtpPort: "587", smtpUsername: "mailer", fromEmail: "no-reply@example.com", fromName: "Bridge", enableNotifications: "on" };
  const save = (form: Record<string, string>) => asAdmin(settings.action, "/admin/settings", { form });

  test("only the fields that changed, a secret only as changed, never its value", async () => {
    await save({ ...email, smtpPassword: "first-s3cret" });
    await save({ ...email, smtpPassword: "", smtpPort: "2525" });
    await save({ ...email, smtpPassword: "second-s3cret", smtpPort: "2525" });
    const rows = await db.auditLog.findMany({ where: { entityType: "setting", action: "settings_saved" }, orderBy: { id: "asc" } });
    expect(rows.map((row) => row.detail)).toEqual(["Email settings", "Email settings", "Email settings"]);
    expect(JSON.parse(rows[0].changes!)).toMatchObject({ smtpHost: [expect.anything(), "smtp.audit.example"], smtpPassword: ["changed", "changed"] });
    expect(JSON.parse(rows[1].changes!)).toEqual({ smtpPort: [587, 2525] });
    expect(JSON.parse(rows[2].changes!)).toEqual({ smtpPassword: ["changed", "changed"] });
    for (const row of rows) expect(row.changes).not.toMatch(/s3cret/);
    expect(rows.every((row) => row.actorId === admin.user.id)).toBe(true);
  });

  test("a save that changes nothing or is refused leaves no row", async () => {
    await save({ ...email, smtpPassword: "" });
    const count = await db.auditLog.count({ where: { entityType: "setting" } });
    await save({ ...email, smtpPassword: "" });
    expect(fieldErrors(await save({ intent: "payment", currency: "dollars" })).currency).toBeDefined();
    expect(await db.auditLog.count({ where: { entityType: "setting" } })).toBe(count);
  });
});

describe("the audit log page", () => {
  type Body = Awaited<ReturnType<typeof auditLog.loader>>;
  const read = async (url: string) => (await asAdmin(auditLog.loader, url)).body as Body;

  test("shows who, what, which record (linked), before and after, newest first", async () => {
    const service = await createService({ name: "Audit page service", description: "", priceCents: 1000, isActive: true }, admin.user.id);
    await asAdmin(serviceEdit.action, `/admin/services/${service.id}/edit`, { params: { id: String(service.id) }, form: { name: "Audit page service", price: "12", is_active: "on" } });
    const page = await read("/admin/audit-log?search_keyword=Audit%20page%20service");
    expect(page.rows.map((row) => [row.action, row.record, row.actor?.name])).toEqual([
      ["Edited", { name: `Service #${service.id}`, path: `/admin/services/${service.id}/edit` }, "Audit Admin"],
      ["Created", { name: `Service #${service.id}`, path: `/admin/services/${service.id}/edit` }, "Audit Admin"],
    ]);
    expect(page.rows[0].changes).toEqual([{ field: "Price", before: "$10.00", after: "$12.00" }]);
  });

  test("searches actions by their label and actors by name or e-mail; filters by record type and actor", async () => {
    const other = await signedInUser("admin", "Zed Filterperson");
    await createService({ name: "Audit filter service", description: "", priceCents: 1, isActive: true }, other.user.id);
    const ids = (body: Body) => body.rows.map((row) => row.id);
    const byName = await read("/admin/audit-log?search_keyword=Filterperson");
    expect(byName.rows).toHaveLength(1);
    expect(ids(await read(`/admin/audit-log?search_keyword=${encodeURIComponent(other.user.email)}`))).toEqual(ids(byName));
    const filters = (value: object) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
    expect(ids(await read(`/admin/audit-log?${filters({ actor: other.user.id })}`))).toEqual(ids(byName));
    expect(await read(`/admin/audit-log?${filters({ entity_type: "inquiry", actor: other.user.id })}`)).toMatchObject({ rows: [] });
    const created = await read(`/admin/audit-log?search_keyword=created&${filters({ entity_type: "service" })}`);
    expect(created.rows.length).toBeGreaterThan(0);
    expect(created.rows.every((row) => row.action === "Created" && row.record.name.startsWith("Service #"))).toBe(true);
    expect(byName.actors.map((actor) => actor.name)).toContain("Zed Filterperson");
  });

  test("students and visitors never read it", async () => {
    expectRedirect(await callRoute(auditLog.loader, "/admin/audit-log", { cookie: student.cookie }), "/student");
    expect((await callRoute(auditLog.loader, "/admin/audit-log")).location).toMatch(/^\/login\?redirectTo=/);
  });
});
