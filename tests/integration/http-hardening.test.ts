import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ActionFunctionArgs, HeadersArgs } from "@remix-run/node";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { createService } from "~/models/service.server";
import { createSopApplication } from "~/models/sop-application.server";
import { createTimeSlot } from "~/models/time-slot.server";
import { createUser } from "~/models/user.server";
import * as forgotPassword from "~/routes/_auth.forgot-password/route";
import * as login from "~/routes/_auth.login/route";
import * as register from "~/routes/_auth.register/route";
import * as resetPassword from "~/routes/_auth.reset-password/route";
import * as contact from "~/routes/_public.contact/route";
import * as language from "~/routes/language";
import * as keepMyAccount from "~/routes/_auth.keep-my-account/route";
import * as verifyEmail from "~/routes/_auth.verify-email/route";
import * as loginSecondStep from "~/routes/_auth.login_.two-factor/route";
import * as profilePrivacy from "~/routes/profile.privacy/route";
import * as profileSecurity from "~/routes/profile.security/route";
import * as profileTwoFactor from "~/routes/profile.two-factor/route";
import * as adminConversation from "~/routes/admin.conversations.$studentId";
import * as caseOverview from "~/routes/admin.students.$id._index/route";
import * as caseApplications from "~/routes/admin.students.$id.applications";
import * as caseChecklist from "~/routes/admin.students.$id.checklist/route";
import * as adminUniversityApplications from "~/routes/admin.university-applications";
import * as studentDocuments from "~/routes/student.documents._index/route";
import * as studentMessages from "~/routes/student.messages";
import * as studentUniversities from "~/routes/student.universities._index";
import * as bookingAssign from "~/routes/admin.bookings.$id.assign/route";
import * as bookingFeedback from "~/routes/admin.bookings.$id.feedback/route";
import * as bookingMeetingLink from "~/routes/admin.bookings.$id.meeting-link/route";
import * as bookingNotes from "~/routes/admin.bookings.$id.notes/route";
import * as bookingCancel from "~/routes/admin.bookings.$id.cancel/route";
import * as bookingMove from "~/routes/admin.bookings.$id.move/route";
import * as bookingMaterials from "~/routes/admin.bookings.$id.materials/route";
import * as loanBank from "~/routes/admin.loan-applications.$id.bank/route";
import * as loanRequestDocuments from "~/routes/admin.loan-applications.$id.request-documents/route";
import * as adminLoans from "~/routes/admin.loan-applications";
import * as adminPayments from "~/routes/admin.payment-histories";
import * as paymentRefund from "~/routes/admin.payment-histories.$id.refund/route";
import * as adminProfile from "~/routes/admin.profile/route";
import * as serviceEdit from "~/routes/admin.services.$id.edit";
import * as serviceBulkDelete from "~/routes/admin.services.bulk-delete";
import * as serviceNew from "~/routes/admin.services.new";
import * as settings from "~/routes/admin.settings/route";
import * as sopReview from "~/routes/admin.sop-applications.$id/route";
import * as adminSops from "~/routes/admin.sop-applications._index";
import * as slotAvailability from "~/routes/admin.time-slots.$id.availability";
import * as slotWeekEdit from "~/routes/admin.time-slots_.week.$id.edit";
import * as slotEdit from "~/routes/admin.time-slots.$id.edit";
import * as slotBulkDelete from "~/routes/admin.time-slots.bulk-delete";
import * as slotGenerate from "~/routes/admin.time-slots.generate";
import * as slotNew from "~/routes/admin.time-slots.new";
import * as apiRegister from "~/routes/api.register";
import * as reschedule from "~/routes/student.bookings.$id_.reschedule/route";
import * as loanUpload from "~/routes/student.loan-applications.$id.upload/route";
import * as notifications from "~/routes/student.notifications";
import * as adminNotifications from "~/routes/admin.notifications";
import * as mailDetail from "~/routes/admin.mail.$id/route";
import * as messageDetail from "~/routes/admin.messages.$id/route";
import * as inquiryDetail from "~/routes/admin.inquiries.$id/route";
import * as studentProfile from "~/routes/student.profile/route";
import * as studentSop from "~/routes/student.sop-applications.$id/route";
import * as userNew from "~/routes/admin.users.new/route";
import * as userPage from "~/routes/admin.users.$id/route";
import * as careerOpening from "~/routes/_public.careers.$slug/route";
import * as studentTestimonial from "~/routes/student.testimonial/route";
import * as articleEdit from "~/routes/admin.content.articles.$id";
import * as articleRevisions from "~/routes/admin.content.articles.$id_.revisions";
import * as articleNew from "~/routes/admin.content.articles.new";
import * as openingEdit from "~/routes/admin.content.careers.$id";
import * as openingRevisions from "~/routes/admin.content.careers.$id_.revisions";
import * as openingNew from "~/routes/admin.content.careers.new";
import * as faqEdit from "~/routes/admin.content.faqs.$id";
import * as faqRevisions from "~/routes/admin.content.faqs.$id_.revisions";
import * as faqNew from "~/routes/admin.content.faqs.new";
import * as albumEdit from "~/routes/admin.content.gallery.$id";
import * as albumNew from "~/routes/admin.content.gallery.new";
import * as mediaImage from "~/routes/admin.content.media.$id";
import * as mediaInsert from "~/routes/admin.content.media.insert";
import * as mediaNew from "~/routes/admin.content.media.new";
import * as contentPreview from "~/routes/admin.content.preview";
import * as siteCopyBlock from "~/routes/admin.content.site.$block";
import * as legalEditor from "~/routes/admin.content.legal.$kind";
import * as memberEdit from "~/routes/admin.content.team.$id";
import * as memberRevisions from "~/routes/admin.content.team.$id_.revisions";
import * as teamList from "~/routes/admin.content.team._index";
import * as memberNew from "~/routes/admin.content.team.new";
import * as testimonialEdit from "~/routes/admin.content.testimonials.$id";
import * as testimonialRevisions from "~/routes/admin.content.testimonials.$id_.revisions";
import * as testimonialList from "~/routes/admin.content.testimonials._index";
import * as testimonialNew from "~/routes/admin.content.testimonials.new";
import { createArticle } from "~/models/article.server";
import { createFaq } from "~/models/faq.server";
import { createGalleryAlbum } from "~/models/gallery.server";
import { createOpening } from "~/models/job-opening.server";
import { uploadMediaImage } from "~/models/media.server";
import { createTeamMember } from "~/models/team-member.server";
import { createTestimonial } from "~/models/testimonial.server";
import * as adminSessionList from "~/shared-routes/admin-booking-list";
import { SHARED_ROUTES } from "~/shared-routes/mounts";
import * as servicePage from "~/shared-routes/service-page";
import { db } from "~/utils/db.server";
import { MAX_FORM_BYTES, readFormData } from "~/utils/http.server";
import { consumeAttempt } from "~/auth/rate-limit.server";
import { storeBytes } from "~/utils/uploads.server";
import { createLoan, createPayment } from "../support/fixtures/applications";
import { pendingBooking, setBooking } from "../support/fixtures/bookings";
import { PDF } from "../support/fixtures/files";
import { pictureFile } from "../support/fixtures/images";
import { answerOf, routeRequest } from "../support/routes";
import { sessionCookie, staffActorId } from "../support/users";
import { sessionStorage } from "~/auth/session.server";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

type Action = (args: ActionFunctionArgs) => unknown;
/** `secondStep`: a browser whose password was right, waiting for its two-factor code. */
type Who = "visitor" | "student" | "admin" | "secondStep";
type FormRoute = { file: string; action: Action; who: Who; path: () => string; params?: () => Record<string, string> };

const PASSWORD = "correct-horse-battery";
const cookies: Record<Who, string | undefined> = { visitor: undefined, student: undefined, admin: undefined, secondStep: undefined };
const records = { loanForUpload: 0, loanForBank: 0, ownBooking: 0, pending: 0, speaking: 0, counseling: 0, counselingDone: 0, demoScheduled: 0, service: 0, slot: 0, sop: 0, student: 0, paidPayment: 0, article: 0, faq: 0, opening: 0, member: 0, testimonial: 0, image: 0, album: 0 };
/** The address of an open opening: its page takes applications. */
let openingSlug = "";

beforeAll(async () => {
  const student = await createUser({ name: "Nima Sherpa", email: `student-${randomUUID()}@example.com`, password: PASSWORD, emailVerified: true });
  const admin = await createUser({ name: "Asha Admin", email: `admin-${randomUUID()}@example.com`, password: PASSWORD, role: "admin", emailVerified: true });
  cookies.student = await sessionCookie(student.id);
  cookies.admin = await sessionCookie(admin.id);
  const step = await sessionStorage.getSession();
  step.set("twoFactorStep", { userId: student.id, redirectTo: null, until: Date.now() + 600_000 });
  cookies.secondStep = (await sessionStorage.commitSession(step)).split(";")[0];
  records.student = student.id;

  records.loanForUpload = (await createLoan(student.id, { status: "documents_needed", withDocument: false })).id;
  records.loanForBank = (await createLoan(student.id, { withDocument: false })).id;

  records.ownBooking = (await pendingBooking(student.id, "interview")).booking.id;
  records.pending = (await pendingBooking(student.id, "demo_class")).booking.id;
  const speaking = (await pendingBooking(student.id, "speaking")).booking;
  await setBooking(speaking.id, { status: "scheduled" });
  records.speaking = speaking.id;
  const counseling = (await pendingBooking(student.id, "counseling")).booking;
  await setBooking(counseling.id, { status: "scheduled" });
  records.counseling = counseling.id;
  const done = (await pendingBooking(student.id, "counseling")).booking;
  await setBooking(done.id, { status: "completed" });
  records.counselingDone = done.id;
  const demo = (await pendingBooking(student.id, "demo_class")).booking;
  await setBooking(demo.id, { status: "scheduled" });
  records.demoScheduled = demo.id;

  records.paidPayment = (await createPayment(student.id, { status: "paid" })).id;
  records.service = (await createService({ name: "Form check", description: "", priceCents: 100, isActive: true }, await staffActorId())).id;
  const start = new Date(Date.now() + 30 * 86_400_000);
  records.slot = (await createTimeSlot({ serviceType: "interview", startTime: start, endTime: new Date(start.getTime() + 3_600_000) }, await staffActorId())).id;
  records.sop = (
    await createSopApplication({
      studentId: student.id,
      package: "standard",
      university: "University of Toronto",
      program: "MSc Computer Science",
      deadline: new Date(`${addDaysToDay(todayInZone("Asia/Kathmandu"), 30)}T00:00:00Z`),
      message: null,
      draft: await storeBytes(PDF, "draft.pdf", "pdf"),
    })
  ).id;

  // the content area's records, each through its model as an editor's form saves it
  const unique = randomUUID().slice(0, 8);
  records.article = (
    await createArticle({ title: "Form check", slug: `form-check-${unique}`, excerpt: "", body: "A paragraph.", tags: "", coverImageId: null, coverAlt: "", seoTitle: "", seoDescription: "", authorId: admin.id }, admin.id)
  ).id;
  records.faq = (await createFaq({ question: "Form check?", answer: "An answer.", category: "general", position: null, visible: false }, admin.id)).id;
  records.opening = (await createOpening({ title: "Form check", slug: `form-check-${unique}`, location: "Remote", employmentType: "contract", description: "The role.", closesOn: null, status: "open" }, admin.id)).id;
  openingSlug = `form-check-${unique}`;
  records.member = (await createTeamMember({ name: "Form Check", title: "Counselor", bio: "", photoId: null, photoAlt: "", position: null, visible: false, userId: null }, admin.id)).id;
  records.testimonial = (
    await createTestimonial({
      input: { name: "Form Check", destination: "Canada", university: "University of Toronto", quote: "A quote.", rating: 5, position: null, photoId: null, photoAlt: "" },
      status: "hidden",
      editorId: admin.id,
    })
  ).id;
  records.image = (await uploadMediaImage({ file: await pictureFile("png", { width: 64, height: 48 }), alt: "A check image", uploadedById: admin.id })).id;
  records.album = (await createGalleryAlbum({ title: "Form check", slug: `form-check-${unique}`, description: "", titleNe: null, descriptionNe: null, position: null, visible: false }, admin.id)).id;
});

const id = (key: keyof typeof records) => () => ({ id: String(records[key]) });

/** Every action that reads a form, with what it needs to get as far as reading it (a signed-in user, a record). */
const FORM_ROUTES: FormRoute[] = [
  { file: "_auth.login", action: login.action, who: "visitor", path: () => "/login" },
  { file: "_auth.register", action: register.action, who: "visitor", path: () => "/register" },
  { file: "_auth.forgot-password", action: forgotPassword.action, who: "visitor", path: () => "/forgot-password" },
  { file: "_auth.reset-password", action: resetPassword.action, who: "visitor", path: () => "/reset-password" },
  { file: "_public.contact", action: contact.action, who: "visitor", path: () => "/contact" },
  { file: "language", action: language.action, who: "visitor", path: () => "/language" },
  { file: "_public.services.sop-writing", action: servicePage.action, who: "student", path: () => "/services/sop-writing" },
  { file: "_public.services.interview-application", action: servicePage.action, who: "visitor", path: () => "/services/interview-application" },
  { file: "_public.services.demo-class", action: servicePage.action, who: "visitor", path: () => "/services/demo-class" },
  { file: "_public.services.speaking-mock", action: servicePage.action, who: "student", path: () => "/services/speaking-mock" },
  { file: "_public.services.loan-assistance", action: servicePage.action, who: "student", path: () => "/services/loan-assistance" },
  { file: "_public.services.free-counseling", action: servicePage.action, who: "visitor", path: () => "/services/free-counseling" },
  { file: "student.notifications", action: notifications.action, who: "student", path: () => "/student/notifications" },
  { file: "student.profile", action: studentProfile.action, who: "student", path: () => "/student/profile" },
  { file: "student.loan-applications.$id.upload", action: loanUpload.action, who: "student", path: () => `/student/loan-applications/${records.loanForUpload}/upload`, params: id("loanForUpload") },
  { file: "student.bookings.$id_.reschedule", action: reschedule.action, who: "student", path: () => `/student/bookings/${records.ownBooking}/reschedule`, params: id("ownBooking") },
  { file: "admin.profile", action: adminProfile.action, who: "admin", path: () => "/admin/profile" },
  { file: "admin.settings", action: settings.action, who: "admin", path: () => "/admin/settings" },
  { file: "admin.notifications", action: adminNotifications.action, who: "admin", path: () => "/admin/notifications" },
  { file: "admin.inquiries.$id", action: inquiryDetail.action, who: "admin", path: () => "/admin/inquiries/1", params: () => ({ id: "1" }) },
  { file: "admin.messages.$id", action: messageDetail.action, who: "admin", path: () => "/admin/messages/1", params: () => ({ id: "1" }) },
  { file: "admin.users.new", action: userNew.action, who: "admin", path: () => "/admin/users/new" },
  { file: "admin.users.$id", action: userPage.action, who: "admin", path: () => `/admin/users/${records.student}`, params: id("student") },
  { file: "admin.mail.$id", action: mailDetail.action, who: "admin", path: () => "/admin/mail/1", params: () => ({ id: "1" }) },
  { file: "admin.services.new", action: serviceNew.action, who: "admin", path: () => "/admin/services/new" },
  { file: "admin.services.$id.edit", action: serviceEdit.action, who: "admin", path: () => `/admin/services/${records.service}/edit`, params: id("service") },
  { file: "admin.services.bulk-delete", action: serviceBulkDelete.action, who: "admin", path: () => "/admin/services/bulk-delete" },
  { file: "admin.time-slots.new", action: slotNew.action, who: "admin", path: () => "/admin/time-slots/new" },
  { file: "admin.time-slots.$id.edit", action: slotEdit.action, who: "admin", path: () => `/admin/time-slots/${records.slot}/edit`, params: id("slot") },
  { file: "admin.time-slots_.week.$id.edit", action: slotWeekEdit.action, who: "admin", path: () => `/admin/time-slots/week/${records.slot}/edit`, params: id("slot") },
  { file: "admin.time-slots.$id.availability", action: slotAvailability.action, who: "admin", path: () => `/admin/time-slots/${records.slot}/availability`, params: id("slot") },
  { file: "admin.time-slots.generate", action: slotGenerate.action, who: "admin", path: () => "/admin/time-slots/generate" },
  { file: "admin.time-slots.bulk-delete", action: slotBulkDelete.action, who: "admin", path: () => "/admin/time-slots/bulk-delete" },
  { file: "admin.sop-applications._index", action: adminSops.action, who: "admin", path: () => "/admin/sop-applications" },
  { file: "admin.sop-applications.$id", action: sopReview.action, who: "admin", path: () => `/admin/sop-applications/${records.sop}`, params: id("sop") },
  { file: "admin.loan-applications", action: adminLoans.action, who: "admin", path: () => "/admin/loan-applications" },
  { file: "admin.loan-applications.$id.bank", action: loanBank.action, who: "admin", path: () => `/admin/loan-applications/${records.loanForBank}/bank`, params: id("loanForBank") },
  { file: "admin.loan-applications.$id.request-documents", action: loanRequestDocuments.action, who: "admin", path: () => `/admin/loan-applications/${records.loanForBank}/request-documents`, params: id("loanForBank") },
  { file: "admin.payment-histories", action: adminPayments.action, who: "admin", path: () => "/admin/payment-histories" },
  { file: "admin.interview-applications", action: adminSessionList.action, who: "admin", path: () => "/admin/interview-applications" },
  { file: "admin.speaking-mock-applications", action: adminSessionList.action, who: "admin", path: () => "/admin/speaking-mock-applications" },
  { file: "admin.demo-class-applications", action: adminSessionList.action, who: "admin", path: () => "/admin/demo-class-applications" },
  { file: "admin.free-counseling-applications", action: adminSessionList.action, who: "admin", path: () => "/admin/free-counseling-applications" },
  { file: "admin.bookings.$id.assign", action: bookingAssign.action, who: "admin", path: () => `/admin/bookings/${records.pending}/assign`, params: id("pending") },
  { file: "admin.bookings.$id.feedback", action: bookingFeedback.action, who: "admin", path: () => `/admin/bookings/${records.speaking}/feedback`, params: id("speaking") },
  { file: "admin.bookings.$id.meeting-link", action: bookingMeetingLink.action, who: "admin", path: () => `/admin/bookings/${records.counseling}/meeting-link`, params: id("counseling") },
  { file: "admin.bookings.$id.notes", action: bookingNotes.action, who: "admin", path: () => `/admin/bookings/${records.counselingDone}/notes`, params: id("counselingDone") },
  { file: "admin.bookings.$id.cancel", action: bookingCancel.action, who: "admin", path: () => `/admin/bookings/${records.counseling}/cancel`, params: id("counseling") },
  { file: "admin.bookings.$id.materials", action: bookingMaterials.action, who: "admin", path: () => `/admin/bookings/${records.demoScheduled}/materials`, params: id("demoScheduled") },
  { file: "admin.bookings.$id.move", action: bookingMove.action, who: "admin", path: () => `/admin/bookings/${records.counseling}/move`, params: id("counseling") },
  { file: "admin.payment-histories.$id.refund", action: paymentRefund.action, who: "admin", path: () => `/admin/payment-histories/${records.paidPayment}/refund`, params: id("paidPayment") },
  { file: "student.sop-applications.$id", action: studentSop.action, who: "student", path: () => `/student/sop-applications/${records.sop}`, params: id("sop") },
  { file: "student.messages", action: studentMessages.action, who: "student", path: () => "/student/messages" },
  { file: "student.universities._index", action: studentUniversities.action, who: "student", path: () => "/student/universities" },
  { file: "student.documents._index", action: studentDocuments.action, who: "student", path: () => "/student/documents" },
  { file: "admin.conversations.$studentId", action: adminConversation.action, who: "admin", path: () => `/admin/conversations/${records.student}`, params: () => ({ studentId: String(records.student) }) },
  { file: "admin.students.$id._index", action: caseOverview.action, who: "admin", path: () => `/admin/students/${records.student}`, params: id("student") },
  { file: "admin.students.$id.applications", action: caseApplications.action, who: "admin", path: () => `/admin/students/${records.student}/applications`, params: id("student") },
  { file: "admin.students.$id.checklist", action: caseChecklist.action, who: "admin", path: () => `/admin/students/${records.student}/checklist`, params: id("student") },
  { file: "admin.university-applications", action: adminUniversityApplications.action, who: "admin", path: () => "/admin/university-applications" },
  { file: "_auth.keep-my-account", action: keepMyAccount.action, who: "visitor", path: () => "/keep-my-account" },
  { file: "_auth.verify-email", action: verifyEmail.action, who: "student", path: () => "/verify-email" },
  { file: "_auth.login_.two-factor", action: loginSecondStep.action, who: "secondStep", path: () => "/login/two-factor" },
  { file: "profile.privacy", action: profilePrivacy.action, who: "student", path: () => "/profile/privacy" },
  { file: "profile.security", action: profileSecurity.action, who: "student", path: () => "/profile/security" },
  { file: "profile.two-factor", action: profileTwoFactor.action, who: "student", path: () => "/profile/two-factor" },
  { file: "_public.careers.$slug", action: careerOpening.action, who: "visitor", path: () => `/careers/${openingSlug}`, params: () => ({ slug: openingSlug }) },
  { file: "student.testimonial", action: studentTestimonial.action, who: "student", path: () => "/student/testimonial" },
  // the content area, which an admin may use as an editor does
  { file: "admin.content.preview", action: contentPreview.action, who: "admin", path: () => "/admin/content/preview" },
  { file: "admin.content.articles.new", action: articleNew.action, who: "admin", path: () => "/admin/content/articles/new" },
  { file: "admin.content.articles.$id", action: articleEdit.action, who: "admin", path: () => `/admin/content/articles/${records.article}`, params: id("article") },
  { file: "admin.content.articles.$id_.revisions", action: articleRevisions.action, who: "admin", path: () => `/admin/content/articles/${records.article}/revisions`, params: id("article") },
  { file: "admin.content.media.new", action: mediaNew.action, who: "admin", path: () => "/admin/content/media/new" },
  { file: "admin.content.media.insert", action: mediaInsert.action, who: "admin", path: () => "/admin/content/media/insert" },
  { file: "admin.content.media.$id", action: mediaImage.action, who: "admin", path: () => `/admin/content/media/${records.image}`, params: id("image") },
  { file: "admin.content.gallery.new", action: albumNew.action, who: "admin", path: () => "/admin/content/gallery/new" },
  { file: "admin.content.gallery.$id", action: albumEdit.action, who: "admin", path: () => `/admin/content/gallery/${records.album}`, params: id("album") },
  { file: "admin.content.site.$block", action: siteCopyBlock.action, who: "admin", path: () => "/admin/content/site/home", params: () => ({ block: "home" }) },
  { file: "admin.content.legal.$kind", action: legalEditor.action, who: "admin", path: () => "/admin/content/legal/terms", params: () => ({ kind: "terms" }) },
  { file: "admin.content.faqs.new", action: faqNew.action, who: "admin", path: () => "/admin/content/faqs/new" },
  { file: "admin.content.faqs.$id", action: faqEdit.action, who: "admin", path: () => `/admin/content/faqs/${records.faq}`, params: id("faq") },
  { file: "admin.content.faqs.$id_.revisions", action: faqRevisions.action, who: "admin", path: () => `/admin/content/faqs/${records.faq}/revisions`, params: id("faq") },
  { file: "admin.content.careers.new", action: openingNew.action, who: "admin", path: () => "/admin/content/careers/new" },
  { file: "admin.content.careers.$id", action: openingEdit.action, who: "admin", path: () => `/admin/content/careers/${records.opening}`, params: id("opening") },
  { file: "admin.content.careers.$id_.revisions", action: openingRevisions.action, who: "admin", path: () => `/admin/content/careers/${records.opening}/revisions`, params: id("opening") },
  { file: "admin.content.team._index", action: teamList.action, who: "admin", path: () => "/admin/content/team" },
  { file: "admin.content.team.new", action: memberNew.action, who: "admin", path: () => "/admin/content/team/new" },
  { file: "admin.content.team.$id", action: memberEdit.action, who: "admin", path: () => `/admin/content/team/${records.member}`, params: id("member") },
  { file: "admin.content.team.$id_.revisions", action: memberRevisions.action, who: "admin", path: () => `/admin/content/team/${records.member}/revisions`, params: id("member") },
  { file: "admin.content.testimonials._index", action: testimonialList.action, who: "admin", path: () => "/admin/content/testimonials" },
  { file: "admin.content.testimonials.new", action: testimonialNew.action, who: "admin", path: () => "/admin/content/testimonials/new" },
  { file: "admin.content.testimonials.$id", action: testimonialEdit.action, who: "admin", path: () => `/admin/content/testimonials/${records.testimonial}`, params: id("testimonial") },
  {
    file: "admin.content.testimonials.$id_.revisions",
    action: testimonialRevisions.action,
    who: "admin",
    path: () => `/admin/content/testimonials/${records.testimonial}/revisions`,
    params: id("testimonial"),
  },
];

/**
 * Actions that never read the body (a button that posts nothing), the JSON API, which answers bad JSON itself, and
 * the gateway's webhook, which reads its body as signed text (payment-gateway.test.ts).
 */
const NO_FORM = [
  "webhooks.stripe",
  "logout",
  "student.bookings.$id_.cancel",
  "admin.services.$id.delete",
  "admin.time-slots.$id.delete",
  "student.payment-histories.$id",
  "admin.loan-applications.$id.reject",
  "admin.interview-applications.$id.reject",
  "admin.speaking-mock-applications.$id.reject",
  "admin.demo-class-applications.$id.reject",
  "admin.free-counseling-applications.$id.reject",
  "admin.users.$id.disable",
  "admin.inquiries.$id.convert",
  "student.universities.$id.withdraw",
  // the passkey pages' scripts ask these for a ceremony's options (JSON), with nothing in the body
  "_auth.login_.passkey-options",
  "profile.passkey-options",
];

/** Bodies a client may send that are not a form. */
const NOT_A_FORM: Array<[string, () => { body?: string; headers: Record<string, string> }]> = [
  ["JSON", () => ({ body: JSON.stringify({ email: "nima@example.com" }), headers: { "Content-Type": "application/json" } })],
  ["plain text", () => ({ body: "email=nima@example.com", headers: { "Content-Type": "text/plain" } })],
  ["an empty body without a content type", () => ({ headers: {} })],
  [
    "a cut-off multipart body",
    () => ({
      body: '--cut\r\nContent-Disposition: form-data; name="email"\r\n\r\nnima@example.com\r\n--cut\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 and then the connecti',
      headers: { "Content-Type": "multipart/form-data; boundary=cut" },
    }),
  ],
];

async function settle(action: Action, args: ActionFunctionArgs) {
  try {
    return await action(args);
  } catch (thrown) {
    return thrown;
  }
}

const hasAnAction = (source: string) => /export (async )?function action\b|export const \{[^}]*\baction\b/.test(source);

/** The routes with an action: files of app/routes, and each address of a module that remix.config.js mounts at several. */
function routesWithAnAction() {
  const app = path.resolve(import.meta.dirname, "../../app");
  const dir = path.join(app, "routes");
  const files = readdirSync(dir).flatMap((entry) => {
    const isFolder = statSync(path.join(dir, entry)).isDirectory();
    const source = readFileSync(path.join(dir, entry, ...(isFolder ? ["route.tsx"] : [])), "utf8");
    return hasAnAction(source) ? [isFolder ? entry : entry.replace(/\.tsx?$/, "")] : [];
  });
  const mounted = SHARED_ROUTES.filter(({ file }) => hasAnAction(readFileSync(path.join(app, file), "utf8"))).map(({ id }) => id.replace(/^routes\//, ""));
  return [...files, ...mounted];
}

describe("a POST whose body is not a form", () => {
  const errors = vi.spyOn(console, "error");
  afterEach(() => errors.mockClear());

  test("the table below covers every action that reads a form", () => {
    const covered = new Set([...FORM_ROUTES.map((route) => route.file), ...NO_FORM]);
    const missing = routesWithAnAction().filter((file) => !file.startsWith("api.") && !covered.has(file));
    expect(missing).toEqual([]);
  });

  describe.each(NOT_A_FORM)("sent as %s", (_kind, body) => {
    test.each(FORM_ROUTES.map((route) => [route.file, route] as const))("%s answers 400 with a clear message and logs nothing", async (_file, route) => {
      const { body: content, headers } = body();
      const cookie = cookies[route.who];
      const request = new Request(new URL(route.path(), "http://localhost"), {
        method: "POST",
        body: content,
        headers: { ...headers, "X-Forwarded-For": randomUUID(), ...(cookie ? { Cookie: cookie } : {}) },
      });
      const answer = await settle(route.action, { request, params: route.params?.() ?? {}, context: {} });
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/not a form: send it as application\/x-www-form-urlencoded or multipart\/form-data/);
      expect(errors).not.toHaveBeenCalled();
    });
  });
});

describe("a form body over the limit", () => {
  const oversized = () => `name=Asha&email=a%40example.com&subject=Hi&message=${"x".repeat(MAX_FORM_BYTES)}`;

  test.each([
    ["with its Content-Length", oversized],
    ["streamed without a length", () => new Blob([oversized()]).stream()],
  ])("is refused with 413 and a message, %s, and nothing is stored", async (_how, body) => {
    const before = await db.contactMessage.count();
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: body(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": randomUUID() },
      duplex: "half",
    } as RequestInit);
    const answer = (await settle(contact.action, { request, params: {}, context: {} })) as Response;
    expect(answer.status).toBe(413);
    expect(await answer.text()).toBe("The form is too large to send: shorten what you wrote and try again.");
    expect(await db.contactMessage.count()).toBe(before);
  });

  test("a form just under it is read", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: new URLSearchParams({ note: "x".repeat(MAX_FORM_BYTES - 100) }),
    });
    expect((await readFormData(request)).get("note")).toHaveLength(MAX_FORM_BYTES - 100);
  });
});

// Once, such text was stored with U+FFFD where the bytes were
describe("a form whose text is not UTF-8", () => {
  const NOT_UTF8 = Buffer.from([0xff, 0xfe, 0xc0, 0xaf]);
  const contactFields = "email=a%40example.com&subject=Hi&message=Hello%20there";
  const multipart = (name: Buffer) =>
    Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\n'),
      name,
      Buffer.from('\r\n--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--b\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHi\r\n--b\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello there\r\n--b--\r\n'),
    ]);

  test.each([
    ["percent-escapes that spell no character", () => ({ body: `name=%FF%FE%C0%AF&${contactFields}`, type: "application/x-www-form-urlencoded" })],
    ["raw bytes in a URL-encoded body", () => ({ body: Buffer.concat([Buffer.from("name="), NOT_UTF8, Buffer.from(`&${contactFields}`)]), type: "application/x-www-form-urlencoded" })],
    ["raw bytes in a multipart text field", () => ({ body: multipart(NOT_UTF8), type: "multipart/form-data; boundary=b" })],
  ])("%s: 400 with a message, nothing stored", async (_how, make) => {
    const { body, type } = make();
    const before = await db.contactMessage.count();
    const request = new Request("http://localhost/contact", { method: "POST", body, headers: { "Content-Type": type, "X-Forwarded-For": randomUUID() } });
    const answer = (await settle(contact.action, { request, params: {}, context: {} })) as Response;
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("The form contains text that is not valid UTF-8: send it again from the page.");
    expect(await db.contactMessage.count()).toBe(before);
  });

  test("a replacement character the sender typed is kept", async () => {
    const typed = Buffer.from("Asha \uFFFD Rai");
    const form = await readFormData(new Request("http://localhost/contact", { method: "POST", body: multipart(typed), headers: { "Content-Type": "multipart/form-data; boundary=b" } }));
    expect(form.get("name")).toBe("Asha \uFFFD Rai");
  });
});

const BACK_OUT_OF_THE_SITE = ["/student/../..//evil.example", "/student/..//evil.example/x", "/.//evil.example", "/a/b/../../..//evil.example?x=1"];

describe("redirect targets that leave the site once their dots are resolved", () => {
  test.each(BACK_OUT_OF_THE_SITE)("a login with redirectTo=%s goes to /student", async (redirectTo) => {
    const user = await createUser({ name: "Asha Rai", email: `user-${randomUUID()}@example.com`, password: PASSWORD, emailVerified: true });
    const request = routeRequest("/login", { form: { email: user.email, password: PASSWORD, redirectTo } });
    request.headers.set("X-Forwarded-For", randomUUID());
    const { status, headers } = await answerOf(await login.action({ request, params: {}, context: {} }));
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/student");
  });

  test.each(BACK_OUT_OF_THE_SITE)("opening a notification whose link is %s stays on the notifications", async (link) => {
    const student = await createUser({ name: "Asha Rai", email: `user-${randomUUID()}@example.com`, password: PASSWORD, emailVerified: true });
    const note = await db.notification.create({ data: { userId: student.id, title: "Approved", body: "b", link } });
    const request = routeRequest("/student/notifications", { form: { intent: "open", id: String(note.id), link }, cookie: await sessionCookie(student.id) });
    const response = (await notifications.action({ request, params: {}, context: {} })) as Response;
    expect(response.headers.get("Location")).toBe("/student/notifications");
  });
});

/** What Remix sends with the document: the route's `headers` export decides, beyond Set-Cookie. */
function documentHeaders(route: { headers?: unknown }, actionHeaders: Headers) {
  const headersOf = route.headers as (args: HeadersArgs) => HeadersInit;
  return new Headers(headersOf({ actionHeaders, loaderHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined }));
}

describe("registration rate limit", () => {
  const signUp = (ip: string, email = `new-${randomUUID()}@example.com`) => {
    const request = routeRequest("/register", { form: { name: "Nima Sherpa", email, password: PASSWORD, password_confirmation: PASSWORD, terms: "on" } });
    request.headers.set("X-Forwarded-For", ip);
    return register.action({ request, params: {}, context: {} });
  };

  test("one address gets 10 sign-ups (taken e-mails count) in 15 minutes, then 429 with Retry-After on the page", async () => {
    const ip = randomUUID();
    const taken = await createUser({ name: "Taken", email: `taken-${randomUUID()}@example.com`, password: PASSWORD, emailVerified: true });
    const firstAttempt = Date.now();
    for (let attempt = 0; attempt < 10; attempt++) {
      const { status } = await answerOf(await signUp(ip, attempt % 3 === 0 ? taken.email : undefined));
      expect(status).toBe(attempt % 3 === 0 ? 400 : 302);
    }
    const email = `late-${randomUUID()}@example.com`;
    const limited = await answerOf(await signUp(ip, email));
    expect(limited.status).toBe(429);
    expect((limited.body as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual(["Too many attempts. Please try again in 15 minutes."]);
    // the 15 minutes count from the first sign-up, however long the ten took on a busy machine
    const retryAfter = Number(documentHeaders(register, limited.headers).get("Retry-After"));
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(retryAfter).toBeGreaterThanOrEqual(900 - Math.ceil((Date.now() - firstAttempt) / 1000) - 1);
    expect(await db.user.count({ where: { email } })).toBe(0);

    expect((await answerOf(await signUp(randomUUID()))).status).toBe(302);
  });

  test("a submission that fails validation does not use the allowance", async () => {
    const ip = randomUUID();
    for (let attempt = 0; attempt < 12; attempt++) {
      const request = routeRequest("/register", { form: { name: "", email: "not-an-email", password: "x", password_confirmation: "y" } });
      request.headers.set("X-Forwarded-For", ip);
      expect((await answerOf(await register.action({ request, params: {}, context: {} }))).status).toBe(400);
    }
    expect((await answerOf(await signUp(ip))).status).toBe(302);
  });

  test("POST /api/register shares the address's allowance and answers 429 with Retry-After", async () => {
    const ip = randomUUID();
    for (let attempt = 0; attempt < 10; attempt++) await consumeAttempt("register", new Request("http://localhost/register", { headers: { "X-Forwarded-For": ip } }));
    const email = `api-${randomUUID()}@example.com`;
    const request = new Request("http://localhost/api/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify({ name: "Api User", email, password: PASSWORD, password_confirmation: PASSWORD }),
    });
    const response = await apiRegister.action({ request, params: {}, context: {} });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ message: "Too many attempts. Please try again in 15 minutes." });
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(890);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });
});

describe("Retry-After on the web forms' 429", () => {
  test("the login page's answer keeps the action's Retry-After, as /api/login does", async () => {
    const email = `locked-${randomUUID()}@example.com`;
    const attempt = () => {
      const request = routeRequest("/login", { form: { email, password: "wrong-password" } });
      request.headers.set("X-Forwarded-For", randomUUID());
      return login.action({ request, params: {}, context: {} });
    };
    for (let count = 0; count < 10; count++) expect((await answerOf(await attempt())).status).toBe(401);
    const locked = await answerOf(await attempt());
    expect(locked.status).toBe(429);
    expect(Number(documentHeaders(login, locked.headers).get("Retry-After"))).toBeGreaterThan(890);
  });

  test("the forgotten and reset password pages pass Retry-After on, and add nothing to other answers", () => {
    for (const route of [forgotPassword, resetPassword, register, login]) {
      expect(documentHeaders(route, new Headers({ "Retry-After": "60" })).get("Retry-After")).toBe("60");
      expect([...documentHeaders(route, new Headers({ "X-Other": "1" })).keys()]).toEqual([]);
    }
  });
});
