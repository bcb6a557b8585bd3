/**
 * Names every JavaScript object inherits (`constructor`, `__proto__`, `toString`, `hasOwnProperty`) posted into every
 * field of every form and every JSON body field: a lookup keyed by what a client sends must treat them as any other
 * unknown word, never answer 5xx (docs/decisions/102).
 *
 * The forms are the ones the crawl's pages render (tests/support/crawl-pages.ts), as every role that can open them,
 * read from the server's HTML as a browser with JavaScript off posts them: each field in turn set to each word, the
 * form's other fields at their own values (a blank one filled as a person would, so that the post gets past the other
 * fields' rules to the one probed), each named submit button (the intent) as it is. One request per field
 * per word, over HTTP without a browser. A form repeated on a list's rows (the same action but for an id, the same
 * fields) is posted once per role.
 *
 * It changes what other specs read (settings, catalogue, site content), so playwright.config.ts runs it after them;
 * alone: `npx playwright test --no-deps tests/e2e/built-in-names.spec.ts`.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { createApiToken } from "~/models/api-token.server";
import { createCrawlData, PAGES, type CrawlData, type Role } from "../support/crawl-pages";
import { postForms, type FormControl, type HtmlForm } from "../support/html-forms";
import { createTestUser, TEST_PASSWORD } from "../support/users";
import { db } from "~/utils/db.server";

const WORDS = ["constructor", "__proto__", "toString", "hasOwnProperty"];
/** Requests in flight at once: the server's waits (the database, the disk) overlap. */
const IN_FLIGHT = 4;

/** Runs `tasks` with at most IN_FLIGHT of them at a time. */
async function inFlight(tasks: Array<() => Promise<void>>) {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
}

/** Each request from an address of its own, so that no rate limit stops a post before its fields are read. */
const fromSomewhere = () => ({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}` });

async function describe(response: APIResponse) {
  const body = await response.text();
  return `${response.status()}: ${body.replace(/\s+/g, " ").slice(0, 200)}`;
}

type Entry = [string, string];

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** What a person would enter in a blank field, so that a post gets past the form's other rules to the probed field. */
function filled(control: FormControl): string | null {
  if (control.value === null) return null;
  if (control.value !== "" || control.type === "hidden" || control.type === "password") return control.value;
  switch (control.type) {
    case "select":
      // the last choice: the first of a list of months or years may already be past
      return [...control.choices].reverse().find((choice) => choice !== "") ?? "";
    case "email":
      return `probe-${randomUUID()}@example.com`;
    case "tel":
      return "+977 980 000 0000";
    case "url":
      return "https://example.com/probe";
    case "number":
      return control.min ?? "1";
    case "date":
      return control.min && control.min > inAMonth() ? control.min : inAMonth();
    case "time":
      return "10:00";
    case "datetime-local":
      return `${inAMonth()}T10:00`;
    case "textarea":
      return "Written by the built-in names probe.";
    default:
      return "Probe";
  }
}

/** What the form posts, blanks filled, with one submit button's name and value. */
function ownEntries(form: HtmlForm, button: { name: string; value: string } | null): Entry[] {
  const seenRadios = new Set<string>();
  const entries: Entry[] = form.controls.flatMap((control) => {
    if (control.type === "radio") {
      if (seenRadios.has(control.name)) return [];
      seenRadios.add(control.name);
      const checked = form.controls.find((other) => other.name === control.name && other.type === "radio" && other.value !== null);
      return [[control.name, checked?.value ?? control.choices[0]] as Entry];
    }
    const value = filled(control);
    return value === null ? [] : [[control.name, value] as Entry];
  });
  return button ? [...entries, [button.name, button.value]] : entries;
}

/** The fields a person fills or picks, each once: the intent stays as the form posts it. */
function probedFields(form: HtmlForm) {
  const names = form.controls.filter((control) => control.type !== "file" && control.name !== "intent").map((control) => control.name);
  return [...new Set(names)];
}

/** One form's variations: for each submit button, each field set to each word. */
function variations(form: HtmlForm) {
  const buttons = form.buttons.length > 0 ? form.buttons : [null];
  return buttons.flatMap((button) => {
    const own = ownEntries(form, button);
    return probedFields(form).flatMap((field) =>
      WORDS.map((word) => {
        const others = own.filter(([name]) => name !== field);
        return { field, word, button, entries: [...others, [field, word]] as Entry[] };
      }),
    );
  });
}

function post(request: APIRequestContext, form: HtmlForm, entries: Entry[]) {
  const headers = { Origin: new URL(process.env.APP_URL!).origin, ...fromSomewhere() };
  if (form.multipart) {
    const body = new FormData();
    for (const [name, value] of entries) body.append(name, value);
    return request.post(form.action, { multipart: body, headers, maxRedirects: 0 });
  }
  return request.post(form.action, {
    data: new URLSearchParams(entries).toString(),
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
}

/** A form on a list's rows is one form: its action but for the ids, and its fields. */
const formKey = (form: HtmlForm) =>
  `${new URL(form.action).pathname.replace(/\/\d+(?=\/|$)/g, "/:id")} ${form.controls.map((control) => control.name).join(",")} ${form.buttons.map((button) => `${button.name}=${button.value}`).join(",")}`;

/** Posts that end a role's session or its visit: they would leave the rest of the crawl signed out. */
const SIGNING_OUT = /^\/logout$/;

const crawlTest = test.extend<{ crawlData: CrawlData }>({
  // Each role posts into the records of its own crawl student: an admin's posts change what a student's pages show.
  // eslint-disable-next-line no-empty-pattern
  crawlData: async ({}, provide) => {
    await provide(await createCrawlData());
  },
});

const ROLES: Role[] = ["visitor", "student", "counsellor", "admin"];

for (const role of ROLES) {
  crawlTest(`every form ${role === "admin" ? "an" : "a"} ${role} opens answers the built-in names without a server error`, async ({ playwright, crawlData }) => {
    test.setTimeout(300_000);
    const request = await playwright.request.newContext({
      baseURL: process.env.APP_URL,
      extraHTTPHeaders: role === "visitor" ? {} : { Cookie: `__session=${crawlData.cookies[role]}` },
    });
    const problems: string[] = [];
    const seen = new Set<string>();
    let posts = 0;
    for (const { roles, paths, status = 200 } of Object.values(PAGES)) {
      if (!roles.includes(role)) continue;
      for (const url of paths(crawlData)) {
        const page = await request.get(url, { maxRedirects: 0 });
        const location = page.headers().location ?? "";
        if (page.status() !== status && new URL(location || url, process.env.APP_URL).pathname === "/login") {
          problems.push(`GET ${url} sent the ${role} to the log-in: a post signed it out`);
          continue;
        }
        // an earlier post may have moved a record on (a cancelled session has no materials page)
        if (page.status() !== status) continue;
        const forms = postForms(await page.text(), new URL(url, process.env.APP_URL).toString()).filter((form) => {
          const key = formKey(form);
          if (seen.has(key) || SIGNING_OUT.test(new URL(form.action).pathname)) return false;
          seen.add(key);
          return true;
        });
        const tasks = forms.flatMap((form) =>
          variations(form).map(({ field, word, button, entries }) => async () => {
            posts++;
            const response = await post(request, form, entries);
            if (response.status() >= 500) {
              const intent = button ? ` (${button.name}=${button.value})` : "";
              problems.push(`POST ${new URL(form.action).pathname}${intent} from ${url} with ${field}=${word}: ${await describe(response)}`);
            }
          }),
        );
        await inFlight(tasks);
      }
    }
    await request.dispose();
    expect(problems).toEqual([]);
    // The probe read forms: a page list or parser that found none would pass without testing anything.
    expect(posts).toBeGreaterThan(role === "visitor" ? 20 : 100);
  });
}

test("every JSON API body answers the built-in names without a server error", async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await createTestUser("admin", "Probe API Admin");
  const student = await createTestUser("student", "Probe API Student");
  const adminAuth = { Authorization: `Bearer ${await createApiToken(admin.id)}` };
  const service = await db.service.findFirstOrThrow({ select: { id: true } });
  const slot = await db.timeSlot.findFirstOrThrow({ select: { id: true } });
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const bodies: Array<{ method: "POST" | "PUT" | "DELETE"; path: string; headers: Record<string, string>; body: Record<string, unknown> }> = [
    { method: "POST", path: "/api/register", headers: {}, body: { name: "Probe", email: "probe@example.com", password: "probe-password-1", password_confirmation: "probe-password-1", role: "student" } },
    { method: "POST", path: "/api/login", headers: {}, body: { email: student.email, password: TEST_PASSWORD, code: "123456" } },
    { method: "POST", path: "/api/service", headers: adminAuth, body: { name: "Probe service", description: "Probe", price: 10, is_active: true } },
    { method: "PUT", path: `/api/service/${service.id}`, headers: adminAuth, body: { name: "Probe service", description: "Probe", price: 10, is_active: true } },
    { method: "DELETE", path: "/api/service/bulk", headers: adminAuth, body: { ids: [999_999] } },
    {
      method: "POST",
      path: "/api/time-slots",
      headers: adminAuth,
      body: { service_type: "demo_class", start_time: `${later}T09:00`, end_time: `${later}T10:00`, is_available: true, max_bookings: 5, current_bookings: 0 },
    },
    {
      method: "PUT",
      path: `/api/time-slots/${slot.id}`,
      headers: adminAuth,
      body: { service_type: "demo_class", start_time: `${later}T11:00`, end_time: `${later}T12:00`, is_available: true, max_bookings: 5, current_bookings: 0 },
    },
    { method: "DELETE", path: "/api/time-slots/bulk", headers: adminAuth, body: { ids: [999_999] } },
  ];
  const problems: string[] = [];
  const tasks = bodies.flatMap(({ method, path, headers, body }) => {
    // each field set to each word, and each word as a field of its own
    const variants = [
      ...Object.keys(body).flatMap((field) => WORDS.map((word) => ({ what: `${field}=${word}`, data: { ...body, [field]: word } }))),
      ...WORDS.map((word) => ({ what: `a field named ${word}`, data: JSON.parse(`{${JSON.stringify(word)}: "constructor", ${JSON.stringify(body).slice(1)}`) as unknown })),
    ];
    return variants.map(({ what, data }) => async () => {
      const response = await request.fetch(path, { method, headers: { ...headers, ...fromSomewhere() }, data, maxRedirects: 0 });
      if (response.status() >= 500) problems.push(`${method} ${path} with ${what}: ${await describe(response)}`);
    });
  });
  const lists = ["/api/service", "/api/time-slots"].flatMap((path) =>
    WORDS.flatMap((word) =>
      [`sort_type=${word}`, `sort_direction=${word}`, `search=${word}`, `page=${word}`, `per_page=${word}`, `filters=${encodeURIComponent(JSON.stringify({ [word]: word, service_type: word, is_active: word }))}`].map(
        (query) => async () => {
          const response = await request.get(`${path}?${query}`, { headers: adminAuth });
          if (response.status() >= 500) problems.push(`GET ${path}?${query}: ${await describe(response)}`);
        },
      ),
    ),
  );
  await inFlight([...tasks, ...lists]);
  expect(problems).toEqual([]);
});
