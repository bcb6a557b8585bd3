import { beforeAll, describe, expect, test } from "vitest";
import { createApiToken } from "~/models/api-token.server";
import * as bookingsRoute from "~/routes/api.me.bookings";
import * as paymentsRoute from "~/routes/api.me.payments";
import { db } from "~/utils/db.server";
import { callApi, caseWorkersOf, listPath, studentWithToken } from "../support/api";
import { createPayment } from "../support/fixtures/applications";
import { bookFor, createSlot, setBooking } from "../support/fixtures/bookings";
import { seedCatalogue } from "../support/fixtures/catalogue";

type Row = Record<string, unknown> & { id: number };
type ListBody = { data: Row[]; meta: { total: number; per_page: number; current_page: number; last_page: number; from: number | null; to: number | null } };

beforeAll(seedCatalogue);


/** A student with an interview preparation (invoiced) ten days ahead and a speaking mock (free) twenty days ahead. */
async function studentWithSessions(name: string) {
  const student = await studentWithToken(name);
  const interviewSlot = await createSlot("interview", { daysAhead: 10 });
  const speakingSlot = await createSlot("speaking", { daysAhead: 20 });
  const interview = await bookFor(student.user, interviewSlot);
  const speaking = await bookFor(student.user, speakingSlot);
  return { ...student, interview: { ...interview, slot: interviewSlot }, speaking: { ...speaking, slot: speakingSlot } };
}

const bookings = async (token: string, query: Record<string, string | object> = {}) => {
  const answer = await callApi(bookingsRoute, { path: listPath("/api/me/bookings", query), token });
  return { ...answer, list: answer.body as ListBody };
};

const payments = async (token: string, query: Record<string, string | object> = {}) => {
  const answer = await callApi(paymentsRoute, { path: listPath("/api/me/payments", query), token });
  return { ...answer, list: answer.body as ListBody };
};

const ids = (list: ListBody) => list.data.map((row) => row.id);

describe("the student's bookings through the API", () => {
  test("lists the student's sessions of every kind, latest first, with what they entered and the invoice of a paid one", async () => {
    const { token, interview, speaking } = await studentWithSessions("Booking Lister");
    const invoice = await db.payment.findFirstOrThrow({ where: { bookingId: interview.id } });

    const answer = await bookings(token);
    expect(answer.status).toBe(200);
    expect(ids(answer.list)).toEqual([speaking.id, interview.id]);
    expect(answer.list.meta).toEqual({ total: 2, per_page: 10, current_page: 1, last_page: 1, from: 1, to: 2 });
    expect(answer.headers.get("Link")).toBe('</api/me/bookings?page=1>; rel="first", </api/me/bookings?page=1>; rel="last"');
    expect(answer.list.data[1]).toEqual({
      id: interview.id,
      service_type: "interview",
      title: "Visa Interview",
      status: "scheduled",
      start_time: interview.slot.startTime.toISOString(),
      end_time: interview.slot.endTime.toISOString(),
      details: { interview_type: "visa", university: "University of Toronto", intake: "Fall 2027", proficiency_level: null, course_name: null, country: null, course_level: null },
      staff_name: null,
      meeting_link: null,
      materials_url: null,
      notes: null,
      feedback: null,
      created_at: expect.any(String),
      invoice: { payment_id: invoice.id, invoice_number: invoice.invoiceNumber, status: "pending" },
    });
    expect(answer.list.data[0]).toMatchObject({ service_type: "speaking", details: { proficiency_level: "B2" }, invoice: null });
  });

  test("shows a session's notes and feedback only once it is completed, as the student's page does", async () => {
    const { token, speaking } = await studentWithSessions("Assessed Student");
    await db.booking.update({ where: { id: speaking.id }, data: { notes: "Work on linking words.", feedback: "Fluent, some hesitation.", score: "7.0", level: "B2" } });
    const row = async () => (await bookings(token, { filters: { service_type: "speaking" } })).list.data[0];
    expect(await row()).toMatchObject({ notes: null, feedback: null });
    await setBooking(speaking.id, { status: "completed", staffName: "Mina Instructor" });
    expect(await row()).toMatchObject({
      status: "completed",
      staff_name: "Mina Instructor",
      notes: "Work on linking words.",
      feedback: { text: "Fluent, some hesitation.", score: "7.0", level: "B2" },
    });
  });

  test("filters by status and kind, searches what the student entered and the kind's name, and sorts by booking date", async () => {
    const { token, interview, speaking } = await studentWithSessions("Filtering Student");
    await setBooking(speaking.id, { status: "cancelled" });

    expect(ids((await bookings(token, { filters: { status: "cancelled" } })).list)).toEqual([speaking.id]);
    expect(ids((await bookings(token, { filters: { service_type: "interview", status: "scheduled" } })).list)).toEqual([interview.id]);
    expect(ids((await bookings(token, { search_keyword: "toronto" })).list)).toEqual([interview.id]);
    expect(ids((await bookings(token, { search_keyword: "speaking" })).list)).toEqual([speaking.id]);
    expect(ids((await bookings(token, { search_keyword: "nothing like it" })).list)).toEqual([]);
    expect(ids((await bookings(token, { sort_type: "created_at", sort_direction: "asc" })).list)).toEqual([interview.id, speaking.id]);
    expect(ids((await bookings(token, { sort_type: "start_time", sort_direction: "asc" })).list)).toEqual([interview.id, speaking.id]);
  });
});

describe("the student's payments through the API", () => {
  test("lists the invoices newest first, amounts in minor units with the currency, and what each was for", async () => {
    const { user, token, interview } = await studentWithSessions("Paying Student");
    const sop = await createPayment(user.id, { status: "paid", name: "SOP Writing - Premium", amountCents: 24_900 });
    await db.payment.update({ where: { id: sop.id }, data: { paidAt: new Date("2026-01-05T10:00:00Z"), method: "card" } });
    const invoice = await db.payment.findFirstOrThrow({ where: { bookingId: interview.id } });

    const answer = await payments(token);
    expect(answer.status).toBe(200);
    expect(ids(answer.list)).toEqual([sop.id, invoice.id]);
    expect(answer.list.data[0]).toEqual({
      id: sop.id,
      invoice_number: sop.invoiceNumber,
      service_name: "SOP Writing - Premium",
      billed_for: null,
      amount: 24_900,
      refunded_amount: 0,
      currency: sop.currency,
      status: "paid",
      method: "card",
      paid_at: "2026-01-05T10:00:00.000Z",
      refunded_at: null,
      created_at: sop.createdAt.toISOString(),
    });
    expect(answer.list.data[1]).toMatchObject({ amount: 4_900, status: "pending", method: "bank_transfer", paid_at: null, billed_for: { type: "booking", id: interview.id } });
  });

  test("pages with the Link header, sorts by amount, filters by status and method, and searches the invoice and service", async () => {
    const { user, token } = await studentWithToken("Many Invoices");
    const created = [];
    for (let index = 0; index < 12; index++) {
      created.push(await createPayment(user.id, { status: index % 3 === 0 ? "paid" : "pending", name: index === 4 ? "Loan Processing Fee" : "SOP Writing - Standard", amountCents: 1_000 + index * 100 }));
    }

    const second = await payments(token, { page: "2" });
    expect(second.list.meta).toEqual({ total: 12, per_page: 10, current_page: 2, last_page: 2, from: 11, to: 12 });
    expect(ids(second.list)).toEqual([created[1].id, created[0].id]);
    expect(second.headers.get("Link")).toBe('</api/me/payments?page=1>; rel="first", </api/me/payments?page=2>; rel="last", </api/me/payments?page=1>; rel="prev"');

    const cheapest = await payments(token, { sort_type: "amount", sort_direction: "asc", per_page: "25" });
    expect(cheapest.list.data.map((row) => row.amount)).toEqual(created.map((payment) => payment.amountCents));

    const paid = await payments(token, { filters: { status: "paid" } });
    expect(ids(paid.list).sort((a, b) => a - b)).toEqual([created[0].id, created[3].id, created[6].id, created[9].id]);
    expect((await payments(token, { filters: { method: "card" } })).list.data).toEqual([]);

    expect(ids((await payments(token, { search_keyword: "loan processing" })).list)).toEqual([created[4].id]);
    expect(ids((await payments(token, { search_keyword: created[7].invoiceNumber })).list)).toEqual([created[7].id]);
  });
});

describe("who reads a student's bookings and payments", () => {
  test("a student sees only their own rows, whatever student_id they name", async () => {
    const owner = await studentWithSessions("Owner Of Rows");
    const other = await studentWithToken("Curious Student");
    await createPayment(owner.user.id);

    const queries: Array<Record<string, string>> = [{}, { student_id: String(owner.user.id) }];
    for (const query of queries) {
      expect((await bookings(other.token, query)).list).toMatchObject({ data: [], meta: { total: 0 } });
      expect((await payments(other.token, query)).list).toMatchObject({ data: [], meta: { total: 0 } });
    }
    expect((await bookings(owner.token)).list.meta.total).toBe(2);
    expect((await payments(owner.token)).list.meta.total).toBe(2);
  });

  test("an admin and the student's counsellor read them by student_id; another counsellor gets a 404, an editor a 403", async () => {
    const student = await studentWithSessions("Counselled Booker");
    const { mine, notMine, admin, editor } = await caseWorkersOf(student.user.id);
    const read = async (route: typeof bookingsRoute, path: string, userId: number, query = `?student_id=${student.user.id}`) =>
      callApi(route, { path: `${path}${query}`, token: await createApiToken(userId) });

    for (const reader of [mine, admin]) {
      const list = (await read(bookingsRoute, "/api/me/bookings", reader.id)).body as ListBody;
      expect(ids(list)).toEqual([student.speaking.id, student.interview.id]);
      expect(((await read(paymentsRoute, "/api/me/payments", reader.id)).body as ListBody).meta.total).toBe(1);
    }
    const paged = await read(paymentsRoute, "/api/me/payments", admin.id, `?student_id=${student.user.id}&per_page=25`);
    expect(paged.headers.get("Link")).toContain(`student_id=${student.user.id}`);
    for (const [route, path] of [[bookingsRoute, "/api/me/bookings"], [paymentsRoute, "/api/me/payments"]] as const) {
      expect(await read(route, path, notMine.id)).toMatchObject({ status: 404, body: { message: "Student not found." } });
      expect((await read(route, path, editor.id)).status).toBe(403);
      expect(await read(route, path, admin.id, "")).toMatchObject({ status: 422, body: { errors: { student_id: ["Name the student whose case to read with student_id."] } } });
      expect((await callApi(route, { path })).status).toBe(401);
      expect((await callApi(route, { path, token: "not-a-token" })).status).toBe(401);
    }
  });
});

describe("bad list parameters", () => {
  test("are refused with 422 in the validation shape, each named", async () => {
    const { token } = await studentWithToken("Careless Client");
    const refused = async (route: typeof bookingsRoute, path: string, query: Record<string, string | object>) => {
      const answer = await callApi(route, { path: listPath(path, query), token });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error_type: "validation_error" });
      return Object.keys((answer.body as { errors: object }).errors);
    };
    for (const [route, path] of [[bookingsRoute, "/api/me/bookings"], [paymentsRoute, "/api/me/payments"]] as const) {
      expect(await refused(route, path, { page: "0" })).toEqual(["page"]);
      expect(await refused(route, path, { page: "two" })).toEqual(["page"]);
      expect(await refused(route, path, { per_page: "7" })).toEqual(["per_page"]);
      expect(await refused(route, path, { sort_type: "price" })).toEqual(["sort_type"]);
      expect(await refused(route, path, { sort_direction: "sideways" })).toEqual(["sort_direction"]);
      expect(await refused(route, path, { filters: "{not json" })).toEqual(["filters"]);
      expect(await refused(route, path, { filters: "[1,2]" })).toEqual(["filters"]);
      expect(await refused(route, path, { filters: { status: "lost" } })).toEqual(["filters.status"]);
      expect(await refused(route, path, { filters: { colour: "red" } })).toEqual(["filters.colour"]);
      // a prototype key is an unknown filter, and reaches no object's prototype
      expect(await refused(route, path, { filters: '{"__proto__": {"status": "paid"}, "constructor": {"prototype": {"status": "paid"}}}' })).toEqual([
        "filters.__proto__",
        "filters.constructor",
      ]);
      expect(({} as Record<string, unknown>).status).toBeUndefined();
    }
    expect(await refused(bookingsRoute, "/api/me/bookings", { filters: { service_type: "yoga" }, sort_type: "amount" })).toEqual(["sort_type", "filters.service_type"]);
    expect(await refused(paymentsRoute, "/api/me/payments", { filters: { method: "cheque" }, sort_type: "start_time" })).toEqual(["sort_type", "filters.method"]);
  });
});
