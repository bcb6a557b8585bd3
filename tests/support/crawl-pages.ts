/**
 * The crawl's pages: who can open each route file and at which addresses, and the records of one student in every
 * status that those addresses open. tests/e2e/crawl.spec.ts visits them; tests/e2e/built-in-names.spec.ts posts into
 * their forms.
 */
import { randomUUID } from "node:crypto";
import { seedStudentCase } from "../../prisma/demo-case/case";
import { seedStudentRecords } from "../../prisma/demo-records";
import { createContactMessage, replyToContactMessage } from "~/models/contact-message.server";
import { submitInquiry } from "~/models/inquiry.server";
import { assignInquiry, moveInquiry } from "~/models/inquiry-admin.server";
import { pendingBooking, setBooking, ZONE } from "./fixtures/bookings";
import { createSignInHistory } from "./fixtures/sign-ins";
import { createTestUser, sessionCookieFor } from "./users";
import { db } from "~/utils/db.server";
import { createArticle, updateArticle } from "~/models/article.server";
import { createFaq, updateFaq } from "~/models/faq.server";
import { submitJobApplication } from "~/models/job-application.server";
import { createOpening, updateOpening } from "~/models/job-opening.server";
import { pdfFile } from "./fixtures/files";
import { addLibraryImage } from "./fixtures/images";
import { addGalleryPhoto, createGalleryAlbum } from "~/models/gallery.server";
import { createTeamMember, updateTeamMember } from "~/models/team-member.server";
import { createTestimonial, updateTestimonial } from "~/models/testimonial.server";
import { variantUrl } from "~/domain/media";
import { REFERENCE_PATH } from "~/domain/api-reference";
import { apiReferenceContents } from "~/features/api/openapi/reference.server";

export type Role = "visitor" | "student" | "counsellor" | "admin" | "editor";

/** Ids of one student's records in every status, and of catalogue rows an admin opens. */
export async function createCrawlData() {
  const admin = await createTestUser("admin", "Crawl Admin");
  const counsellor = await createTestUser("counsellor", "Crawl Counsellor");
  const student = await createTestUser("student", "Crawl Student");
  const editor = await createTestUser("editor", "Crawl Editor");
  await seedStudentRecords(student, admin.id, ZONE);
  await seedStudentCase(student.id, counsellor.id);
  // invited to write a testimonial, as an application reaching visa granted does: the page shows its form
  await db.user.update({ where: { id: student.id }, data: { testimonialInvitedAt: new Date() } });
  // A full page of sign-ins each, so that the security page shows its table as it is after months of use.
  await Promise.all([admin, counsellor, student].map((user) => createSignInHistory(user)));
  const { id: messageId } = await createContactMessage({ name: "Crawl Visitor", email: "crawl.visitor@example.com", subject: "A question", message: "Can you call me back?" });
  await replyToContactMessage({ adminId: admin.id, messageId, body: "Of course, we will call you tomorrow morning." });
  const { id: inquiryId } = await submitInquiry({
    serviceType: "counseling",
    serviceName: "Free Counseling",
    fullName: "Crawl Inquirer",
    email: "crawl.inquirer@example.com",
    phone: "+977 980 000 0000",
    country: "Canada",
    message: "Which universities suit my profile?",
  });
  await assignInquiry({ adminId: admin.id, inquiryId, assigneeId: admin.id });
  await moveInquiry({ adminId: admin.id, inquiryId, move: "contact" });
  const [universityApplications, messageAttachment, checklistVersion] = await Promise.all([
    db.universityApplication.findMany({ where: { studentId: student.id }, select: { id: true, stage: true }, orderBy: { id: "asc" } }),
    db.document.findFirstOrThrow({ where: { kind: "message_attachment", message: { conversation: { studentId: student.id } } }, select: { id: true } }),
    db.document.findFirstOrThrow({ where: { checklistItem: { studentId: student.id } }, select: { id: true } }),
  ]);
  const [sops, bookings, loans, payments, documents, services, freeSlots, mails] = await Promise.all([
    db.sopApplication.findMany({ where: { studentId: student.id }, select: { id: true, status: true } }),
    db.booking.findMany({ where: { studentId: student.id }, select: { id: true, status: true, type: true } }),
    db.loanApplication.findMany({ where: { studentId: student.id }, select: { id: true, status: true } }),
    db.payment.findMany({ where: { studentId: student.id }, select: { id: true, status: true } }),
    db.document.findMany({ where: { ownerId: student.id }, select: { id: true } }),
    db.service.findMany({ take: 2, orderBy: { id: "asc" }, select: { id: true } }),
    db.timeSlot.findMany({ where: { currentBookings: 0, startTime: { gt: new Date() } }, take: 2, orderBy: { startTime: "desc" }, select: { id: true } }),
    db.mail.findMany({ where: { userId: student.id }, select: { id: true, status: true } }),
  ]);
  // Students' sessions are scheduled at once: a pending one (what the reject dialogs are for) is arranged directly.
  const [pendingSpeaking, pendingCounseling] = await Promise.all([
    pendingBooking(student.id, "speaking", { proficiencyLevel: "B2" }),
    pendingBooking(student.id, "counseling", { country: "Canada", courseLevel: "Postgraduate" }),
  ]);
  const pick = <T extends { status: string }>(rows: T[], status: string, what: string) => {
    const row = rows.find((candidate) => candidate.status === status);
    if (!row) throw new Error(`the crawl student has no ${status} ${what}`);
    return row as T & { id: number };
  };
  const booking = (type: string, status: string) => {
    const row = bookings.find((candidate) => candidate.type === type && candidate.status === status);
    if (!row) throw new Error(`the crawl student has no ${status} ${type} booking`);
    return row.id;
  };
  return {
    studentId: student.id,
    adminId: admin.id,
    inquiryId,
    cookies: {
      student: await sessionCookieFor(student.id),
      counsellor: await sessionCookieFor(counsellor.id),
      admin: await sessionCookieFor(admin.id),
      editor: await sessionCookieFor(editor.id),
    },
    articleId: (await createCrawlArticle(editor.id)).id,
    careers: await createCrawlCareers(editor.id),
    media: await createCrawlMedia(editor.id),
    people: await createCrawlPeople(editor.id),
    sop: { pending: pick(sops, "pending", "SOP").id, inProgress: pick(sops, "in_progress", "SOP").id, completed: pick(sops, "completed", "SOP").id, needsRevision: pick(sops, "rejected", "SOP").id },
    booking: {
      scheduledInterview: booking("interview", "scheduled"),
      completedSpeaking: booking("speaking", "completed"),
      scheduledDemo: booking("demo_class", "scheduled"),
      pendingInterview: booking("interview", "pending"),
      pendingDemo: booking("demo_class", "pending"),
      scheduledSpeaking: booking("speaking", "scheduled"),
      scheduledCounseling: booking("counseling", "scheduled"),
      pendingSpeaking: pendingSpeaking.booking.id,
      pendingCounseling: pendingCounseling.booking.id,
      // staff write notes on a finished counseling session that has none yet
      completedCounselingWithoutNotes: (await setBooking(booking("counseling", "completed"), { notes: null })).id,
    },
    loan: { pending: pick(loans, "pending", "loan").id, documentsNeeded: pick(loans, "documents_needed", "loan").id },
    payment: { paid: pick(payments, "paid", "payment").id, pending: pick(payments, "pending", "payment").id },
    mail: { kept: pick(mails, "kept", "mail").id, failed: pick(mails, "failed", "mail").id },
    messageId,
    documentId: documents[0].id,
    universityApplicationId: universityApplications[0].id,
    messageAttachmentId: messageAttachment.id,
    checklistVersionId: checklistVersion.id,
    serviceIds: services.map((service) => service.id),
    slotIds: freeSlots.map((slot) => slot.id),
  };
}

export type CrawlData = Awaited<ReturnType<typeof createCrawlData>>;

/**
 * A draft with a second revision, so its editor, revisions and preview pages show what they show after real use. Its
 * slug, like the album's, is new each time: each crawl worker and each built-in-names test makes its data in one database.
 */
async function createCrawlArticle(editorId: number) {
  const input = { title: "Crawl draft", slug: `crawl-draft-${randomUUID().slice(0, 8)}`, excerpt: "A draft.", body: "## A heading\n\nA paragraph with a [link](/blog).", tags: "Visa", coverImageId: null, coverAlt: "", seoTitle: "", seoDescription: "", authorId: editorId };
  const article = await createArticle(input, editorId);
  await updateArticle(article.id, { ...input, body: `${input.body}\n\nA second paragraph.` }, editorId);
  return article;
}

/** A question and an opening, each saved twice, and an application with its CV, for the FAQs' and careers' pages. */
async function createCrawlCareers(editorId: number) {
  const faqInput = { question: "Crawl question?", answer: "A **Markdown** answer.", category: "general" as const, position: null, visible: true };
  const faq = await createFaq(faqInput, editorId);
  await updateFaq(faq.id, { ...faqInput, answer: `${faqInput.answer} Edited.` }, editorId);
  const openingInput = { title: "Crawl opening", slug: "", location: "Remote", employmentType: "contract" as const, description: "## The role\n\nA paragraph.", closesOn: null, status: "open" as const };
  const opening = await createOpening(openingInput, editorId);
  const { slug } = await db.jobOpening.findUniqueOrThrow({ where: { id: opening.id }, select: { slug: true } });
  await updateOpening(opening.id, { ...openingInput, slug, location: "Remote or Kathmandu" }, editorId);
  const application = await submitJobApplication({ openingId: opening.id, name: "Crawl Applicant", email: "crawl.applicant@example.com", phone: "+977 980 000 0001", coverNote: "Hello.", cv: { file: pdfFile("crawl-cv.pdf"), type: "pdf" } });
  return { faqId: faq.id, openingId: opening.id, applicationId: application.id };
}

/** An image of the library used by an album's photo, for the media library's and the gallery's pages. */
async function createCrawlMedia(editorId: number) {
  const image = await addLibraryImage({ name: "crawl-campus.jpg", alt: "Students outside a campus building", uploadedById: editorId });
  const album = await createGalleryAlbum({ title: "Crawl album", slug: `crawl-album-${randomUUID().slice(0, 8)}`, description: "An album.", titleNe: "क्रल एल्बम", descriptionNe: "एउटा एल्बम।", position: null, visible: false }, editorId);
  await addGalleryPhoto({ albumId: album.id, source: { imageId: image.id }, input: { caption: "A campus", alt: "Students outside a campus building", captionNe: "एउटा क्याम्पस", altNe: "क्याम्पस भवन बाहिर विद्यार्थीहरू", position: null }, editorId });
  return { imageId: image.id, albumId: album.id, variant: variantUrl(image.storageKey, image.widths[0], "webp") };
}

/** A team member and a testimonial, each saved twice, for the team's and the testimonials' pages. */
async function createCrawlPeople(editorId: number) {
  const memberInput = { name: "Crawl Member", title: "Counselor", bio: "A short bio.", photoId: null, photoAlt: "", position: null, visible: true, userId: editorId };
  const member = await createTeamMember(memberInput, editorId);
  await updateTeamMember(member.id, { ...memberInput, title: "Senior Counselor" }, editorId);
  const testimonialInput = { name: "Crawl Graduate", destination: "Canada", university: "Crawl University", quote: "A quote.", rating: 4, position: null, photoId: null, photoAlt: "" };
  const testimonial = await createTestimonial({ input: testimonialInput, status: "hidden", editorId });
  await updateTestimonial(testimonial.id, { ...testimonialInput, rating: 5 }, editorId);
  return { memberId: member.id, testimonialId: testimonial.id };
}

/**
 * Crawl data of the right shape with every id 0: the tests are declared (one per address) before the worker has made
 * the real data, and only the number of a route's addresses is read from this.
 */
export const SHAPE: CrawlData = {
  studentId: 0,
  adminId: 0,
  inquiryId: 0,
  cookies: { student: "", counsellor: "", admin: "", editor: "" },
  articleId: 0,
  careers: { faqId: 0, openingId: 0, applicationId: 0 },
  media: { imageId: 0, albumId: 0, variant: "" },
  people: { memberId: 0, testimonialId: 0 },
  sop: { pending: 0, inProgress: 0, completed: 0, needsRevision: 0 },
  booking: {
    scheduledInterview: 0,
    completedSpeaking: 0,
    scheduledDemo: 0,
    pendingInterview: 0,
    pendingDemo: 0,
    scheduledSpeaking: 0,
    scheduledCounseling: 0,
    pendingSpeaking: 0,
    pendingCounseling: 0,
    completedCounselingWithoutNotes: 0,
  },
  loan: { pending: 0, documentsNeeded: 0 },
  payment: { paid: 0, pending: 0 },
  mail: { kept: 0, failed: 0 },
  messageId: 0,
  documentId: 0,
  universityApplicationId: 0,
  messageAttachmentId: 0,
  checklistVersionId: 0,
  serviceIds: [0, 0],
  slotIds: [0, 0],
};

export type Paths = (data: CrawlData) => string[];
export const fixed = (...paths: string[]): Paths => () => paths;

const EVERYONE: Role[] = ["visitor", "student", "admin"];
/** The admin area's case work, which counsellors share with admins (docs/decisions/092). */
const STAFF: Role[] = ["admin", "counsellor"];
/** The content area, which editors share with admins (docs/decisions/114). */
const CONTENT: Role[] = ["admin", "editor"];
/** Every staff member: the shell's own pages (a 404, a profile, notifications). */
const EVERY_STAFF: Role[] = [...STAFF, "editor"];

/** Pages: route file -> who can open it and which addresses of it to visit. */
export const PAGES: Record<string, { roles: Role[]; paths: Paths; status?: number }> = {
  $: { roles: EVERYONE, paths: fixed("/no-such-page"), status: 404 },
  "admin.$": { roles: EVERY_STAFF, paths: fixed("/admin/no-such-page"), status: 404 },
  "student.$": { roles: ["student"], paths: fixed("/student/no-such-page"), status: 404 },
  "_public._index": { roles: EVERYONE, paths: fixed("/") },
  "_public.about": { roles: EVERYONE, paths: fixed("/about") },
  "_public.blog._index": { roles: EVERYONE, paths: fixed("/blog") },
  "_public.blog.$slug": { roles: EVERYONE, paths: fixed("/blog/how-to-prepare-for-a-student-visa-interview") },
  "_public.careers._index": { roles: EVERYONE, paths: fixed("/careers") },
  "_public.careers.$slug": { roles: EVERYONE, paths: fixed("/careers/education-counselor") },
  "_public.faq": { roles: EVERYONE, paths: fixed("/faq") },
  "_public.api.docs._index": { roles: EVERYONE, paths: fixed("/api/docs") },
  "_public.api.docs.$section": {
    roles: EVERYONE,
    // every tag's page, as the document has them
    paths: fixed(...apiReferenceContents().tags.map((tag) => `${REFERENCE_PATH}/${tag.section}`)),
  },
  "_public.contact": { roles: EVERYONE, paths: fixed("/contact") },
  "_public.gallery._index": { roles: EVERYONE, paths: fixed("/gallery") },
  "_public.gallery.$slug": { roles: EVERYONE, paths: fixed("/gallery/life-at-the-consultancy") },
  "_public.privacy-policy": { roles: EVERYONE, paths: fixed("/privacy-policy") },
  "_public.resources.sop-writing-guide": { roles: EVERYONE, paths: fixed("/resources/sop-writing-guide") },
  "_public.services.demo-class": { roles: EVERYONE, paths: fixed("/services/demo-class") },
  "_public.services.free-counseling": { roles: EVERYONE, paths: fixed("/services/free-counseling") },
  "_public.services.interview-application": { roles: EVERYONE, paths: fixed("/services/interview-application") },
  "_public.services.loan-assistance": { roles: EVERYONE, paths: fixed("/services/loan-assistance") },
  "_public.services.sop-writing": { roles: EVERYONE, paths: fixed("/services/sop-writing") },
  "_public.services.speaking-mock": { roles: EVERYONE, paths: fixed("/services/speaking-mock") },
  "_public.sitemap": { roles: EVERYONE, paths: fixed("/sitemap") },
  "_public.team": { roles: EVERYONE, paths: fixed("/team") },
  "_public.terms-of-use": { roles: EVERYONE, paths: fixed("/terms-of-use") },
  "_public.terms": { roles: EVERYONE, paths: fixed("/terms", "/terms?version=1") },
  "_public.testimonials": { roles: EVERYONE, paths: fixed("/testimonials") },

  "_auth.login": { roles: ["visitor"], paths: fixed("/login") },
  "_auth.register": { roles: ["visitor"], paths: fixed("/register") },
  "_auth.forgot-password": { roles: ["visitor"], paths: fixed("/forgot-password") },
  "_auth.reset-password": { roles: ["visitor"], paths: fixed("/reset-password?token=not-a-real-token") },
  "_auth.verify-email": { roles: EVERYONE, paths: fixed("/verify-email?token=not-a-real-token") },

  "student._index": { roles: ["student"], paths: fixed("/student") },
  "student.calendar": { roles: ["student"], paths: fixed("/student/calendar") },
  "student.notifications": { roles: ["student"], paths: fixed("/student/notifications") },
  "student.new-application": { roles: ["student"], paths: fixed("/student/new-application") },
  "student.profile": { roles: ["student"], paths: fixed("/student/profile") },
  "student.testimonial": { roles: ["student"], paths: fixed("/student/testimonial") },
  "profile.security": { roles: ["student", ...EVERY_STAFF], paths: fixed("/profile/security") },
  "profile.two-factor": { roles: ["student", ...EVERY_STAFF], paths: fixed("/profile/two-factor") },
  "student.sop-applications._index": { roles: ["student"], paths: fixed("/student/sop-applications", `/student/sop-applications?filters=${encodeURIComponent('{"status":"completed"}')}`) },
  "student.sop-applications.$id": { roles: ["student"], paths: (d) => [d.sop.pending, d.sop.completed, d.sop.needsRevision].map((id) => `/student/sop-applications/${id}`) },
  "student.interview-applications": { roles: ["student"], paths: fixed("/student/interview-applications") },
  "student.speaking-mock-applications": { roles: ["student"], paths: fixed("/student/speaking-mock-applications") },
  "student.demo-class-applications": { roles: ["student"], paths: fixed("/student/demo-class-applications") },
  "student.free-counseling-applications": { roles: ["student"], paths: fixed("/student/free-counseling-applications") },
  "student.bookings.$id": { roles: ["student"], paths: (d) => [d.booking.scheduledInterview, d.booking.completedSpeaking].map((id) => `/student/bookings/${id}`) },
  "student.bookings.$id_.cancel": { roles: ["student"], paths: (d) => [`/student/bookings/${d.booking.scheduledDemo}/cancel`] },
  "student.bookings.$id_.reschedule": { roles: ["student"], paths: (d) => [`/student/bookings/${d.booking.scheduledInterview}/reschedule`] },
  "student.loan-applications._index": { roles: ["student"], paths: fixed("/student/loan-applications") },
  "student.loan-applications.$id.upload": { roles: ["student"], paths: (d) => [`/student/loan-applications/${d.loan.documentsNeeded}/upload`] },
  "student.universities._index": { roles: ["student"], paths: fixed("/student/universities") },
  "student.universities.$id.withdraw": { roles: ["student"], paths: (d) => [`/student/universities/${d.universityApplicationId}/withdraw`] },
  "student.documents._index": { roles: ["student"], paths: fixed("/student/documents") },
  "student.messages": { roles: ["student"], paths: fixed("/student/messages") },
  "student.payment-histories._index": { roles: ["student"], paths: fixed("/student/payment-histories") },
  "student.payment-histories.$id": { roles: ["student"], paths: (d) => [d.payment.paid, d.payment.pending].map((id) => `/student/payment-histories/${id}`) },

  "admin.students._index": { roles: STAFF, paths: fixed("/admin/students", `/admin/students?filters=${encodeURIComponent('{"counsellor":"unassigned"}')}`) },
  "admin.students.$id._index": { roles: STAFF, paths: (d) => [`/admin/students/${d.studentId}`] },
  "admin.students.$id.applications": { roles: STAFF, paths: (d) => [`/admin/students/${d.studentId}/applications`] },
  "admin.students.$id.checklist": { roles: STAFF, paths: (d) => [`/admin/students/${d.studentId}/checklist`] },
  "admin.conversations._index": { roles: STAFF, paths: fixed("/admin/conversations", `/admin/conversations?filters=${encodeURIComponent('{"counsellor":"everyone","unread":true}')}`) },
  "admin.conversations.$studentId": { roles: STAFF, paths: (d) => [`/admin/conversations/${d.studentId}`] },
  "admin.university-applications": { roles: STAFF, paths: fixed("/admin/university-applications", "/admin/university-applications?view=list") },
  "admin._index": { roles: STAFF, paths: fixed("/admin") },
  "admin.profile": { roles: EVERY_STAFF, paths: fixed("/admin/profile") },
  "profile.privacy": { roles: ["student", "admin"], paths: fixed("/profile/privacy") },
  "_auth.keep-my-account": { roles: ["visitor"], paths: fixed("/keep-my-account") },
  "admin.settings": { roles: ["admin"], paths: fixed("/admin/settings", "/admin/settings?tab=payment", "/admin/settings?tab=email", "/admin/settings?tab=policies", "/admin/settings?tab=checklists", "/admin/settings?tab=security") },
  "admin.sop-applications._index": { roles: STAFF, paths: fixed("/admin/sop-applications") },
  "admin.sop-applications.$id": { roles: STAFF, paths: (d) => [d.sop.pending, d.sop.inProgress, d.sop.completed].map((id) => `/admin/sop-applications/${id}`) },
  "admin.payment-histories": { roles: ["admin"], paths: fixed("/admin/payment-histories") },
  "admin.payment-histories.$id.refund": { roles: ["admin"], paths: (d) => [`/admin/payment-histories/${d.payment.paid}/refund`] },
  "admin.interview-applications": { roles: STAFF, paths: fixed("/admin/interview-applications") },
  "admin.speaking-mock-applications": { roles: STAFF, paths: fixed("/admin/speaking-mock-applications") },
  "admin.demo-class-applications": { roles: STAFF, paths: fixed("/admin/demo-class-applications") },
  "admin.free-counseling-applications": { roles: STAFF, paths: fixed("/admin/free-counseling-applications") },
  // The crawl student has no pending speaking mock or counseling session: those two confirmations go back to their list.
  "admin.interview-applications.$id.reject": { roles: STAFF, paths: (d) => [`/admin/interview-applications/${d.booking.pendingInterview}/reject`] },
  "admin.speaking-mock-applications.$id.reject": { roles: STAFF, paths: (d) => [`/admin/speaking-mock-applications/${d.booking.pendingSpeaking}/reject`] },
  "admin.demo-class-applications.$id.reject": { roles: STAFF, paths: (d) => [`/admin/demo-class-applications/${d.booking.pendingDemo}/reject`] },
  "admin.free-counseling-applications.$id.reject": { roles: STAFF, paths: (d) => [`/admin/free-counseling-applications/${d.booking.pendingCounseling}/reject`] },
  "admin.bookings.$id.assign": { roles: STAFF, paths: (d) => [`/admin/bookings/${d.booking.pendingInterview}/assign`] },
  "admin.bookings.$id.feedback": { roles: STAFF, paths: (d) => [`/admin/bookings/${d.booking.scheduledInterview}/feedback`] },
  "admin.bookings.$id.meeting-link": { roles: STAFF, paths: (d) => [`/admin/bookings/${d.booking.scheduledDemo}/meeting-link`] },
  "admin.bookings.$id.cancel": { roles: STAFF, paths: (d) => [`/admin/bookings/${d.booking.scheduledDemo}/cancel`] },
  "admin.bookings.$id.materials": { roles: STAFF, paths: (d) => [`/admin/bookings/${d.booking.scheduledDemo}/materials`] },
  "admin.bookings.$id.move": { roles: STAFF, paths: (d) => [`/admin/bookings/${d.booking.scheduledInterview}/move`] },
  "admin.bookings.$id.notes": { roles: STAFF, paths: (d) => [`/admin/bookings/${d.booking.completedCounselingWithoutNotes}/notes`] },
  "admin.loan-applications": { roles: STAFF, paths: fixed("/admin/loan-applications") },
  "admin.loan-applications.$id.bank": { roles: STAFF, paths: (d) => [`/admin/loan-applications/${d.loan.pending}/bank`] },
  "admin.loan-applications.$id.documents": { roles: STAFF, paths: (d) => [`/admin/loan-applications/${d.loan.pending}/documents`] },
  "admin.loan-applications.$id.request-documents": { roles: STAFF, paths: (d) => [`/admin/loan-applications/${d.loan.pending}/request-documents`] },
  "admin.loan-applications.$id.reject": { roles: STAFF, paths: (d) => [`/admin/loan-applications/${d.loan.pending}/reject`] },
  "admin.services": { roles: ["admin"], paths: fixed("/admin/services", "/admin/services?view=cards") },
  "admin.services.new": { roles: ["admin"], paths: fixed("/admin/services/new") },
  "admin.services.$id.edit": { roles: ["admin"], paths: (d) => [`/admin/services/${d.serviceIds[0]}/edit`] },
  "admin.services.$id.delete": { roles: ["admin"], paths: (d) => [`/admin/services/${d.serviceIds[0]}/delete`] },
  "admin.services.bulk-delete": { roles: ["admin"], paths: (d) => [`/admin/services/bulk-delete?${d.serviceIds.map((id) => `ids=${id}`).join("&")}`] },
  "admin.time-slots": { roles: STAFF, paths: fixed("/admin/time-slots", "/admin/time-slots?view=cards") },
  "admin.time-slots.new": { roles: STAFF, paths: fixed("/admin/time-slots/new") },
  "admin.time-slots.generate": { roles: STAFF, paths: fixed("/admin/time-slots/generate") },
  "admin.time-slots.$id.edit": { roles: STAFF, paths: (d) => [`/admin/time-slots/${d.slotIds[0]}/edit`] },
  "admin.time-slots.$id.delete": { roles: STAFF, paths: (d) => [`/admin/time-slots/${d.slotIds[0]}/delete`] },
  "admin.time-slots_.week": { roles: STAFF, paths: fixed("/admin/time-slots/week", "/admin/time-slots/week?service_type=interview") },
  "admin.time-slots_.week.$id.edit": { roles: STAFF, paths: (d) => [`/admin/time-slots/week/${d.slotIds[0]}/edit`] },
  "admin.time-slots.bulk-delete": { roles: STAFF, paths: (d) => [`/admin/time-slots/bulk-delete?${d.slotIds.map((id) => `ids=${id}`).join("&")}`] },
  "admin.messages._index": { roles: STAFF, paths: fixed("/admin/messages", `/admin/messages?filters=${encodeURIComponent('{"status":"answered"}')}`) },
  "admin.messages.$id": { roles: STAFF, paths: (d) => [`/admin/messages/${d.messageId}`] },
  "admin.inquiries._index": {
    roles: STAFF,
    paths: fixed("/admin/inquiries", "/admin/inquiries?view=cards", `/admin/inquiries?filters=${encodeURIComponent('{"service_type":"counseling","status":"contacted"}')}`),
  },
  "admin.inquiries.$id": { roles: STAFF, paths: (d) => [`/admin/inquiries/${d.inquiryId}`] },
  "admin.audit-log": {
    roles: ["admin"],
    paths: fixed("/admin/audit-log", "/admin/audit-log?view=cards", `/admin/audit-log?filters=${encodeURIComponent('{"entity_type":"inquiry"}')}`),
  },
  "admin.mail._index": { roles: ["admin"], paths: fixed("/admin/mail", `/admin/mail?filters=${encodeURIComponent('{"status":"failed"}')}`) },
  "admin.mail.$id": { roles: ["admin"], paths: (d) => [d.mail.kept, d.mail.failed].map((id) => `/admin/mail/${id}`) },
  "admin.notifications": { roles: EVERY_STAFF, paths: fixed("/admin/notifications") },
  "admin.content._index": { roles: CONTENT, paths: fixed("/admin/content") },
  "admin.content.articles._index": {
    roles: CONTENT,
    paths: fixed("/admin/content/articles", "/admin/content/articles?view=cards", `/admin/content/articles?filters=${encodeURIComponent('{"status":"draft","tag":"visa"}')}`),
  },
  "admin.content.articles.new": { roles: CONTENT, paths: fixed("/admin/content/articles/new") },
  "admin.content.articles.$id": { roles: CONTENT, paths: (d) => [`/admin/content/articles/${d.articleId}`] },
  "admin.content.articles.$id_.revisions": { roles: CONTENT, paths: (d) => [`/admin/content/articles/${d.articleId}/revisions`] },
  "admin.content.media._index": { roles: CONTENT, paths: fixed("/admin/content/media", "/admin/content/media?view=cards") },
  "admin.content.media.new": { roles: CONTENT, paths: fixed("/admin/content/media/new") },
  "admin.content.media.$id": { roles: CONTENT, paths: (d) => [`/admin/content/media/${d.media.imageId}`] },
  "admin.content.gallery._index": { roles: CONTENT, paths: fixed("/admin/content/gallery") },
  "admin.content.gallery.new": { roles: CONTENT, paths: fixed("/admin/content/gallery/new") },
  "admin.content.gallery.$id": { roles: CONTENT, paths: (d) => [`/admin/content/gallery/${d.media.albumId}`] },
  "admin.content.site._index": { roles: CONTENT, paths: fixed("/admin/content/site") },
  "admin.content.site.$block": { roles: CONTENT, paths: fixed("/admin/content/site/home", "/admin/content/site/about", "/admin/content/site/hours", "/admin/content/site/announcement") },
  "admin.content.legal._index": { roles: CONTENT, paths: fixed("/admin/content/legal") },
  "admin.content.legal.$kind": { roles: CONTENT, paths: fixed("/admin/content/legal/terms", "/admin/content/legal/terms_of_use", "/admin/content/legal/privacy") },
  "_public.blog.preview.$id": { roles: CONTENT, paths: (d) => [`/blog/preview/${d.articleId}`] },
  "admin.content.faqs._index": { roles: CONTENT, paths: fixed("/admin/content/faqs", `/admin/content/faqs?filters=${encodeURIComponent('{"category":"general"}')}`) },
  "admin.content.faqs.new": { roles: CONTENT, paths: fixed("/admin/content/faqs/new") },
  "admin.content.faqs.$id": { roles: CONTENT, paths: (d) => [`/admin/content/faqs/${d.careers.faqId}`] },
  "admin.content.faqs.$id_.revisions": { roles: CONTENT, paths: (d) => [`/admin/content/faqs/${d.careers.faqId}/revisions`] },
  "admin.content.careers._index": { roles: CONTENT, paths: fixed("/admin/content/careers", `/admin/content/careers?filters=${encodeURIComponent('{"status":"open"}')}`) },
  "admin.content.careers.new": { roles: CONTENT, paths: fixed("/admin/content/careers/new") },
  "admin.content.careers.$id": { roles: CONTENT, paths: (d) => [`/admin/content/careers/${d.careers.openingId}`] },
  "admin.content.careers.$id_.revisions": { roles: CONTENT, paths: (d) => [`/admin/content/careers/${d.careers.openingId}/revisions`] },
  "admin.content.team._index": { roles: CONTENT, paths: fixed("/admin/content/team", "/admin/content/team?view=cards") },
  "admin.content.team.new": { roles: CONTENT, paths: fixed("/admin/content/team/new") },
  "admin.content.team.$id": { roles: CONTENT, paths: (d) => [`/admin/content/team/${d.people.memberId}`] },
  "admin.content.team.$id_.revisions": { roles: CONTENT, paths: (d) => [`/admin/content/team/${d.people.memberId}/revisions`] },
  "admin.content.testimonials._index": { roles: CONTENT, paths: fixed("/admin/content/testimonials", `/admin/content/testimonials?filters=${encodeURIComponent('{"status":"pending"}')}`) },
  "admin.content.testimonials.new": { roles: CONTENT, paths: fixed("/admin/content/testimonials/new") },
  "admin.content.testimonials.$id": { roles: CONTENT, paths: (d) => [`/admin/content/testimonials/${d.people.testimonialId}`] },
  "admin.content.testimonials.$id_.revisions": { roles: CONTENT, paths: (d) => [`/admin/content/testimonials/${d.people.testimonialId}/revisions`] },
  "admin.content.careers.applications._index": { roles: CONTENT, paths: fixed("/admin/content/careers/applications", "/admin/content/careers/applications?view=cards") },
  "admin.users._index": { roles: ["admin"], paths: fixed("/admin/users", `/admin/users?filters=${encodeURIComponent('{"role":"student","state":"disabled"}')}`, "/admin/users?view=cards") },
  "admin.users.new": { roles: ["admin"], paths: fixed("/admin/users/new") },
  "admin.users.$id": { roles: ["admin"], paths: (d) => [`/admin/users/${d.studentId}`, `/admin/users/${d.adminId}`] },
  "admin.users.$id.disable": { roles: ["admin"], paths: (d) => [`/admin/users/${d.studentId}/disable`] },
  "admin.inquiries.$id.convert": { roles: STAFF, paths: (d) => [`/admin/inquiries/${d.inquiryId}/convert`] },
};
