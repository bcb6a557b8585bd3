import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { addDaysToDay, addMonthsToDay, todayInZone } from "~/domain/dates";
import type { NoticeContent } from "~/domain/mail";
import { MAX_UPLOAD_BYTES } from "~/domain/uploads";
import { action as servicePageAction, loader as servicePageLoader } from "~/shared-routes/service-page";
import { db } from "~/utils/db.server";
import { ZONE } from "../support/fixtures/bookings";
import { PDF, PNG, pdfFile } from "../support/fixtures/files";
import { callRoute, fieldErrors, formResult } from "../support/routes";
import { signedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

type Fields = Record<string, string | File>;

function validFields(overrides: Fields = {}): Fields {
  return {
    intent: "inquiry",
    serviceType: "sop_writing",
    fullName: "Sita Sharma",
    email: "Sita@Example.com",
    phone: "+977 980 111 2233",
    country: "Canada",
    preferredDate: addDaysToDay(todayInZone(ZONE), 7),
    message: "MSc Computer Science, Fall intake.",
    ...overrides,
  };
}

/** The inquiry form as a browser posts it: multipart, since it has a file field. */
const postSop = (fields: Fields, cookie?: string) => callRoute(servicePageAction, "/services/sop-writing", { cookie, multipart: true, form: fields });

beforeEach(async () => {
  await db.document.deleteMany();
  await db.inquiry.deleteMany();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("service application (inquiry) form", () => {
  test("stores the application with its document and redirects with the success toast", async () => {
    const response = await postSop(validFields({ document: pdfFile("my cv.pdf") }));

    expect({ status: response.status, location: response.location }).toEqual({ status: 302, location: "/services/sop-writing" });
    expect(response.toast).toEqual({ type: "success", title: "Application submitted successfully!", description: "We will contact you within 24 hours." });
    const inquiry = await db.inquiry.findFirstOrThrow({ include: { documents: true } });
    expect(inquiry).toMatchObject({
      serviceType: "sop_writing",
      serviceName: "SOP Writing",
      fullName: "Sita Sharma",
      email: "sita@example.com",
      country: "Canada",
      userId: null,
      status: "new",
    });
    expect(inquiry.documents).toHaveLength(1);
    const [document] = inquiry.documents;
    expect(document).toMatchObject({ kind: "inquiry_attachment", originalName: "my cv.pdf", mimeType: "application/pdf", sizeBytes: PDF.byteLength });
    expect(document.storageKey).not.toContain("my cv");
    expect(existsSync(path.join(process.env.UPLOAD_DIR!, document.storageKey))).toBe(true);
  });

  test("from the Nepali page, the visitor's confirmation is in Nepali with the service's Nepali name; the office's copy stays English", async () => {
    const response = await callRoute(servicePageAction, "/ne/services/sop-writing", { multipart: true, form: validFields({ email: "nepali.visitor@example.com" }) });
    expect(response.location).toBe("/ne/services/sop-writing");
    expect(await db.inquiry.findFirstOrThrow()).toMatchObject({ serviceName: "SOP Writing", locale: "ne" });
    const mail = await db.mail.findFirstOrThrow({ where: { to: "nepali.visitor@example.com" }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("हामीले SOP लेखन का लागि तपाईंको आवेदन प्राप्त गरेका छौँ");
    const { content } = JSON.parse(mail.data) as { content: NoticeContent };
    expect(content.paragraphs).toEqual(["आवेदन दिनुभएकोमा धन्यवाद। हामी २४ घण्टाभित्र तपाईंलाई सम्पर्क गर्नेछौँ।"]);
    expect(content.details).toContainEqual(["सेवा", "SOP लेखन"]);
    expect(content.details?.find(([label]) => label === "रोजेको मिति")?.[1]).toMatch(/\(वि\.सं\. [०-९]+ \S+ [०-९]{4}\)$/);
    const office = await db.mail.findFirstOrThrow({ where: { category: "staff", subject: "New inquiry: SOP Writing" }, orderBy: { id: "desc" } });
    expect((JSON.parse(office.data) as { content: NoticeContent }).content.details).toContainEqual(["Service", "SOP Writing"]);
  });

  test("stores the preferred date as midnight of that day in the consultancy's time zone", async () => {
    const day = addDaysToDay(todayInZone(ZONE), 3);
    await postSop(validFields({ preferredDate: day }));
    const { preferredDate } = await db.inquiry.findFirstOrThrow();
    expect(todayInZone(ZONE, preferredDate!)).toBe(day);
    expect(preferredDate!.toISOString()).toMatch(/T18:15:00\.000Z$/);
  });

  test("links the application to the signed-in user", async () => {
    const { user, cookie } = await signedInUser("student", "Ram");
    const response = await postSop(validFields(), cookie);
    expect(response.status).toBe(302);
    expect((await db.inquiry.findFirstOrThrow()).userId).toBe(user.id);
  });

  test("answers bad input with 400 and field errors, keeping what was typed and storing nothing", async () => {
    const response = await postSop({
      intent: "inquiry",
      serviceType: "loan",
      fullName: "  ",
      email: "not-an-email",
      phone: "12",
      country: "Atlantis",
      preferredDate: addDaysToDay(todayInZone(ZONE), -1),
      message: "x".repeat(2001),
    });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ intent: "inquiry" });
    expect(fieldErrors(response)).toMatchObject({
      serviceType: ["Unknown service type"],
      fullName: ["Full name is required"],
      email: ["Enter a valid e-mail address"],
      phone: ["Enter a valid phone number"],
      country: ["Choose a country from the list"],
      preferredDate: ["The date cannot be in the past"],
      message: ["Message must be at most 2000 characters"],
    });
    expect(formResult(response).initialValue).toMatchObject({ email: "not-an-email", country: "Atlantis" });
    expect(await db.inquiry.count()).toBe(0);
  });

  test("refuses a date past the SOP page's three-month window", async () => {
    const tooFar = addDaysToDay(addMonthsToDay(todayInZone(ZONE), 3), 1);
    const response = await postSop(validFields({ preferredDate: tooFar }));
    expect(fieldErrors(response).preferredDate).toEqual(["Choose a date within 3 months from today"]);
  });

  test("judges today by the consultancy's time zone, not the server's", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 20:00 UTC on Nov 30 is already Dec 1 in Kathmandu: Nov 30 is in the past there.
    vi.setSystemTime(new Date("2026-11-30T20:00:00Z"));
    const past = await postSop(validFields({ preferredDate: "2026-11-30" }));
    expect(fieldErrors(past).preferredDate).toEqual(["The date cannot be in the past"]);
    const today = await postSop(validFields({ preferredDate: "2026-12-01" }));
    expect(today.status).toBe(302);
  });

  test("refuses a file over 5 MB next to its field and keeps the rest of the form", async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "big.pdf", { type: "application/pdf" });
    const response = await postSop(validFields({ document: big }));

    expect(fieldErrors(response)).toEqual({ document: ["The file is larger than 5 MB."] });
    expect(formResult(response).initialValue).toMatchObject({ fullName: "Sita Sharma", country: "Canada" });
    expect(await db.inquiry.count()).toBe(0);
  });

  test("refuses a file whose bytes are not what its name claims", async () => {
    const disguised = new File([new TextEncoder().encode("#!/bin/sh\necho hi\n")], "cv.pdf", { type: "application/pdf" });
    const response = await postSop(validFields({ document: disguised }));
    expect(fieldErrors(response)).toEqual({ document: ["Upload a PDF, DOC, DOCX file."] });
    expect(await db.document.count()).toBe(0);
  });

  test("accepts an image on the loan page but not on the SOP page", async () => {
    const image = () => new File([PNG], "admission.png", { type: "image/png" });
    const sop = await postSop(validFields({ document: image() }));
    expect(fieldErrors(sop)).toEqual({ document: ["Upload a PDF, DOC, DOCX file."] });

    const loan = await callRoute(servicePageAction, "/services/loan-assistance", { multipart: true, form: validFields({ serviceType: "loan", document: image() }) });
    expect(loan.status).toBe(302);
    const inquiry = await db.inquiry.findFirstOrThrow({ include: { documents: true } });
    expect(inquiry).toMatchObject({ serviceType: "loan", serviceName: "Education Loan Assistance" });
    expect(inquiry.documents[0]).toMatchObject({ mimeType: "image/png" });
  });

  test("takes a filled honeypot for a bot: the same success answer, nothing stored", async () => {
    const response = await postSop(validFields({ website: "http://spam.example" }));
    expect(response.status).toBe(302);
    expect(await db.inquiry.count()).toBe(0);
  });

  test("answers a post without a known intent with 400", async () => {
    expect((await postSop(validFields({ intent: "hack" }))).status).toBe(400);
  });

  test("answers a cut-off multipart body with 400, not 500", async () => {
    const answer = await callRoute(servicePageAction, "/services/sop-writing", {
      body: '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\ninquiry\r\n--xy',
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
    });
    expect(answer.status).toBe(400);
  });

  test("the loader gives the form its date window and accepted files", async () => {
    const result = await callRoute(servicePageLoader, "/services/sop-writing");
    const today = todayInZone(ZONE);
    expect(result.body).toMatchObject({
      user: null,
      inquiry: { window: { min: today, max: addMonthsToDay(today, 3), months: 3 }, accept: ".pdf,.doc,.docx" },
    });
  });
});
