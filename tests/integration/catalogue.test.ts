import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { saveSettings, getSettings } from "~/models/settings.server";
import * as servicePage from "~/shared-routes/service-page";
import * as serviceEdit from "~/routes/admin.services.$id.edit";
import * as servicesList from "~/routes/admin.services";
import * as newApplication from "~/routes/student.new-application";
import * as paymentList from "~/routes/student.payment-histories._index";
import { db } from "~/utils/db.server";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { ZONE, createSlot } from "../support/fixtures/bookings";
import { editCatalogueEntry, restoreCatalogue, seedCatalogue } from "../support/fixtures/catalogue";
import { pdfFile } from "../support/fixtures/files";
import { callRoute, expectRedirect, type Answer } from "../support/routes";
import { signedInUser, staffActorId, type SignedInUser } from "../support/users";
import { onPostgres } from "../setup/test-database";

let student: SignedInUser;

beforeAll(async () => {
  await seedCatalogue();
  student = await signedInUser("student", "Kamal Thapa");
});

afterEach(async () => {
  await restoreCatalogue();
  const payment = await getSettings("payment");
  await saveSettings("payment", { ...payment, currency: "USD" }, await staffActorId());
});

type PageData = {
  offers: Array<{ code: string; name: string; price: string; available: boolean }>;
  available: boolean;
  booking: { kind: string; defaultValue: Record<string, string>; packages?: Array<{ value: string; name: string; price: string; available: boolean }> } | null;
};
const pageData = (answer: Answer) => answer.body as PageData;
const counts = async (studentId: number) => ({
  bookings: await db.booking.count({ where: { studentId } }),
  payments: await db.payment.count({ where: { studentId } }),
  sops: await db.sopApplication.count({ where: { studentId } }),
  loans: await db.loanApplication.count({ where: { studentId } }),
  inquiries: await db.inquiry.count(),
});

async function useCurrency(currency: string) {
  await saveSettings("payment", { ...(await getSettings("payment")), currency }, await staffActorId());
}

function bookInterview(cookie: string, slot: { id: number; day: string }) {
  return callRoute(servicePage.action, "/services/interview-application", {
    cookie,
    form: { intent: "book", interviewType: "visa", university: "UBC", intake: "Fall 2027", date: slot.day, timeSlot: String(slot.id) },
  });
}

/** A trigger that makes the database refuse `studentId`'s invoices, in the dialect of the database under test. */
function refuseInvoicesOf(studentId: number) {
  if (!onPostgres) {
    return {
      create: [`CREATE TRIGGER refuse_invoice BEFORE INSERT ON Payment WHEN NEW.studentId = ${studentId} BEGIN SELECT RAISE(ABORT, 'no invoice'); END`],
      drop: ["DROP TRIGGER refuse_invoice"],
    };
  }
  return {
    create: [
      `CREATE FUNCTION refuse_invoice() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'no invoice'; END $$ LANGUAGE plpgsql`,
      `CREATE TRIGGER refuse_invoice BEFORE INSERT ON "Payment" FOR EACH ROW WHEN (NEW."studentId" = ${studentId}) EXECUTE FUNCTION refuse_invoice()`,
    ],
    drop: [`DROP TRIGGER refuse_invoice ON "Payment"`, "DROP FUNCTION refuse_invoice()"],
  };
}

function orderSop(cookie: string, sopPackage: string) {
  return callRoute(servicePage.action, "/services/sop-writing", {
    cookie,
    multipart: true,
    form: {
      intent: "book",
      package: sopPackage,
      university: "University of Toronto",
      program: "MSc Computer Science",
      deadline: addDaysToDay(todayInZone(ZONE), 30),
      message: "",
      document: pdfFile("draft.pdf"),
    },
  });
}

describe("service pages show the catalogue", () => {
  test("the SOP page shows both packages' catalogue names and prices, in the Payment settings' currency", async () => {
    const page = pageData(await callRoute(servicePage.loader, "/services/sop-writing", { cookie: student.cookie }));
    expect(page.offers).toEqual([
      { code: "sop_standard", name: "SOP Writing - Standard", price: "$149.00", priceCents: 14900, available: true },
      { code: "sop_premium", name: "SOP Writing - Premium", price: "$249.00", priceCents: 24900, available: true },
    ]);
    expect(page.booking?.packages?.map((option) => [option.name, option.price])).toEqual([
      ["SOP Writing - Standard", "$149.00"],
      ["SOP Writing - Premium", "$249.00"],
    ]);
    await useCurrency("EUR");
    const inEuros = pageData(await callRoute(servicePage.loader, "/services/sop-writing"));
    expect(inEuros.offers.map((offer) => offer.price)).toEqual(["€149.00", "€249.00"]);
  });

  test("a price edited at /admin/services shows on the page at once; a free entry says Free", async () => {
    const admin = await signedInUser("admin", "Asha Admin");
    const entry = await db.service.findUniqueOrThrow({ where: { code: "interview_prep" } });
    const edited = await callRoute(serviceEdit.action, `/admin/services/${entry.id}/edit`, {
      cookie: admin.cookie,
      params: { id: String(entry.id) },
      form: { name: "Interview Coaching", price: "59.50", description: entry.description, is_active: "on" },
    });
    expectRedirect(edited, "/admin/services");
    const page = pageData(await callRoute(servicePage.loader, "/services/interview-application"));
    expect(page.offers).toMatchObject([{ code: "interview_prep", name: "Interview Coaching", price: "$59.50", available: true }]);
    expect(pageData(await callRoute(servicePage.loader, "/services/speaking-mock")).offers).toMatchObject([{ price: "Free", available: true }]);
  });

  test("the admin's service list and form show prices in the Payment settings' currency", async () => {
    const admin = await signedInUser("admin", "Asha Admin");
    await useCurrency("EUR");
    const entry = await db.service.findUniqueOrThrow({ where: { code: "sop_standard" } });
    const edit = await callRoute(serviceEdit.loader, `/admin/services/${entry.id}/edit`, { cookie: admin.cookie, params: { id: String(entry.id) } });
    expect(edit.body).toMatchObject({ currency: "EUR", service: { price: "149" } });
    const list = await callRoute(servicesList.loader, "/admin/services", { cookie: admin.cookie });
    expect(list.body).toMatchObject({ currency: "EUR" });
  });

  test("?package=premium preselects Premium in the order form; a package that is not available is not preselected", async () => {
    const premium = pageData(await callRoute(servicePage.loader, "/services/sop-writing?package=premium", { cookie: student.cookie }));
    expect(premium.booking?.defaultValue.package).toBe("premium");
    const standard = pageData(await callRoute(servicePage.loader, "/services/sop-writing?package=standard", { cookie: student.cookie }));
    expect(standard.booking?.defaultValue.package).toBe("standard");
    await editCatalogueEntry("sop_premium", { isActive: false });
    const closed = pageData(await callRoute(servicePage.loader, "/services/sop-writing?package=premium", { cookie: student.cookie }));
    expect(closed.booking?.defaultValue.package).toBeUndefined();
    expect(closed.booking?.packages?.map((option) => option.available)).toEqual([true, false]);
  });
});

describe("an inactive service cannot be ordered", () => {
  test("its page says so and offers no form, to a student or a visitor", async () => {
    await editCatalogueEntry("interview_prep", { isActive: false });
    for (const cookie of [student.cookie, undefined]) {
      const page = pageData(await callRoute(servicePage.loader, "/services/interview-application", { cookie }));
      expect(page).toMatchObject({ available: false, booking: null, offers: [{ code: "interview_prep", available: false }] });
    }
  });

  test("a crafted booking post is refused with a clear message and stores nothing: no booking, no seat, no invoice", async () => {
    const { user, cookie } = await signedInUser("student", "Bina Gurung");
    const slot = await createSlot("interview", { daysAhead: 5 });
    await editCatalogueEntry("interview_prep", { isActive: false });
    const before = await counts(user.id);
    const answer = await bookInterview(cookie, slot);
    expectRedirect(answer, "/services/interview-application");
    expect(answer.toast).toMatchObject({ type: "error", title: "Visa & Credibility Interview is not available now" });
    expect(await counts(user.id)).toEqual(before);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(0);
  });

  test("a visitor's inquiry and a student's loan application are refused too", async () => {
    const { user, cookie } = await signedInUser("student", "Dawa Lama");
    await editCatalogueEntry("loan_assistance", { isActive: false });
    const before = await counts(user.id);
    const inquiry = await callRoute(servicePage.action, "/services/loan-assistance", {
      multipart: true,
      form: { intent: "inquiry", serviceType: "loan", fullName: "Visitor", email: "v@example.com", phone: "+977 980 111 2233", country: "Canada" },
    });
    expect(inquiry.toast).toMatchObject({ type: "error" });
    const loan = await callRoute(servicePage.action, "/services/loan-assistance", {
      cookie,
      multipart: true,
      form: { intent: "book", university: "UBC", course: "MBA", loanAmount: "10000", collateralValue: "0", collateralType: "None" },
    });
    expect(loan.toast).toMatchObject({ type: "error" });
    expect(await counts(user.id)).toEqual(before);
  });

  test("one SOP package inactive: the other can be ordered, the inactive one is refused next to the package field", async () => {
    const { user, cookie } = await signedInUser("student", "Mina Rai");
    await editCatalogueEntry("sop_premium", { isActive: false });
    const refused = await orderSop(cookie, "premium");
    expect(refused.status).toBe(409);
    expect((refused.body as { bookingResult: { error: Record<string, string[]> } }).bookingResult.error.package).toEqual([
      "This service is not available now. Please check back later or contact us.",
    ]);
    expect(await counts(user.id)).toMatchObject({ sops: 0, payments: 0 });
    expect(await db.document.count({ where: { ownerId: user.id } })).toBe(0);
    expectRedirect(await orderSop(cookie, "standard"), "/student/sop-applications");
    expect(await counts(user.id)).toMatchObject({ sops: 1, payments: 1 });
  });
});

describe("invoices take the catalogue's price and the Payment settings' currency", () => {
  test("booking interview preparation creates its pending invoice with the booking, the entry and its price; the student sees it", async () => {
    const { user, cookie } = await signedInUser("student", "Hari Karki");
    await editCatalogueEntry("interview_prep", { priceCents: 5500 });
    await useCurrency("EUR");
    expectRedirect(await bookInterview(cookie, await createSlot("interview", { daysAhead: 6 })), "/student/interview-applications");
    const booking = await db.booking.findFirstOrThrow({ where: { studentId: user.id } });
    const entry = await db.service.findUniqueOrThrow({ where: { code: "interview_prep" } });
    const payments = await db.payment.findMany({ where: { studentId: user.id } });
    expect(payments).toMatchObject([
      { bookingId: booking.id, serviceId: entry.id, serviceName: entry.name, amountCents: 5500, currency: "EUR", status: "pending", method: "bank_transfer" },
    ]);
    expect(payments[0].invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const mail = await db.mail.findFirstOrThrow({ where: { userId: user.id, category: "confirmation" } });
    expect(JSON.parse(mail.data).content.details).toContainEqual(["Invoice", `${payments[0].invoiceNumber}: €55.00`]);
    const list = await callRoute(paymentList.loader, "/student/payment-histories", { cookie });
    expect((list.body as { rows: Array<{ invoiceNumber: string; amount: string }> }).rows).toMatchObject([{ invoiceNumber: payments[0].invoiceNumber, amount: "€55.00" }]);
  });

  test("a booking that is refused leaves no invoice; a free session gets none", async () => {
    const { user, cookie } = await signedInUser("student", "Sabin Magar");
    const full = await createSlot("interview", { daysAhead: 7, seats: 1 });
    await bookInterview((await signedInUser("student", "Other")).cookie, full);
    expect((await bookInterview(cookie, full)).status).toBe(409);
    expect(await counts(user.id)).toMatchObject({ bookings: 0, payments: 0 });
    const speaking = await createSlot("speaking", { daysAhead: 7 });
    const booked = await callRoute(servicePage.action, "/services/speaking-mock", {
      cookie,
      form: { intent: "book", proficiencyLevel: "B2", date: speaking.day, timeSlot: String(speaking.id) },
    });
    expectRedirect(booked, "/student/speaking-mock-applications");
    expect(await counts(user.id)).toMatchObject({ bookings: 1, payments: 0 });
  });

  test("the invoice is written in the booking's transaction: when it cannot be written, the booking and its seat are not kept", async () => {
    const { user, cookie } = await signedInUser("student", "Gita Shah");
    const slot = await createSlot("interview", { daysAhead: 8 });
    // The database refuses this student's invoice, after the booking's own rows were written.
    const trigger = refuseInvoicesOf(user.id);
    for (const statement of trigger.create) await db.$executeRawUnsafe(statement);
    try {
      const answer = await bookInterview(cookie, slot);
      expect(answer.status).toBe(500);
    } finally {
      for (const statement of trigger.drop) await db.$executeRawUnsafe(statement);
    }
    expect(await counts(user.id)).toMatchObject({ bookings: 0, payments: 0 });
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(0);
  });

  test("an edited price shows on the next SOP invoice and never changes an existing one", async () => {
    const { user, cookie } = await signedInUser("student", "Prakash Oli");
    expectRedirect(await orderSop(cookie, "standard"), "/student/sop-applications");
    const first = await db.payment.findFirstOrThrow({ where: { studentId: user.id } });
    expect(first).toMatchObject({ amountCents: 14900, serviceName: "SOP Writing - Standard", currency: "USD" });
    await editCatalogueEntry("sop_standard", { priceCents: 16900, name: "SOP Writing - Standard (2027)" });
    await useCurrency("GBP");
    expectRedirect(await orderSop(cookie, "standard"), "/student/sop-applications");
    const [older, newer] = await db.payment.findMany({ where: { studentId: user.id }, orderBy: { id: "asc" } });
    expect(older).toEqual(first);
    expect(newer).toMatchObject({ amountCents: 16900, serviceName: "SOP Writing - Standard (2027)", currency: "GBP" });
  });
});

describe("the New Application chooser", () => {
  test("lists the six services with their catalogue prices and availability, each leading to its form", async () => {
    await editCatalogueEntry("demo_class", { isActive: false });
    const answer = await callRoute(newApplication.loader, "/student/new-application", { cookie: student.cookie });
    const { services } = answer.body as { services: Array<{ slug: string; href: string; available: boolean; offers: Array<{ price: string }> }> };
    expect(services.map((service) => [service.slug, service.available, service.offers.map((offer) => offer.price)])).toEqual([
      ["sop-writing", true, ["$149.00", "$249.00"]],
      ["interview-application", true, ["$49.00"]],
      ["speaking-mock", true, ["Free"]],
      ["demo-class", false, ["Free"]],
      ["free-counseling", true, ["Free"]],
      ["loan-assistance", true, ["Free"]],
    ]);
    expect(services[0].href).toBe("/services/sop-writing#apply");
  });

  test("is for signed-in students: a visitor is sent to log in, an admin to the admin area", async () => {
    const visitor = await callRoute(newApplication.loader, "/student/new-application");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login/);
    const admin = await signedInUser("admin", "Asha Admin");
    expect((await callRoute(newApplication.loader, "/student/new-application", { cookie: admin.cookie })).status).toBe(302);
  });
});
