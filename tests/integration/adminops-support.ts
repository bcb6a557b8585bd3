import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { ServiceType } from "~/domain/service-types";
import { createUser } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { getToast } from "~/utils/toast.server";
import { sessionCookie } from "../support/requests";

export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

export async function newUser(role: "student" | "admin", name = role === "admin" ? "Asha Admin" : "Nima Sherpa") {
  const user = await createUser({ name, email: `${role}-${randomUUID()}@example.com`, password: "correct-horse-battery", role });
  return { user, cookie: await sessionCookie(user.id) };
}

type Handler = (args: { request: Request; params: Record<string, string>; context: Record<string, never> }) => unknown;

export type Answer = { status: number; location: string | null; toast: { type: string; title: string; description?: string } | null; body: unknown; response: Response | null };

/**
 * Runs a loader or action the way Remix would: a GET, or a POST of `form` (multipart when it holds a file). A thrown
 * Response (redirect, 404) is answered, not thrown; the toast of a redirect is read back from its flash cookie.
 */
export async function run(
  handler: Handler,
  path: string,
  { cookie, form, params = {} }: { cookie: string; form?: Record<string, string | File>; params?: Record<string, string> },
): Promise<Answer> {
  let body: FormData | undefined;
  if (form) {
    body = new FormData();
    for (const [key, value] of Object.entries(form)) body.append(key, value);
  }
  const request = new Request(new URL(path, "http://localhost"), { method: form ? "POST" : "GET", headers: { Cookie: cookie }, body });
  let result: unknown;
  try {
    result = await handler({ request, params, context: {} });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    const setCookie = result.headers.get("Set-Cookie");
    const toast = setCookie?.includes("__toast=") ? (await getToast(new Request("http://localhost", { headers: { Cookie: setCookie.split(";")[0] } }))).toast : null;
    return { status: result.status, location: result.headers.get("Location"), toast, body: null, response: result };
  }
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const wrapped = result as unknown as { data: unknown; init?: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, location: null, toast: null, body: wrapped.data, response: null };
  }
  return { status: 200, location: null, toast: null, body: result, response: null };
}

export function expectRedirect(answer: Answer, location: string) {
  expect(answer.status).toBe(302);
  expect(answer.location).toBe(location);
}

/** The field errors of a form answered with 400. */
export function fieldErrors(answer: Answer) {
  expect(answer.status).toBe(400);
  return (answer.body as { result: { error: Record<string, string[]> } }).result.error;
}

/**
 * A session staff still have to confirm, as the seed makes them: pending, holding a seat of its slot (bookings made
 * by students are scheduled at once, so a pending one is arranged directly).
 */
export async function pendingBooking(studentId: number, type: ServiceType, extra: Record<string, string> = {}) {
  const startTime = new Date(Date.now() + 7 * 86_400_000 + Math.floor(Math.random() * 1_000) * 60_000);
  const slot = await db.timeSlot.create({
    data: { serviceType: type, startTime, endTime: new Date(startTime.getTime() + 45 * 60_000), maxBookings: 2, currentBookings: 1 },
  });
  const booking = await db.booking.create({
    data: { type, studentId, slotId: slot.id, status: "pending", startTime, endTime: slot.endTime, ...extra },
  });
  return { booking, slot };
}

export function setBooking(id: number, data: { status?: string; staffName?: string | null; meetingLink?: string | null; notes?: string | null }) {
  return db.booking.update({ where: { id }, data });
}

export async function snapshot(bookingId: number) {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { slot: true } });
  const audits = await db.auditLog.count({ where: { entityType: "booking", entityId: bookingId } });
  const notices = await db.notification.count({ where: { userId: booking.studentId } });
  return { booking, audits, notices };
}
