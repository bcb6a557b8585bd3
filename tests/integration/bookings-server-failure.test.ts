import { randomUUID } from "node:crypto";
import { describe, expect, test, vi } from "vitest";
import { dayInZone } from "~/domain/dates";
import { createUser } from "~/models/user.server";
import { action as counselingAction } from "~/routes/_public.services.free-counseling";
import { action as interviewAction } from "~/routes/_public.services.interview-application";
import { db } from "~/utils/db.server";
import { formRequest, sessionCookie, unwrap } from "../support/requests";

// The database fails in the middle of a booking: the forms must say so, keep what was typed and take no seat.
vi.mock("~/models/booking.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/models/booking.server")>()),
  bookSlot: vi.fn(async () => {
    throw new Error("database unavailable");
  }),
}));

type ErrorBody = { bookingResult: { error: Record<string, string[]>; initialValue: Record<string, string> } };

async function studentCookie() {
  const user = await createUser({ name: "Failing Student", email: `f-${randomUUID()}@example.com`, password: "correct-horse-battery" });
  return sessionCookie(user.id);
}

async function slot(type: string) {
  const startTime = new Date(Date.now() + 7 * 86_400_000);
  return db.timeSlot.create({ data: { serviceType: type, startTime, endTime: new Date(startTime.getTime() + 45 * 60_000), maxBookings: 2 } });
}

describe("when booking fails on the server", () => {
  test("the interview form reports 'Submission failed' with the spec's toast and keeps the values", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const target = await slot("interview");
    const fields = { intent: "book", interviewType: "visa", university: "UBC", intake: "Fall 2027", date: dayInZone(target.startTime, "Asia/Kathmandu"), timeSlot: String(target.id) };
    const request = formRequest("/services/interview-application", fields, await studentCookie());
    const response = await unwrap(await interviewAction({ request, params: {}, context: {} }));
    expect(response.status).toBe(500);
    const { bookingResult } = response.body as ErrorBody;
    expect(bookingResult.error).toEqual({ "": ["Submission failed. Please try again later."] });
    expect(bookingResult.initialValue).toMatchObject({ university: "UBC", intake: "Fall 2027" });
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
  });

  test("the counseling form reports 'Scheduling failed'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const target = await slot("counseling");
    const fields = { intent: "book", country: "Canada", courseLevel: "PhD", date: dayInZone(target.startTime, "Asia/Kathmandu"), timeSlot: String(target.id) };
    const request = formRequest("/services/free-counseling", fields, await studentCookie());
    const response = await unwrap(await counselingAction({ request, params: {}, context: {} }));
    expect(response.status).toBe(500);
    expect((response.body as ErrorBody).bookingResult.error).toEqual({ "": ["Scheduling failed. Please try again later."] });
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: target.id } })).currentBookings).toBe(0);
  });
});
