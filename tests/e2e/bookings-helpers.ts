import { expect, type Page } from "@playwright/test";
import { addDaysToDay, todayInZone, zonedDateTime } from "~/domain/dates";
import { SESSION_MINUTES, type ServiceType } from "~/domain/service-types";
import { bookSlot, type BookingDetails } from "~/models/booking.server";
import type { PublicUser } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { renderTextPdf } from "~/utils/pdf.server";
import { storeBytes } from "~/utils/uploads.server";

// The e2e server runs with the default APP_TIME_ZONE.
export const ZONE = process.env.APP_TIME_ZONE ?? "Asia/Kathmandu";
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

/**
 * A slot of its own for one test, at a time the seed never uses (seeded slots start at 09:00), so that parallel
 * tests never compete for the same seats. The test picks it by id, not by its label.
 */
export async function createSlot(type: ServiceType, { daysAhead = 10, seats = 3 }: { daysAhead?: number; seats?: number } = {}) {
  const day = addDaysToDay(todayInZone(ZONE), daysAhead);
  const minute = String(Math.floor(Math.random() * 50) + 5).padStart(2, "0");
  const startTime = zonedDateTime(day, `07:${minute}`, ZONE);
  const slot = await db.timeSlot.create({
    data: { serviceType: type, startTime, endTime: new Date(startTime.getTime() + SESSION_MINUTES[type] * 60_000), maxBookings: seats },
  });
  return { ...slot, day };
}

const DETAILS: Record<ServiceType, BookingDetails> = {
  interview: { interviewType: "visa", university: "University of Toronto", intake: "Fall 2027" },
  speaking: { proficiencyLevel: "B2" },
  demo_class: { courseName: "IELTS" },
  counseling: { country: "Canada", courseLevel: "Postgraduate" },
};

export function bookFor(user: PublicUser, slot: { id: number; serviceType: string }) {
  const type = slot.serviceType as ServiceType;
  return bookSlot({ studentId: user.id, slotId: slot.id, type, zone: ZONE, details: DETAILS[type] });
}

/** A finished SOP with its final document, as staff would leave it. */
export async function completedSop(user: PublicUser) {
  const sop = await db.sopApplication.create({
    data: { studentId: user.id, package: "standard", university: "TU Munich", program: "MSc Informatics", status: "completed" },
  });
  const stored = await storeBytes(renderTextPdf([{ text: "Statement of Purpose" }]), "statement-of-purpose.pdf", "pdf");
  await db.document.create({ data: { ...stored, ownerId: user.id, kind: "sop_final", sopApplicationId: sop.id } });
  return sop;
}

export function loanNeedingDocuments(user: PublicUser) {
  return db.loanApplication.create({
    data: { studentId: user.id, university: "University of Sydney", course: "MBA", loanAmount: 30000, collateralValue: 0, collateralType: "None", status: "documents_needed" },
  });
}

export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return response;
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

/** Picks a date in a slot picker: with JavaScript the page reloads the slots on change, without it "Show times" does. */
export async function chooseDate(page: Page, day: string, javaScriptEnabled: boolean) {
  await page.getByLabel("Date", { exact: true }).fill(day);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await page.waitForLoadState("networkidle");
}

export const slotRadio = (page: Page, slotId: number) => page.locator(`input[name="timeSlot"][value="${slotId}"]`);
