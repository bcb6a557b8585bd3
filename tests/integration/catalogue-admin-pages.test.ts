import { beforeAll, describe, expect, test } from "vitest";
import { createService, getService } from "~/models/service.server";
import { createSession } from "~/models/session.server";
import { createTimeSlot, getTimeSlot } from "~/models/time-slot.server";
import { createUser } from "~/models/user.server";
import * as serviceDelete from "~/routes/admin.services.$id.delete";
import * as serviceEdit from "~/routes/admin.services.$id.edit";
import * as servicesBulk from "~/routes/admin.services.bulk-delete";
import * as serviceNew from "~/routes/admin.services.new";
import * as servicesPage from "~/routes/admin.services";
import * as slotAvailability from "~/routes/admin.time-slots.$id.availability";
import * as slotEdit from "~/routes/admin.time-slots.$id.edit";
import * as slotGenerate from "~/routes/admin.time-slots.generate";
import * as slotNew from "~/routes/admin.time-slots.new";
import * as slotsPage from "~/routes/admin.time-slots";
import { db } from "~/utils/db.server";
import { sessionStorage } from "~/utils/session.server";

let adminCookie: string;
let studentCookie: string;
let studentId: number;

async function cookieFor(role: "admin" | "student") {
  const user = await createUser({ name: role, email: `${role}-pages@example.com`, password: "correct-horse-battery", role });
  const row = await createSession({ userId: user.id });
  const session = await sessionStorage.getSession();
  session.set("sessionId", row.id);
  return { cookie: (await sessionStorage.commitSession(session)).split(";")[0], id: user.id };
}

type Args = { request: Request; params: Record<string, string>; context: Record<string, never> };
type Handler = (args: Args) => Promise<unknown>;

/** Runs a loader or action; a thrown Response (redirect) is returned instead of thrown. */
async function run(handler: Handler, path: string, { form, params = {}, cookie = adminCookie }: { form?: Record<string, string | string[]>; params?: Record<string, string>; cookie?: string } = {}) {
  let body: FormData | undefined;
  if (form) {
    body = new FormData();
    for (const [key, value] of Object.entries(form)) for (const item of [value].flat()) body.append(key, item);
  }
  const request = new Request(`http://localhost${path}`, { method: form ? "POST" : "GET", headers: { Cookie: cookie }, body });
  try {
    return await handler({ request, params, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function redirectOf(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  return { location: response.headers.get("Location"), setCookie: response.headers.get("Set-Cookie") ?? "" };
}

/** `data()` answers of actions: the init carries the status, the data the conform result. */
function dataOf(result: unknown) {
  const value = result as { type: string; data: { result: { error: Record<string, string[]> } }; init: { status: number } };
  expect(value.type).toBe("DataWithResponseInit");
  return { status: value.init.status, errors: value.data.result.error };
}

beforeAll(async () => {
  adminCookie = (await cookieFor("admin")).cookie;
  const student = await cookieFor("student");
  studentCookie = student.cookie;
  studentId = student.id;
});

describe("list pages", () => {
  test("redirect a URL with defaults or bad values to the canonical one", async () => {
    expect(redirectOf(await run(servicesPage.loader, "/admin/services?page=1&per_page=10&sort_type=name&sort_direction=asc&filters=%7B%7D")).location).toBe("/admin/services");
    expect(redirectOf(await run(servicesPage.loader, "/admin/services?per_page=7&sort_type=colour&search_keyword=ielts")).location).toBe("/admin/services?search_keyword=ielts");
    expect(redirectOf(await run(slotsPage.loader, "/admin/time-slots?filters=%7Bbroken")).location).toBe("/admin/time-slots");
  });

  test("fold a no-JavaScript filter form into the filters JSON", async () => {
    const { location } = redirectOf(await run(servicesPage.loader, "/admin/services?search_keyword=x&is_active=false&min_price=5&max_price="));
    const url = new URL(location!, "http://localhost");
    expect(Object.fromEntries(url.searchParams)).toEqual({ search_keyword: "x", filters: '{"is_active":false,"min_price":5}' });
  });

  test("answer the canonical URL with the page of records and its meta", async () => {
    await createService({ name: "Listed", description: "", priceCents: 100, isActive: true });
    const result = (await run(servicesPage.loader, "/admin/services?search_keyword=Listed")) as Awaited<ReturnType<typeof servicesPage.loader>>;
    expect(result.services.map((service) => service.name)).toEqual(["Listed"]);
    expect(result.meta).toMatchObject({ total: 1, from: 1, to: 1 });
    expect(result.query.search).toBe("Listed");
  });

  test("send a page past the end to the last page that has rows", async () => {
    expect(redirectOf(await run(servicesPage.loader, "/admin/services?search_keyword=Listed&page=4")).location).toBe("/admin/services?search_keyword=Listed");
  });

  test("leave a dialog route's own parameters alone", async () => {
    const result = await run(servicesPage.loader, "/admin/services/bulk-delete?ids=1&ids=2&per_page=25");
    expect(result).not.toBeInstanceOf(Response);
    expect((result as { query: { perPage: number } }).query.perPage).toBe(25);
  });

  test("send a student to their own area", async () => {
    expect(redirectOf(await run(servicesPage.loader, "/admin/services", { cookie: studentCookie })).location).toBe("/student");
    expect(redirectOf(await run(serviceNew.action, "/admin/services/new", { cookie: studentCookie, form: { name: "x", price: "1" } })).location).toBe("/student");
  });
});

describe("service forms", () => {
  test("a new service with errors comes back with each field's message and the values", async () => {
    const { status, errors } = dataOf(await run(serviceNew.action, "/admin/services/new", { form: { name: "", price: "abc" } }));
    expect(status).toBe(400);
    expect(errors).toMatchObject({ name: ["The name is required."], price: ["The price must be a number."], "": ["Please check the form for errors."] });
  });

  test("a valid new service is stored and the list state is kept in the redirect", async () => {
    const { location, setCookie } = redirectOf(
      await run(serviceNew.action, "/admin/services/new?search_keyword=Form&page=2", { form: { name: "Form Made", price: "20.5", description: "d" } }),
    );
    expect(location).toBe("/admin/services?search_keyword=Form&page=2");
    expect(setCookie).toContain("__toast=");
    const [created] = (await db.service.findMany({ where: { name: "Form Made" } })).map((row) => row);
    expect(created).toMatchObject({ priceCents: 2050, isActive: false, description: "d" });
  });

  test("an edit that unticks active and clears the description saves both", async () => {
    const service = await createService({ name: "To edit", description: "old", priceCents: 100, isActive: true });
    const params = { id: String(service.id) };
    redirectOf(await run(serviceEdit.action, `/admin/services/${service.id}/edit`, { params, form: { name: "Edited", price: "3" } }));
    expect(await getService(service.id)).toMatchObject({ name: "Edited", description: "", isActive: false, priceCents: 300 });
  });

  test("editing or deleting a service that is gone goes back to the list with an error toast", async () => {
    const params = { id: "999999" };
    expect(redirectOf(await run(serviceEdit.loader, "/admin/services/999999/edit?page=3", { params })).location).toBe("/admin/services?page=3");
    const removed = redirectOf(await run(serviceDelete.action, "/admin/services/999999/delete", { params, form: {} }));
    expect(removed.setCookie).toContain("__toast=");
  });

  test("the bulk delete confirms the selection, deletes it all, and deletes nothing when one id is unknown", async () => {
    const a = await createService({ name: "Bulk page A", description: "", priceCents: 1, isActive: true });
    const b = await createService({ name: "Bulk page B", description: "", priceCents: 1, isActive: true });
    const confirm = (await run(servicesBulk.loader, `/admin/services/bulk-delete?ids=${a.id}&ids=${b.id}&search_keyword=Bulk`)) as Awaited<ReturnType<typeof servicesBulk.loader>>;
    expect(confirm.services.map((service) => service.name)).toEqual(["Bulk page A", "Bulk page B"]);
    expect(confirm.closeTo).toBe("/admin/services?search_keyword=Bulk");

    redirectOf(await run(servicesBulk.action, "/admin/services/bulk-delete", { form: { ids: [String(a.id), "987654"] } }));
    expect(await getService(a.id)).not.toBeNull();
    redirectOf(await run(servicesBulk.action, "/admin/services/bulk-delete", { form: { ids: [String(a.id), String(b.id)] } }));
    expect(await getService(a.id)).toBeNull();
    expect(await getService(b.id)).toBeNull();
  });
});

describe("time-slot forms", () => {
  const local = (day: string, time: string) => new Date(`${day}T${time}:00+05:45`);

  test("a new slot reads datetime-local values in the consultancy's zone and defaults to one seat", async () => {
    redirectOf(
      await run(slotNew.action, "/admin/time-slots/new", {
        form: { service_type: "demo_class", start_time: "2031-01-05T10:00", end_time: "2031-01-05T11:00", is_available: "on" },
      }),
    );
    const slot = await db.timeSlot.findFirstOrThrow({ where: { startTime: local("2031-01-05", "10:00") } });
    expect(slot).toMatchObject({ serviceType: "demo_class", maxBookings: 1, currentBookings: 0, isAvailable: true });
  });

  test("the new-slot form starts from the spec's defaults", async () => {
    const { defaults } = (await run(slotNew.loader, "/admin/time-slots/new")) as Awaited<ReturnType<typeof slotNew.loader>>;
    expect(defaults).toMatchObject({ service_type: "interview", is_available: true, max_bookings: "1" });
    expect(new Date(`${defaults.end_time}:00Z`).getTime() - new Date(`${defaults.start_time}:00Z`).getTime()).toBe(3_600_000);
  });

  test("editing a booked slot's time is refused under the field; its seats can change", async () => {
    const slot = await createTimeSlot({ serviceType: "interview", startTime: local("2031-01-06", "10:00"), endTime: local("2031-01-06", "11:00"), maxBookings: 2, currentBookings: 1 });
    await db.booking.create({ data: { type: "interview", studentId, slotId: slot.id, status: "pending", startTime: slot.startTime, endTime: slot.endTime } });
    const params = { id: String(slot.id) };
    const moved = dataOf(
      await run(slotEdit.action, `/admin/time-slots/${slot.id}/edit`, {
        params,
        form: { service_type: "interview", start_time: "2031-01-06T12:00", end_time: "2031-01-06T13:00", max_bookings: "2", current_bookings: "1" },
      }),
    );
    expect(moved.status).toBe(400);
    expect(moved.errors.start_time[0]).toMatch(/has 1 booking, so its start time cannot change/);
    const zero = dataOf(
      await run(slotEdit.action, `/admin/time-slots/${slot.id}/edit`, {
        params,
        form: { service_type: "interview", start_time: "2031-01-06T10:00", end_time: "2031-01-06T11:00", max_bookings: "2", current_bookings: "0" },
      }),
    );
    expect(zero.errors.current_bookings).toEqual(["The current bookings cannot be less than the 1 booking this slot already has."]);
    redirectOf(
      await run(slotEdit.action, `/admin/time-slots/${slot.id}/edit`, {
        params,
        form: { service_type: "interview", start_time: "2031-01-06T10:00", end_time: "2031-01-06T11:00", max_bookings: "4", current_bookings: "1" },
      }),
    );
    expect(await getTimeSlot(slot.id)).toMatchObject({ maxBookings: 4, isAvailable: false });
  });

  test("the availability switch sets the flag and returns to the list", async () => {
    const slot = await createTimeSlot({ serviceType: "speaking", startTime: local("2031-01-07", "10:00"), endTime: local("2031-01-07", "10:30") });
    const { location } = redirectOf(
      await run(slotAvailability.action, `/admin/time-slots/${slot.id}/availability?sort_type=service_type`, { params: { id: String(slot.id) }, form: { is_available: "false" } }),
    );
    expect(location).toBe("/admin/time-slots?sort_type=service_type");
    expect((await getTimeSlot(slot.id))?.isAvailable).toBe(false);
  });

  test("the generator creates the planned slots once and skips them on a second run", async () => {
    const form = { service_type: "counseling", date_from: "2031-02-03", date_to: "2031-02-09", times: ["09:00", "15:30"], weekdays: ["1", "3"], is_available: "on" };
    redirectOf(await run(slotGenerate.action, "/admin/time-slots/generate", { form }));
    const created = await db.timeSlot.findMany({ where: { serviceType: "counseling", startTime: { gte: local("2031-02-03", "00:00"), lt: local("2031-02-10", "00:00") } } });
    expect(created).toHaveLength(4);
    expect(created.every((slot) => slot.maxBookings === 3 && slot.endTime.getTime() - slot.startTime.getTime() === 30 * 60_000)).toBe(true);
    redirectOf(await run(slotGenerate.action, "/admin/time-slots/generate", { form }));
    expect(await db.timeSlot.count({ where: { serviceType: "counseling", startTime: { gte: local("2031-02-03", "00:00"), lt: local("2031-02-10", "00:00") } } })).toBe(4);
  });

  test("the generator refuses a reversed range and no chosen times under their fields", async () => {
    const { errors } = dataOf(
      await run(slotGenerate.action, "/admin/time-slots/generate", { form: { service_type: "interview", date_from: "2031-03-10", date_to: "2031-03-01", weekdays: ["1"] } }),
    );
    expect(errors.times).toEqual(["Choose at least one time."]);
    const reversed = dataOf(
      await run(slotGenerate.action, "/admin/time-slots/generate", { form: { service_type: "interview", date_from: "2031-03-10", date_to: "2031-03-01", weekdays: ["1"], times: ["09:00"] } }),
    );
    expect(reversed.errors.date_to).toEqual(["The end date must be on or after the start date."]);
  });
});
