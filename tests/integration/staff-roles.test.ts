import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, test } from "vitest";
import type { NoticeContent } from "~/domain/mail";
import { notificationTextIn } from "~/features/notifications/notification-text.server";
import { inviteStaff } from "~/models/account-invitation.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { changeUserRole } from "~/models/user-admin.server";
import * as adminLayout from "~/routes/admin";
import * as dashboard from "~/routes/admin._index";
import * as auditLog from "~/routes/admin.audit-log";
import * as adminDocument from "~/routes/admin.documents.$id";
import * as inquiryPage from "~/routes/admin.inquiries.$id/route";
import * as inquiryList from "~/routes/admin.inquiries._index";
import * as loanDocuments from "~/routes/admin.loan-applications.$id.documents";
import * as loanList from "~/routes/admin.loan-applications";
import * as loanExport from "~/routes/admin.loan-applications_.export[.csv]";
import * as mailPage from "~/routes/admin.mail.$id/route";
import * as mailHtml from "~/routes/admin.mail.$id_.html";
import * as mailList from "~/routes/admin.mail._index";
import * as messagePage from "~/routes/admin.messages.$id/route";
import * as messageList from "~/routes/admin.messages._index";
import * as notifications from "~/routes/admin.notifications";
import * as refundPage from "~/routes/admin.payment-histories.$id.refund/route";
import * as paymentList from "~/routes/admin.payment-histories";
import * as paymentInvoice from "~/routes/admin.payment-histories_.$id.invoice[.pdf]";
import * as paymentExport from "~/routes/admin.payment-histories_.export[.csv]";
import * as profile from "~/routes/admin.profile/route";
import * as serviceDelete from "~/routes/admin.services.$id.delete";
import * as serviceEdit from "~/routes/admin.services.$id.edit";
import * as serviceBulkDelete from "~/routes/admin.services.bulk-delete";
import * as serviceNew from "~/routes/admin.services.new";
import * as serviceList from "~/routes/admin.services";
import * as settings from "~/routes/admin.settings/route";
import * as sopPage from "~/routes/admin.sop-applications.$id/route";
import * as sopList from "~/routes/admin.sop-applications._index";
import * as caseLayout from "~/routes/admin.students.$id";
import * as caseOverview from "~/routes/admin.students.$id._index/route";
import * as studentList from "~/routes/admin.students._index";
import * as timeSlotGenerate from "~/routes/admin.time-slots.generate";
import * as timeSlotNew from "~/routes/admin.time-slots.new";
import * as timeSlotList from "~/routes/admin.time-slots";
import * as timeSlotWeek from "~/routes/admin.time-slots_.week";
import * as userDisable from "~/routes/admin.users.$id.disable";
import * as userPage from "~/routes/admin.users.$id/route";
import * as userList from "~/routes/admin.users._index";
import * as userNew from "~/routes/admin.users.new/route";
import * as contentLayout from "~/routes/admin.content";
import * as contentOverview from "~/routes/admin.content._index";
import * as contentPreview from "~/routes/admin.content.preview";
import * as articleList from "~/routes/admin.content.articles._index";
import * as articleNew from "~/routes/admin.content.articles.new";
import * as articleEdit from "~/routes/admin.content.articles.$id";
import * as articleRevisions from "~/routes/admin.content.articles.$id_.revisions";
import * as faqList from "~/routes/admin.content.faqs._index";
import * as faqNew from "~/routes/admin.content.faqs.new";
import * as faqEdit from "~/routes/admin.content.faqs.$id";
import * as faqRevisions from "~/routes/admin.content.faqs.$id_.revisions";
import * as openingList from "~/routes/admin.content.careers._index";
import * as openingNew from "~/routes/admin.content.careers.new";
import * as openingEdit from "~/routes/admin.content.careers.$id";
import * as openingRevisions from "~/routes/admin.content.careers.$id_.revisions";
import * as applicationList from "~/routes/admin.content.careers.applications._index";
import * as applicationCv from "~/routes/admin.content.careers.applications.$id.cv";
import * as mediaList from "~/routes/admin.content.media._index";
import * as mediaNew from "~/routes/admin.content.media.new";
import * as mediaImage from "~/routes/admin.content.media.$id";
import * as mediaInsert from "~/routes/admin.content.media.insert";
import * as galleryList from "~/routes/admin.content.gallery._index";
import * as galleryNew from "~/routes/admin.content.gallery.new";
import * as galleryAlbum from "~/routes/admin.content.gallery.$id";
import * as teamList from "~/routes/admin.content.team._index";
import * as teamNew from "~/routes/admin.content.team.new";
import * as teamEdit from "~/routes/admin.content.team.$id";
import * as teamRevisions from "~/routes/admin.content.team.$id_.revisions";
import * as testimonialList from "~/routes/admin.content.testimonials._index";
import * as testimonialNew from "~/routes/admin.content.testimonials.new";
import * as testimonialEdit from "~/routes/admin.content.testimonials.$id";
import * as testimonialRevisions from "~/routes/admin.content.testimonials.$id_.revisions";
import * as legalList from "~/routes/admin.content.legal._index";
import * as legalEdit from "~/routes/admin.content.legal.$kind";
import { createTeamMember } from "~/models/team-member.server";
import { createTestimonial } from "~/models/testimonial.server";
import { createArticle } from "~/models/article.server";
import { createGalleryAlbum } from "~/models/gallery.server";
import { createFaq } from "~/models/faq.server";
import { submitJobApplication } from "~/models/job-application.server";
import { createOpening } from "~/models/job-opening.server";
import * as sessionList from "~/shared-routes/admin-booking-list";
import { ADMIN_BOOKING_PAGES } from "~/domain/admin-lists";
import { SERVICE_TYPES } from "~/domain/service-types";
import { db } from "~/utils/db.server";
import { storeBytes } from "~/utils/uploads.server";
import { runDir } from "../setup/paths";
import { freshDatabase } from "../setup/test-database";
import { createLoan, createPayment, createSop } from "../support/fixtures/applications";
import { pendingBooking } from "../support/fixtures/bookings";
import { addLibraryImage } from "../support/fixtures/images";
import { PDF, pdfFile } from "../support/fixtures/files";
import { seedCatalogue, seedServices, uniqueTag } from "../support/fixtures/catalogue";
import { callRoute, csvLines, expectRedirect, type RouteHandler } from "../support/routes";
import { createTestUser, signedInUser, uniqueEmail, type SignedInUser } from "../support/users";

beforeAll(seedCatalogue);

type Endpoint = { name: string; handler: RouteHandler; path: string; params?: Record<string, string>; form?: Record<string, string> };

let admin: SignedInUser;
let counsellor: SignedInUser;
let student: SignedInUser;
let editor: SignedInUser;
let ids: {
  sop: number;
  loan: number;
  payment: number;
  booking: number;
  document: number;
  inquiry: number;
  message: number;
  mail: number;
  service: number;
  article: number;
  faq: number;
  opening: number;
  application: number;
};

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  counsellor = await signedInUser("counsellor", "Kiran Counsellor");
  student = await signedInUser("student", "Nima Sherpa");
  editor = await signedInUser("editor", "Esha Editor");
  const sop = await createSop(student.user.id);
  const loan = await createLoan(student.user.id);
  const payment = await createPayment(student.user.id);
  const { booking } = await pendingBooking(student.user.id, "interview");
  const stored = await storeBytes(PDF, "guard.pdf", "pdf");
  const document = await db.document.create({
    data: { ownerId: student.user.id, kind: "sop_draft", originalName: "guard.pdf", mimeType: "application/pdf", sizeBytes: PDF.length, storageKey: stored.storageKey, sopApplicationId: sop.id },
  });
  const inquiry = await db.inquiry.create({ data: { serviceType: "sop", serviceName: "SOP", fullName: "Ina Quiry", email: uniqueEmail("inquiry"), phone: "9800000000", country: "Nepal" } });
  const message = await db.contactMessage.create({ data: { name: "Con Tact", email: uniqueEmail("contact"), subject: "Hello", message: "A question" } });
  const invited = await inviteStaff({ adminId: admin.user.id, name: "Mail Target", email: uniqueEmail("mail-target"), role: "counsellor" });
  const mail = await db.mail.findFirstOrThrow({ where: { userId: invited.id } });
  const [service] = await seedServices(uniqueTag("guard"), [{ name: "Guarded" }]);
  const article = await createArticle(
    { title: "Guarded article", slug: uniqueTag("guarded").toLowerCase().replace(/[^a-z0-9]+/g, "-"), excerpt: "", body: "Body", tags: "", coverImageId: null, coverAlt: "", seoTitle: "", seoDescription: "", authorId: null },
    admin.user.id,
  );
  const faq = await createFaq({ question: "Guarded question?", answer: "An answer.", category: "general", position: null, visible: true }, admin.user.id);
  const opening = await createOpening(
    { title: "Guarded opening", slug: "", location: "Remote", employmentType: "contract", description: "A role.", closesOn: null, status: "open" },
    admin.user.id,
  );
  const application = await submitJobApplication({ openingId: opening.id, name: "Appli Cant", email: uniqueEmail("applicant"), phone: "9800000000", coverNote: "", cv: { file: pdfFile("cv.pdf"), type: "pdf" } });
  ids = {
    sop: sop.id,
    loan: loan.id,
    payment: payment.id,
    booking: booking.id,
    document: document.id,
    inquiry: inquiry.id,
    message: message.id,
    mail: mail.id,
    service: service.id,
    article: article.id,
    faq: faq.id,
    opening: opening.id,
    application: application.id,
  };
});

/** Every loader and action of the admin-only areas: settings, users and roles, mail, audit log, payments, catalogue. */
function adminOnly(): Endpoint[] {
  const user = { id: String(student.user.id) };
  const mail = { id: String(ids.mail) };
  const payment = { id: String(ids.payment) };
  const service = { id: String(ids.service) };
  return [
    { name: "settings", handler: settings.loader, path: "/admin/settings" },
    { name: "settings action", handler: settings.action, path: "/admin/settings", form: { intent: "general", siteName: "Taken Over" } },
    { name: "users", handler: userList.loader, path: "/admin/users" },
    { name: "user", handler: userPage.loader, path: `/admin/users/${user.id}`, params: user },
    { name: "user role action", handler: userPage.action, path: `/admin/users/${user.id}`, params: user, form: { intent: "role", role: "admin" } },
    { name: "user disable", handler: userDisable.loader, path: `/admin/users/${user.id}/disable`, params: user },
    { name: "user disable action", handler: userDisable.action, path: `/admin/users/${user.id}/disable`, params: user, form: {} },
    { name: "staff invitation", handler: userNew.loader, path: "/admin/users/new" },
    { name: "staff invitation action", handler: userNew.action, path: "/admin/users/new", form: { name: "Sneaky", email: uniqueEmail("sneaky"), role: "admin" } },
    { name: "mail", handler: mailList.loader, path: "/admin/mail" },
    { name: "mail detail", handler: mailPage.loader, path: `/admin/mail/${mail.id}`, params: mail },
    { name: "mail retry", handler: mailPage.action, path: `/admin/mail/${mail.id}`, params: mail, form: { intent: "retry" } },
    { name: "mail html", handler: mailHtml.loader, path: `/admin/mail/${mail.id}/html`, params: mail },
    { name: "audit log", handler: auditLog.loader, path: "/admin/audit-log" },
    { name: "payments", handler: paymentList.loader, path: "/admin/payment-histories" },
    { name: "payments action", handler: paymentList.action, path: "/admin/payment-histories", form: { intent: "mark_paid", id: payment.id } },
    { name: "refund", handler: refundPage.loader, path: `/admin/payment-histories/${payment.id}/refund`, params: payment },
    { name: "refund action", handler: refundPage.action, path: `/admin/payment-histories/${payment.id}/refund`, params: payment, form: { amount: "1.00", reason: "x" } },
    { name: "invoice", handler: paymentInvoice.loader, path: `/admin/payment-histories/${payment.id}/invoice.pdf`, params: payment },
    { name: "payments export", handler: paymentExport.loader, path: "/admin/payment-histories/export.csv" },
    { name: "services", handler: serviceList.loader, path: "/admin/services" },
    { name: "service new", handler: serviceNew.loader, path: "/admin/services/new" },
    { name: "service new action", handler: serviceNew.action, path: "/admin/services/new", form: { name: "Sneaky", description: "", price: "10" } },
    { name: "service edit", handler: serviceEdit.loader, path: `/admin/services/${service.id}/edit`, params: service },
    { name: "service edit action", handler: serviceEdit.action, path: `/admin/services/${service.id}/edit`, params: service, form: { name: "Sneaky", description: "", price: "10" } },
    { name: "service delete", handler: serviceDelete.loader, path: `/admin/services/${service.id}/delete`, params: service },
    { name: "service delete action", handler: serviceDelete.action, path: `/admin/services/${service.id}/delete`, params: service, form: {} },
    { name: "services bulk delete", handler: serviceBulkDelete.loader, path: `/admin/services/bulk-delete?ids=${service.id}` },
    { name: "services bulk delete action", handler: serviceBulkDelete.action, path: "/admin/services/bulk-delete", form: { ids: service.id } },
  ];
}

/** The case work's pages: a counsellor opens every one of them. */
function caseWork(): Endpoint[] {
  const of = (id: number) => ({ id: String(id) });
  return [
    { name: "admin shell", handler: adminLayout.loader, path: "/admin" },
    { name: "dashboard", handler: dashboard.loader, path: "/admin" },
    { name: "profile", handler: profile.loader, path: "/admin/profile" },
    { name: "notifications", handler: notifications.loader, path: "/admin/notifications" },
    { name: "students", handler: studentList.loader, path: "/admin/students" },
    { name: "case", handler: caseLayout.loader, path: `/admin/students/${student.user.id}`, params: of(student.user.id) },
    { name: "case overview", handler: caseOverview.loader, path: `/admin/students/${student.user.id}`, params: of(student.user.id) },
    { name: "SOP list", handler: sopList.loader, path: "/admin/sop-applications" },
    { name: "SOP review", handler: sopPage.loader, path: `/admin/sop-applications/${ids.sop}`, params: of(ids.sop) },
    { name: "interviews", handler: sessionList.loader, path: "/admin/interview-applications" },
    { name: "speaking", handler: sessionList.loader, path: "/admin/speaking-mock-applications" },
    { name: "demo classes", handler: sessionList.loader, path: "/admin/demo-class-applications" },
    { name: "counseling", handler: sessionList.loader, path: "/admin/free-counseling-applications" },
    { name: "loans", handler: loanList.loader, path: "/admin/loan-applications" },
    { name: "loan documents", handler: loanDocuments.loader, path: `/admin/loan-applications/${ids.loan}/documents`, params: of(ids.loan) },
    { name: "loans export", handler: loanExport.loader, path: "/admin/loan-applications/export.csv" },
    { name: "inquiries", handler: inquiryList.loader, path: "/admin/inquiries" },
    { name: "inquiry", handler: inquiryPage.loader, path: `/admin/inquiries/${ids.inquiry}`, params: of(ids.inquiry) },
    { name: "contact inbox", handler: messageList.loader, path: "/admin/messages" },
    { name: "contact message", handler: messagePage.loader, path: `/admin/messages/${ids.message}`, params: of(ids.message) },
    { name: "time slots", handler: timeSlotList.loader, path: "/admin/time-slots" },
    { name: "time slots week", handler: timeSlotWeek.loader, path: "/admin/time-slots/week" },
    { name: "new time slot", handler: timeSlotNew.loader, path: "/admin/time-slots/new" },
    { name: "generate time slots", handler: timeSlotGenerate.loader, path: "/admin/time-slots/generate" },
    { name: "document download", handler: adminDocument.loader, path: `/admin/documents/${ids.document}`, params: of(ids.document) },
  ];
}

/** The content area's loaders and actions: admins and editors only. */
function content(): Endpoint[] {
  const article = { id: String(ids.article) };
  return [
    { name: "content layout", handler: contentLayout.loader, path: "/admin/content" },
    { name: "content overview", handler: contentOverview.loader, path: "/admin/content" },
    { name: "articles", handler: articleList.loader, path: "/admin/content/articles" },
    { name: "new article", handler: articleNew.loader, path: "/admin/content/articles/new" },
    { name: "article", handler: articleEdit.loader, path: `/admin/content/articles/${article.id}`, params: article },
    { name: "revisions", handler: articleRevisions.loader, path: `/admin/content/articles/${article.id}/revisions`, params: article },
    { name: "preview action", handler: contentPreview.action, path: "/admin/content/preview", form: { body: "# Hi" } },
    { name: "new article action", handler: articleNew.action, path: "/admin/content/articles/new", form: { intent: "save", title: "Sneaky", body: "x" } },
    { name: "article action", handler: articleEdit.action, path: `/admin/content/articles/${article.id}`, params: article, form: { intent: "archive" } },
    { name: "revisions action", handler: articleRevisions.action, path: `/admin/content/articles/${article.id}/revisions`, params: article, form: { revisionId: "1" } },
    { name: "legal pages", handler: legalList.loader, path: "/admin/content/legal" },
    { name: "legal page", handler: legalEdit.loader, path: "/admin/content/legal/terms", params: { kind: "terms" } },
    { name: "legal page action", handler: legalEdit.action, path: "/admin/content/legal/terms", params: { kind: "terms" }, form: { intent: "publish", body: "Taken over.", summary: "" } },
    ...careersAndFaqs(),
    ...mediaAndGallery(),
    ...teamAndTestimonials(),
  ];
}

/** A shown team member and a shown testimonial, for their pages. */
let peopleIds: { member: number; testimonial: number };

beforeAll(async () => {
  const member = await createTeamMember({ name: "Guarded Member", title: "Counselor", bio: "", photoId: null, photoAlt: "", position: null, visible: true, userId: null }, admin.user.id);
  const testimonial = await createTestimonial({
    input: { name: "Guarded Student", destination: "Canada", university: "UBC", quote: "Great help.", rating: 5, position: null, photoId: null, photoAlt: "" },
    status: "shown",
    editorId: admin.user.id,
  });
  peopleIds = { member: member.id, testimonial: testimonial.id };
});

/** The team's and the testimonials' loaders and actions, in the content area. */
function teamAndTestimonials(): Endpoint[] {
  const member = { id: String(peopleIds.member) };
  const testimonial = { id: String(peopleIds.testimonial) };
  const memberForm = { intent: "save", name: "Sneaky", title: "Taken over", bio: "", photoId: "", photoAlt: "", position: "", visible: "on", userId: "" };
  const testimonialForm = { intent: "save", name: "Sneaky", destination: "Canada", university: "UBC", quote: "Taken over.", rating: "1", photoId: "", photoAlt: "", position: "", status: "shown" };
  return [
    { name: "team", handler: teamList.loader, path: "/admin/content/team" },
    { name: "new team member", handler: teamNew.loader, path: "/admin/content/team/new" },
    { name: "team member", handler: teamEdit.loader, path: `/admin/content/team/${member.id}`, params: member },
    { name: "team member revisions", handler: teamRevisions.loader, path: `/admin/content/team/${member.id}/revisions`, params: member },
    { name: "testimonials", handler: testimonialList.loader, path: "/admin/content/testimonials" },
    { name: "new testimonial", handler: testimonialNew.loader, path: "/admin/content/testimonials/new" },
    { name: "testimonial", handler: testimonialEdit.loader, path: `/admin/content/testimonials/${testimonial.id}`, params: testimonial },
    { name: "testimonial revisions", handler: testimonialRevisions.loader, path: `/admin/content/testimonials/${testimonial.id}/revisions`, params: testimonial },
    { name: "team list action", handler: teamList.action, path: "/admin/content/team?index", form: { intent: "hide", id: member.id } },
    { name: "new team member action", handler: teamNew.action, path: "/admin/content/team/new", form: memberForm },
    { name: "team member action", handler: teamEdit.action, path: `/admin/content/team/${member.id}`, params: member, form: memberForm },
    { name: "team member revisions action", handler: teamRevisions.action, path: `/admin/content/team/${member.id}/revisions`, params: member, form: { revisionId: "1" } },
    { name: "testimonial list action", handler: testimonialList.action, path: "/admin/content/testimonials?index", form: { intent: "hide", id: testimonial.id } },
    { name: "new testimonial action", handler: testimonialNew.action, path: "/admin/content/testimonials/new", form: testimonialForm },
    { name: "testimonial action", handler: testimonialEdit.action, path: `/admin/content/testimonials/${testimonial.id}`, params: testimonial, form: testimonialForm },
    { name: "testimonial review action", handler: testimonialEdit.action, path: `/admin/content/testimonials/${testimonial.id}`, params: testimonial, form: { intent: "hide" } },
    { name: "testimonial revisions action", handler: testimonialRevisions.action, path: `/admin/content/testimonials/${testimonial.id}/revisions`, params: testimonial, form: { revisionId: "1" } },
  ];
}

/** An image of the media library and an album of the gallery, for their pages. */
let mediaIds: { image: number; album: number };

beforeAll(async () => {
  const image = await addLibraryImage({ width: 400, height: 300 });
  const album = await createGalleryAlbum({ title: "Guarded album", slug: uniqueTag("guarded-album-").toLowerCase(), description: "", titleNe: null, descriptionNe: null, position: null, visible: true }, admin.user.id);
  mediaIds = { image: image.id, album: album.id };
});

/** The media library's and the gallery's loaders and actions, in the content area. */
function mediaAndGallery(): Endpoint[] {
  const image = { id: String(mediaIds.image) };
  const album = { id: String(mediaIds.album) };
  const albumForm = { intent: "album", title: "Sneaky", slug: "", description: "", position: "", visible: "on" };
  return [
    { name: "media library", handler: mediaList.loader, path: "/admin/content/media" },
    { name: "upload an image", handler: mediaNew.loader, path: "/admin/content/media/new" },
    { name: "image", handler: mediaImage.loader, path: `/admin/content/media/${image.id}`, params: image },
    { name: "albums", handler: galleryList.loader, path: "/admin/content/gallery" },
    { name: "new album", handler: galleryNew.loader, path: "/admin/content/gallery/new" },
    { name: "album", handler: galleryAlbum.loader, path: `/admin/content/gallery/${album.id}`, params: album },
    { name: "upload action", handler: mediaNew.action, path: "/admin/content/media/new", form: { alt: "Sneaky" } },
    { name: "image alt action", handler: mediaImage.action, path: `/admin/content/media/${image.id}`, params: image, form: { intent: "alt", alt: "Sneaky" } },
    { name: "image delete action", handler: mediaImage.action, path: `/admin/content/media/${image.id}`, params: image, form: { intent: "delete" } },
    { name: "insert image action", handler: mediaInsert.action, path: "/admin/content/media/insert", form: { alt: "Sneaky" } },
    { name: "new album action", handler: galleryNew.action, path: "/admin/content/gallery/new", form: albumForm },
    { name: "album action", handler: galleryAlbum.action, path: `/admin/content/gallery/${album.id}`, params: album, form: albumForm },
  ];
}

/** The FAQs' and the careers' loaders and actions, in the content area. */
function careersAndFaqs(): Endpoint[] {
  const faq = { id: String(ids.faq) };
  const opening = { id: String(ids.opening) };
  const application = { id: String(ids.application) };
  const faqForm = { question: "Sneaky?", answer: "Taken over.", category: "general", position: "1", visible: "on" };
  const openingForm = { title: "Sneaky", slug: "", location: "Remote", employmentType: "contract", description: "Taken over.", closesOn: "", status: "open" };
  return [
    { name: "faqs", handler: faqList.loader, path: "/admin/content/faqs" },
    { name: "new faq", handler: faqNew.loader, path: "/admin/content/faqs/new" },
    { name: "faq", handler: faqEdit.loader, path: `/admin/content/faqs/${faq.id}`, params: faq },
    { name: "faq revisions", handler: faqRevisions.loader, path: `/admin/content/faqs/${faq.id}/revisions`, params: faq },
    { name: "openings", handler: openingList.loader, path: "/admin/content/careers" },
    { name: "new opening", handler: openingNew.loader, path: "/admin/content/careers/new" },
    { name: "opening", handler: openingEdit.loader, path: `/admin/content/careers/${opening.id}`, params: opening },
    { name: "opening revisions", handler: openingRevisions.loader, path: `/admin/content/careers/${opening.id}/revisions`, params: opening },
    { name: "job applications", handler: applicationList.loader, path: "/admin/content/careers/applications" },
    { name: "CV download", handler: applicationCv.loader, path: `/admin/content/careers/applications/${application.id}/cv`, params: application },
    { name: "new faq action", handler: faqNew.action, path: "/admin/content/faqs/new", form: faqForm },
    { name: "faq action", handler: faqEdit.action, path: `/admin/content/faqs/${faq.id}`, params: faq, form: faqForm },
    { name: "faq revisions action", handler: faqRevisions.action, path: `/admin/content/faqs/${faq.id}/revisions`, params: faq, form: { revisionId: "1" } },
    { name: "new opening action", handler: openingNew.action, path: "/admin/content/careers/new", form: openingForm },
    { name: "opening action", handler: openingEdit.action, path: `/admin/content/careers/${opening.id}`, params: opening, form: openingForm },
    { name: "opening revisions action", handler: openingRevisions.action, path: `/admin/content/careers/${opening.id}/revisions`, params: opening, form: { revisionId: "1" } },
  ];
}

/** The admin area's own pages every staff member opens: its shell, their profile and notifications. */
const EVERY_STAFF_MEMBER = ["admin shell", "profile", "notifications"];

async function snapshot() {
  return Promise.all([
    db.user.findMany({ orderBy: { id: "asc" }, select: { id: true, role: true, disabledAt: true, counsellorId: true } }),
    db.setting.findMany({ orderBy: { key: "asc" } }),
    db.service.findMany({ orderBy: { id: "asc" } }),
    db.payment.findMany({ orderBy: { id: "asc" } }),
    db.mail.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true } }),
    db.auditLog.count(),
    db.article.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, title: true } }),
    db.faq.findMany({ orderBy: { id: "asc" }, select: { id: true, question: true, visible: true } }),
    db.jobOpening.findMany({ orderBy: { id: "asc" }, select: { id: true, title: true, status: true } }),
    db.mediaImage.findMany({ orderBy: { id: "asc" }, select: { id: true, alt: true } }),
    db.teamMember.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, visible: true } }),
    db.testimonial.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, status: true } }),
    db.galleryAlbum.findMany({ orderBy: { id: "asc" }, select: { id: true, title: true, visible: true } }),
    db.legalDocument.findMany({ orderBy: { id: "asc" }, select: { id: true, version: true, publishedAt: true } }),
  ]);
}

describe("a counsellor in the admin area", () => {
  test("is refused every admin-only loader and action with 403, and nothing changes", async () => {
    const before = await snapshot();
    for (const endpoint of adminOnly()) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: counsellor.cookie, params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: answer.status }).toEqual({ name: endpoint.name, status: 403 });
    }
    expect(await snapshot()).toEqual(before);
  });

  test("an admin still gets past the guard of every admin-only page", async () => {
    // what follows the guard differs (a queued mail has no HTML yet, a pending payment offers no refund): never 403
    for (const endpoint of adminOnly().filter((row) => !row.form)) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: admin.cookie, params: endpoint.params });
      expect({ name: endpoint.name, status: answer.status }).not.toEqual({ name: endpoint.name, status: 403 });
    }
  });

  test("opens every case-work page", async () => {
    for (const endpoint of caseWork()) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: counsellor.cookie, params: endpoint.params });
      expect({ name: endpoint.name, status: answer.status }).toEqual({ name: endpoint.name, status: 200 });
    }
  });

  test("works the cases: starts an SOP review and assigns an inquiry", async () => {
    const review = await callRoute(sopPage.action, `/admin/sop-applications/${ids.sop}`, { cookie: counsellor.cookie, params: { id: String(ids.sop) }, form: { intent: "start_review" } });
    expect(review.status).toBe(302);
    expect(review.toast?.type).toBe("success");
    expect((await db.sopApplication.findUniqueOrThrow({ where: { id: ids.sop } })).status).toBe("in_progress");

    const assign = await callRoute(inquiryPage.action, `/admin/inquiries/${ids.inquiry}`, {
      cookie: counsellor.cookie,
      params: { id: String(ids.inquiry) },
      form: { intent: "assign", assigneeId: String(admin.user.id) },
    });
    expect(assign.status).toBe(302);
    expect((await db.inquiry.findUniqueOrThrow({ where: { id: ids.inquiry } })).assigneeId).toBe(admin.user.id);
  });

  test("is refused the content area with 403, and nothing changes", async () => {
    const before = await snapshot();
    for (const endpoint of content()) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: counsellor.cookie, params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: answer.status }).toEqual({ name: endpoint.name, status: 403 });
    }
    expect(await snapshot()).toEqual(before);
  });

  test("a student is sent to /student from the case pages and the content area", async () => {
    for (const endpoint of [...caseWork(), ...adminOnly(), ...content()]) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: student.cookie, params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: answer.status, location: answer.location }).toEqual({ name: endpoint.name, status: 302, location: "/student" });
    }
  });
});

describe("an editor in the admin area", () => {
  test("opens the content area, the shell, their profile and notifications; the dashboard leads to the content", async () => {
    for (const endpoint of [...content().filter((row) => !row.form), ...caseWork().filter((row) => EVERY_STAFF_MEMBER.includes(row.name))]) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: editor.cookie, params: endpoint.params });
      expect({ name: endpoint.name, status: answer.status }).toEqual({ name: endpoint.name, status: 200 });
    }
    const home = await callRoute(dashboard.loader, "/admin", { cookie: editor.cookie });
    expect({ status: home.status, location: home.location }).toEqual({ status: 302, location: "/admin/content" });
  });

  test("is refused every case-work and admin-only loader and action with 403, and nothing changes", async () => {
    const before = await snapshot();
    const refused = [...caseWork().filter((row) => !EVERY_STAFF_MEMBER.includes(row.name) && row.name !== "dashboard"), ...adminOnly()];
    for (const endpoint of refused) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: editor.cookie, params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: answer.status }).toEqual({ name: endpoint.name, status: 403 });
    }
    const review = await callRoute(sopPage.action, `/admin/sop-applications/${ids.sop}`, { cookie: editor.cookie, params: { id: String(ids.sop) }, form: { intent: "start_review" } });
    expect(review.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  test("is never given case work: not among the staff a record or a student can be assigned to", async () => {
    const assign = await callRoute(inquiryPage.action, `/admin/inquiries/${ids.inquiry}`, {
      cookie: admin.cookie,
      params: { id: String(ids.inquiry) },
      form: { intent: "assign", assigneeId: String(editor.user.id) },
    });
    expect(assign.status).not.toBe(302);
    expect((await db.inquiry.findUniqueOrThrow({ where: { id: ids.inquiry } })).assigneeId).not.toBe(editor.user.id);
    const page = await callRoute(inquiryPage.loader, `/admin/inquiries/${ids.inquiry}`, { cookie: admin.cookie, params: { id: String(ids.inquiry) } });
    expect(JSON.stringify(page.body)).not.toContain("Esha Editor");
  });

  test("an admin opens the content area too", async () => {
    for (const endpoint of content().filter((row) => !row.form)) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: admin.cookie, params: endpoint.params });
      expect({ name: endpoint.name, status: answer.status }).toEqual({ name: endpoint.name, status: 200 });
    }
  });
});

describe("the students list", () => {
  test("a counsellor starts on their own students and may choose unassigned or everyone; an admin starts on everyone", async () => {
    const tag = uniqueTag("listed");
    const mine = await createTestUser("student", `${tag} Mine`);
    const nobodys = await createTestUser("student", `${tag} Nobodys`);
    const others = await createTestUser("student", `${tag} Others`);
    await db.user.update({ where: { id: mine.id }, data: { counsellorId: counsellor.user.id } });
    await db.user.update({ where: { id: others.id }, data: { counsellorId: admin.user.id } });
    const names = async (cookie: string, filter?: string) => {
      const search = new URLSearchParams({ search_keyword: tag, ...(filter ? { filters: JSON.stringify({ counsellor: filter }) } : {}) });
      const answer = await callRoute(studentList.loader, `/admin/students?${search}`, { cookie });
      expect(answer.status).toBe(200);
      return (answer.body as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
    };
    expect(await names(counsellor.cookie)).toEqual([`${tag} Mine`]);
    expect(await names(counsellor.cookie, "unassigned")).toEqual([`${tag} Nobodys`]);
    expect(await names(counsellor.cookie, "everyone")).toEqual([`${tag} Mine`, `${tag} Nobodys`, `${tag} Others`]);
    expect(await names(admin.cookie)).toEqual([`${tag} Mine`, `${tag} Nobodys`, `${tag} Others`]);
    expect(await names(admin.cookie, "mine")).toEqual([`${tag} Others`]);
    // the search reaches the e-mail too
    const byEmail = await callRoute(studentList.loader, `/admin/students?${new URLSearchParams({ search_keyword: nobodys.email, filters: JSON.stringify({ counsellor: "everyone" }) })}`, {
      cookie: counsellor.cookie,
    });
    expect((byEmail.body as { rows: Array<{ id: number }> }).rows.map((row) => row.id)).toEqual([nobodys.id]);
  });

  test("each student shows the account's one state: a pending deletion is not called disabled", async () => {
    const tag = uniqueTag("state");
    const open = await createTestUser("student", `${tag} Open`);
    const closed = await createTestUser("student", `${tag} Closed`);
    const leaving = await createTestUser("student", `${tag} Leaving`);
    await db.user.update({ where: { id: closed.id }, data: { disabledAt: new Date() } });
    await db.user.update({ where: { id: leaving.id }, data: { disabledAt: new Date(), deletionRequestedAt: new Date() } });
    const search = new URLSearchParams({ search_keyword: tag, filters: JSON.stringify({ counsellor: "everyone" }) });
    const rows = (await callRoute(studentList.loader, `/admin/students?${search}`, { cookie: admin.cookie })).body as { rows: Array<{ id: number; state: string }> };
    expect(Object.fromEntries(rows.rows.map((row) => [row.id, row.state]))).toEqual({ [open.id]: "active", [closed.id]: "disabled", [leaving.id]: "deletion_pending" });
  });
});

describe("the SOP, loan and session lists", () => {
  type Whose = "mine" | "nobodys" | "others";
  type Records = { sop: number; loan: number; sessions: number[] };
  let tag: string;
  let records: Record<Whose, Records>;

  // Three students, the counsellor's, nobody's and the admin's, each with an SOP, a loan and a session of every kind.
  beforeAll(async () => {
    tag = uniqueTag("caseload");
    const counsellorOf: Record<Whose, number | null> = { mine: counsellor.user.id, nobodys: null, others: admin.user.id };
    const entries = await Promise.all(
      (Object.keys(counsellorOf) as Whose[]).map(async (whose): Promise<[Whose, Records]> => {
        const pupil = await createTestUser("student", `${tag} ${whose}`);
        await db.user.update({ where: { id: pupil.id }, data: { counsellorId: counsellorOf[whose] } });
        const sop = await createSop(pupil.id);
        const loan = await createLoan(pupil.id);
        const sessions = [];
        for (const type of SERVICE_TYPES) sessions.push((await pendingBooking(pupil.id, type)).booking.id);
        return [whose, { sop: sop.id, loan: loan.id, sessions }];
      }),
    );
    records = Object.fromEntries(entries) as Record<Whose, Records>;
  });

  /** Each list, and which record of a student it shows. */
  const lists = (): Array<{ name: string; handler: RouteHandler; path: string; record: (of: Records) => number }> => [
    { name: "SOPs", handler: sopList.loader, path: "/admin/sop-applications", record: (of) => of.sop },
    { name: "loans", handler: loanList.loader, path: "/admin/loan-applications", record: (of) => of.loan },
    ...SERVICE_TYPES.map((type, index) => ({ name: type, handler: sessionList.loader, path: ADMIN_BOOKING_PAGES[type].path, record: (of: Records) => of.sessions[index] })),
  ];

  const search = (filter?: string) => new URLSearchParams({ search_keyword: tag, ...(filter ? { filters: JSON.stringify({ counsellor: filter }) } : {}) });

  /** Whose records a list shows the viewer, and which tab it marks. */
  async function shown(list: ReturnType<typeof lists>[number], cookie: string, filter?: string) {
    const answer = await callRoute(list.handler, `${list.path}?${search(filter)}`, { cookie });
    expect({ list: list.name, status: answer.status }).toEqual({ list: list.name, status: 200 });
    const { rows, whose } = answer.body as { rows: Array<{ id: number }>; whose: string };
    const ids = rows.map((row) => row.id);
    const owners = (Object.keys(records) as Whose[]).filter((owner) => ids.includes(list.record(records[owner])));
    expect({ list: list.name, rows: ids.length }).toEqual({ list: list.name, rows: owners.length });
    return { list: list.name, owners: owners.sort(), whose };
  }

  test("a counsellor's lists start on their own students' records; unassigned and everyone are a filter away", async () => {
    for (const list of lists()) {
      expect(await shown(list, counsellor.cookie)).toEqual({ list: list.name, owners: ["mine"], whose: "mine" });
      expect(await shown(list, counsellor.cookie, "mine")).toEqual({ list: list.name, owners: ["mine"], whose: "mine" });
      expect(await shown(list, counsellor.cookie, "unassigned")).toEqual({ list: list.name, owners: ["nobodys"], whose: "unassigned" });
      expect(await shown(list, counsellor.cookie, "everyone")).toEqual({ list: list.name, owners: ["mine", "nobodys", "others"], whose: "everyone" });
    }
  });

  test("an admin's lists start on everyone's records, and 'mine' is the admin's own students'", async () => {
    for (const list of lists()) {
      expect(await shown(list, admin.cookie)).toEqual({ list: list.name, owners: ["mine", "nobodys", "others"], whose: "everyone" });
      expect(await shown(list, admin.cookie, "mine")).toEqual({ list: list.name, owners: ["others"], whose: "mine" });
    }
  });

  test("the loan report exports what the list shows its viewer", async () => {
    const exported = async (cookie: string, filter?: string) => {
      const answer = await callRoute(loanExport.loader, `/admin/loan-applications/export.csv?${search(filter)}`, { cookie });
      expect(answer.status).toBe(200);
      const ids = (await csvLines(answer)).slice(1).map((line) => Number(/^"?(\d+)/.exec(line)?.[1]));
      const owners = (Object.keys(records) as Whose[]).filter((owner) => ids.includes(records[owner].loan));
      expect(ids).toHaveLength(owners.length);
      return owners;
    };
    expect(await exported(counsellor.cookie)).toEqual(["mine"]);
    expect(await exported(counsellor.cookie, "unassigned")).toEqual(["nobodys"]);
    expect(await exported(counsellor.cookie, "everyone")).toEqual(["mine", "nobodys", "others"]);
    expect(await exported(admin.cookie)).toEqual(["mine", "nobodys", "others"]);
    expect(await exported(admin.cookie, "mine")).toEqual(["others"]);
  });

  test("an unknown counsellor filter is dropped by the lists and refused by the loan report", async () => {
    for (const value of ["bogus", "all", "1"]) {
      const filters = encodeURIComponent(JSON.stringify({ status: "pending", counsellor: value }));
      for (const list of lists()) {
        expectRedirect(await callRoute(list.handler, `${list.path}?filters=${filters}`, { cookie: counsellor.cookie }), `${list.path}?filters=${encodeURIComponent('{"status":"pending"}')}`);
      }
      const answer = await callRoute(loanExport.loader, `/admin/loan-applications/export.csv?filters=${filters}`, { cookie: counsellor.cookie });
      expect(answer.status).toBe(400);
      expect(answer.body).toBe("filters.counsellor: The counsellor filter must be one of mine, unassigned, everyone.");
    }
  });
});

describe("assigning a counsellor on the case page", () => {
  const overview = (id: number, cookie: string, form?: Record<string, string>) =>
    callRoute(form ? caseOverview.action : caseOverview.loader, `/admin/students/${id}`, { cookie, params: { id: String(id) }, form });

  test("an admin assigns one: audited, and the student and the counsellor are told in the app and by mail", async () => {
    const pupil = await createTestUser("student", "Pema Pupil");
    const answer = await overview(pupil.id, admin.cookie, { counsellorId: String(counsellor.user.id) });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/students/${pupil.id}`);
    expect(answer.toast).toMatchObject({ type: "success", title: "Counsellor assigned" });
    expect((await db.user.findUniqueOrThrow({ where: { id: pupil.id } })).counsellorId).toBe(counsellor.user.id);

    const audit = await db.auditLog.findMany({ where: { entityType: "user", entityId: pupil.id } });
    expect(audit).toMatchObject([{ actorId: admin.user.id, action: "assign_counsellor", changes: JSON.stringify({ counsellorId: [null, counsellor.user.id] }) }]);

    const studentNotice = await db.notification.findFirstOrThrow({ where: { userId: pupil.id } });
    expect(studentNotice.title).toBe("Kiran Counsellor is your counsellor");
    const counsellorNotice = await db.notification.findFirstOrThrow({ where: { userId: counsellor.user.id, link: `/admin/students/${pupil.id}` } });
    expect(counsellorNotice.title).toBe("New student: Pema Pupil");

    const studentMail = await db.mail.findFirstOrThrow({ where: { userId: pupil.id } });
    expect(studentMail.subject).toBe("Kiran Counsellor is your counsellor");
    expect(studentMail.data).toContain(counsellor.user.email);
    const counsellorMail = await db.mail.findFirstOrThrow({ where: { userId: counsellor.user.id, subject: "New student: Pema Pupil" } });
    expect(counsellorMail.data).toContain(`/admin/students/${pupil.id}`);
    expect(await db.job.count({ where: { id: { in: [studentMail.jobId!, counsellorMail.jobId!] } } })).toBe(2);

    // the case header and the overview show the new counsellor
    const header = await callRoute(caseLayout.loader, `/admin/students/${pupil.id}`, { cookie: counsellor.cookie, params: { id: String(pupil.id) } });
    expect(header.body).toMatchObject({ student: { counsellor: { id: counsellor.user.id, name: "Kiran Counsellor" } } });
  });

  test("a Nepali student hears of their counsellor in Nepali; the notification keeps the English the student area reads back", async () => {
    const pupil = await createTestUser("student", "सीता पुपिल");
    await setPreferredLanguage(pupil.id, "ne");
    await overview(pupil.id, admin.cookie, { counsellorId: String(counsellor.user.id) });
    const mail = await db.mail.findFirstOrThrow({ where: { userId: pupil.id } });
    expect(mail.subject).toBe("Kiran Counsellor अब तपाईंका काउन्सेलर हुनुहुन्छ");
    const { content } = JSON.parse(mail.data) as { content: NoticeContent };
    expect(content.paragraphs).toEqual([`Kiran Counsellor (${counsellor.user.email}) अब तपाईंका काउन्सेलर हुनुहुन्छ: उहाँले तपाईंका विश्वविद्यालय आवेदन, कागजात र प्रश्नहरूमा मार्गदर्शन गर्नुहुन्छ।`]);
    const notice = await db.notification.findFirstOrThrow({ where: { userId: pupil.id } });
    expect(notice.body).toBe(`Kiran Counsellor (${counsellor.user.email}) is now your counsellor: they guide your university applications, your documents and your questions.`);
    expect([notificationTextIn("ne", notice.title), notificationTextIn("ne", notice.body)]).toEqual([mail.subject, content.paragraphs[0]]);

    await overview(pupil.id, admin.cookie, { counsellorId: "" });
    const cleared = await db.mail.findFirstOrThrow({ where: { userId: pupil.id }, orderBy: { id: "desc" } });
    expect(cleared.subject).toBe(notificationTextIn("ne", "Your counsellor has changed"));
    expect(cleared.subject).not.toBe("Your counsellor has changed");
  });

  test("an admin clears the counsellor, and the same choice twice is refused with a message", async () => {
    const pupil = await createTestUser("student", "Dawa Pupil");
    await overview(pupil.id, admin.cookie, { counsellorId: String(counsellor.user.id) });
    const again = await overview(pupil.id, admin.cookie, { counsellorId: String(counsellor.user.id) });
    expect(again.toast).toMatchObject({ type: "error", title: "Action not allowed", description: "Kiran Counsellor is this student's counsellor already." });
    const cleared = await overview(pupil.id, admin.cookie, { counsellorId: "" });
    expect(cleared.toast).toMatchObject({ type: "success", title: "Counsellor removed" });
    expect((await db.user.findUniqueOrThrow({ where: { id: pupil.id } })).counsellorId).toBeNull();
    expect(await db.auditLog.count({ where: { entityType: "user", entityId: pupil.id, action: "assign_counsellor" } })).toBe(2);
  });

  test("a choice that is not active staff gets a field error and changes nothing", async () => {
    const pupil = await createTestUser("student", "Lhakpa Pupil");
    const other = await createTestUser("student", "Not Staff");
    const answer = await overview(pupil.id, admin.cookie, { counsellorId: String(other.id) });
    expect(answer.status).toBe(400);
    expect((answer.body as { result: { error: Record<string, string[]> } }).result.error.counsellorId).toEqual(["Choose an active counsellor or admin, or no counsellor."]);
    expect((await db.user.findUniqueOrThrow({ where: { id: pupil.id } })).counsellorId).toBeNull();
  });

  test("a counsellor sees the counsellor read-only and is refused the change with 403", async () => {
    const pupil = await createTestUser("student", "Tenzin Pupil");
    const page = await overview(pupil.id, counsellor.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ assign: null });
    const adminPage = await overview(pupil.id, admin.cookie);
    expect((adminPage.body as { assign: { choices: Array<{ id: number }> } }).assign.choices.map((choice) => choice.id)).toEqual(
      expect.arrayContaining([admin.user.id, counsellor.user.id]),
    );

    const before = await snapshot();
    const refused = await overview(pupil.id, counsellor.cookie, { counsellorId: String(counsellor.user.id) });
    expect(refused.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  test("an id that is not a student's is a 404 for the page and the action, and nothing changes", async () => {
    const before = await snapshot();
    for (const id of [admin.user.id, counsellor.user.id, 999_999_999]) {
      expect((await overview(id, admin.cookie)).status).toBe(404);
      expect((await overview(id, admin.cookie, { counsellorId: String(counsellor.user.id) })).status).toBe(404);
      expect((await callRoute(caseLayout.loader, `/admin/students/${id}`, { cookie: admin.cookie, params: { id: String(id) } })).status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("making counsellors", () => {
  test("the staff invitation makes a counsellor, audited with the role", async () => {
    const email = uniqueEmail("invited-counsellor");
    const answer = await callRoute(userNew.action, "/admin/users/new", { cookie: admin.cookie, form: { name: "New Counsellor", email, role: "counsellor" } });
    expect(answer.status).toBe(302);
    expect(answer.toast).toMatchObject({ type: "success", title: "Counsellor added" });
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.role).toBe("counsellor");
    expect(await db.auditLog.findFirst({ where: { entityType: "user", entityId: user.id, action: "invite" } })).toMatchObject({ changes: JSON.stringify({ role: [null, "counsellor"] }) });

    const bad = await callRoute(userNew.action, "/admin/users/new", { cookie: admin.cookie, form: { name: "Student Staff", email: uniqueEmail("bad-role"), role: "student" } });
    expect(bad.status).toBe(400);
  });

  test("the user page makes an admin a counsellor", async () => {
    const other = await createTestUser("admin", "Other Admin");
    const answer = await callRoute(userPage.action, `/admin/users/${other.id}`, { cookie: admin.cookie, params: { id: String(other.id) }, form: { intent: "role", role: "counsellor" } });
    expect(answer.toast).toMatchObject({ type: "success", title: "Role changed" });
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).role).toBe("counsellor");
  });

  test("a counsellor made a student no longer counsels anyone", async () => {
    const former = await createTestUser("counsellor", "Former Counsellor");
    const pupil = await createTestUser("student", "Orphaned Pupil");
    await db.user.update({ where: { id: pupil.id }, data: { counsellorId: former.id } });
    await changeUserRole({ adminId: admin.user.id, userId: former.id, role: "student" });
    expect((await db.user.findUniqueOrThrow({ where: { id: pupil.id } })).counsellorId).toBeNull();
  });
});

/** Each database of its own, so that "the last admin" is a fact of that database and not of the other tests'. */
describe("npm run admin:create -- --role", () => {
  const run = promisify(execFile);
  const script = (args: string[], url: string) =>
    run("npx", ["tsx", "scripts/admin-create.ts", ...args], { env: { ...process.env, DATABASE_URL: url, UPLOAD_DIR: path.join(runDir(), "admin-create-uploads") } });

  test("makes a counsellor, refuses an unknown role, and never makes the last admin a counsellor", { timeout: 90_000 }, async () => {
    const url = await freshDatabase(`counsellor-create-${Date.now()}`);
    await script(["--email", "priya@example.com", "--password", "long-enough-1", "--name", "Priya", "--role", "counsellor"], url);
    await expect(script(["--email", "x@example.com", "--password", "long-enough-1", "--role", "student"], url)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--role must be one of counsellor, admin"),
    });
    await script(["--email", "boss@example.com", "--password", "long-enough-1", "--name", "Boss"], url);
    await expect(script(["--email", "boss@example.com", "--password", "long-enough-1", "--role", "counsellor"], url)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("This is the last active admin."),
    });
    const { createDbClient } = await import("~/utils/db.server");
    const client = createDbClient(url);
    try {
      expect(await client.user.findMany({ orderBy: { email: "asc" }, select: { email: true, role: true } })).toEqual([
        { email: "boss@example.com", role: "admin" },
        { email: "priya@example.com", role: "counsellor" },
      ]);
    } finally {
      await client.$disconnect();
    }
  });
});
