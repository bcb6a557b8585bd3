import { beforeAll, describe, expect, test, vi } from "vitest";
import { action as contactAction } from "~/routes/_public.contact/route";
import { action as servicePageAction } from "~/shared-routes/service-page";
import { db } from "~/utils/db.server";
import { createSlot } from "../support/fixtures/bookings";
import { callRoute, formResult } from "../support/routes";
import { signedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

// The database fails in the middle of every form's write: the forms must say so, keep what was typed and store nothing.
vi.mock("~/models/contact-message.server", () => ({
  createContactMessage: vi.fn(async () => {
    throw new Error("database unavailable");
  }),
}));
vi.mock("~/models/inquiry.server", () => ({
  submitInquiry: vi.fn(async () => {
    throw new Error("database unavailable");
  }),
}));
vi.mock("~/models/booking.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/models/booking.server")>()),
  bookSlot: vi.fn(async () => {
    throw new Error("database unavailable");
  }),
}));

describe("when the server itself fails", () => {
  test("the contact form reports 'Failed to send message' and keeps the message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fields = { name: "Sita", email: "sita@example.com", subject: "Hello", message: "A message that is long enough." };
    const answer = await callRoute(contactAction, "/contact", { form: fields });
    expect(answer.status).toBe(500);
    expect(formResult(answer).error).toEqual({ "": ["Failed to send message. Please try again later."] });
    expect(formResult(answer).initialValue).toMatchObject(fields);
    expect(answer.toast).toEqual({ type: "error", title: "Failed to send message", description: "Please try again later." });
  });

  test("the service application reports 'Submission failed' and keeps the application", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fields = { intent: "inquiry", serviceType: "demo_class", fullName: "Sita", email: "sita@example.com", phone: "+9779801112233", country: "Germany" };
    const answer = await callRoute(servicePageAction, "/services/demo-class", { form: fields });
    expect(answer.status).toBe(500);
    expect(formResult(answer).error).toEqual({ "": ["Submission failed. Please try again later."] });
    expect(formResult(answer).initialValue).toMatchObject({ fullName: "Sita", country: "Germany" });
    expect(answer.toast).toEqual({ type: "error", title: "Submission failed", description: "Please try again later." });
  });

  test("the interview booking form reports 'Submission failed' with the spec's toast and keeps the values", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { cookie } = await signedInUser();
    const slot = await createSlot("interview", { daysAhead: 7, seats: 2 });
    const fields = { intent: "book", interviewType: "visa", university: "UBC", intake: "Fall 2027", date: slot.day, timeSlot: String(slot.id) };
    const answer = await callRoute(servicePageAction, "/services/interview-application", { cookie, form: fields });
    expect(answer.status).toBe(500);
    expect(formResult(answer, "bookingResult").error).toEqual({ "": ["Submission failed. Please try again later."] });
    expect(formResult(answer, "bookingResult").initialValue).toMatchObject({ university: "UBC", intake: "Fall 2027" });
    expect(answer.toast).toEqual({ type: "error", title: "Submission failed", description: "Please try again later." });
  });

  test("the counseling booking form reports 'Scheduling failed' and takes no seat", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { cookie } = await signedInUser();
    const slot = await createSlot("counseling", { daysAhead: 7, seats: 2 });
    const fields = { intent: "book", country: "Canada", courseLevel: "PhD", date: slot.day, timeSlot: String(slot.id) };
    const answer = await callRoute(servicePageAction, "/services/free-counseling", { cookie, form: fields });
    expect(answer.status).toBe(500);
    expect(formResult(answer, "bookingResult").error).toEqual({ "": ["Scheduling failed. Please try again later."] });
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(0);
  });
});
