import { compareFaqs, type FaqAdminQuery, type FaqCategory } from "~/domain/faq";
import { pageMeta } from "~/domain/pagination";
import type { Locale } from "~/i18n/locales";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { AdminRecordNotFoundError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { contentVersion, storedTranslation } from "./content-language.server";
import { readRevision, saveRevision } from "./content-revision.server";
import { raisePageVersion } from "./page-version.server";

export const FAQ_ENTITY = "faq";

export class FaqNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("This question no longer exists.");
  }
}

/**
 * What an editor writes; the same fields a revision keeps. `position` null puts the question last in its category.
 * `questionNe` and `answerNe` are its Nepali version (empty or absent: none; a revision saved before questions had one
 * lacks them).
 */
export type FaqInput = {
  question: string;
  answer: string;
  questionNe?: string | null;
  answerNe?: string | null;
  category: FaqCategory;
  position: number | null;
  visible: boolean;
};

/** The position after the last question of the category, so a question added without one goes to the end. */
async function nextPosition(tx: Tx, category: string) {
  const last = await tx.faq.aggregate({ where: { category }, _max: { position: true } });
  return (last._max.position ?? 0) + 1;
}

async function faqData(tx: Tx, input: FaqInput) {
  return {
    question: input.question,
    answer: input.answer,
    questionNe: storedTranslation(input.questionNe),
    answerNe: storedTranslation(input.answerNe),
    category: input.category,
    visible: input.visible,
    position: input.position ?? (await nextPosition(tx, input.category)),
  };
}

/** The revision keeps the position the question got, so restoring it puts the question back where it was. */
function savedInput(data: Awaited<ReturnType<typeof faqData>>): FaqInput {
  const { question, answer, questionNe, answerNe, category, position, visible } = data;
  return { question, answer, questionNe, answerNe, category, position, visible };
}

/** A new question, with its first revision; the pages that show its category change at once. */
export function createFaq(input: FaqInput, editorId: number) {
  return db.$transaction(async (tx) => {
    const data = await faqData(tx, input);
    const faq = await tx.faq.create({ data, select: { id: true, question: true } });
    await saveRevision(tx, { entityType: FAQ_ENTITY, entityId: faq.id, authorId: editorId, data: savedInput(data) });
    await raisePageVersion(tx);
    return faq;
  });
}

/** Saves an edit as a revision; showing or hiding the question is audited, as it puts it on or takes it off the site. */
async function saveFaqEdit(tx: Tx, faqId: number, input: FaqInput, editorId: number) {
  const before = await tx.faq.findUnique({ where: { id: faqId }, select: { visible: true } });
  if (!before) throw new FaqNotFoundError();
  const data = await faqData(tx, input);
  const faq = await tx.faq.update({ where: { id: faqId }, data, select: { id: true, question: true } });
  await saveRevision(tx, { entityType: FAQ_ENTITY, entityId: faqId, authorId: editorId, data: savedInput(data) });
  if (before.visible !== data.visible) {
    await recordAudit(tx, { entityType: FAQ_ENTITY, entityId: faqId, actorId: editorId, action: data.visible ? "show" : "hide", fromStatus: before.visible ? "visible" : "hidden", toStatus: data.visible ? "visible" : "hidden" });
  }
  await raisePageVersion(tx);
  return faq;
}

export function updateFaq(faqId: number, input: FaqInput, editorId: number) {
  return db.$transaction((tx) => saveFaqEdit(tx, faqId, input, editorId));
}

/** Puts an earlier revision back as a new one (so the restore can be undone too), audited. */
export function restoreFaqRevision({ faqId, revisionId, editorId }: { faqId: number; revisionId: number; editorId: number }) {
  return db.$transaction(async (tx) => {
    const revision = await readRevision<FaqInput>({ entityType: FAQ_ENTITY, entityId: faqId, revisionId }, tx);
    if (!revision) throw new AdminRecordNotFoundError("This revision no longer exists.");
    const faq = await saveFaqEdit(tx, faqId, revision.data, editorId);
    await recordAudit(tx, { entityType: FAQ_ENTITY, entityId: faqId, actorId: editorId, action: "restore_revision", detail: `Restored the revision of ${revision.createdAt.toISOString()}` });
    return faq;
  });
}

const editorSelect = {
  id: true,
  question: true,
  answer: true,
  questionNe: true,
  answerNe: true,
  category: true,
  position: true,
  visible: true,
  updatedAt: true,
} satisfies Prisma.FaqSelect;

/** A question as the editor's form shows it, or null. */
export function readFaqForEditor(faqId: number) {
  return db.faq.findUnique({ where: { id: faqId }, select: editorSelect });
}

/** The form's values of a question, the shape of its revisions. */
export function faqInputOf(faq: NonNullable<Awaited<ReturnType<typeof readFaqForEditor>>>): FaqInput {
  const { question, answer, questionNe, answerNe, position, visible } = faq;
  return { question, answer, questionNe, answerNe, category: faq.category as FaqCategory, position, visible };
}

/**
 * The content area's list. The site has tens of questions, not thousands: they are read whole and put in the pages'
 * order here (the categories' own order, which no column sorts by), then cut to the page.
 */
export async function listFaqsForAdmin(query: FaqAdminQuery) {
  const search = query.search;
  const where: Prisma.FaqWhereInput = {
    ...(query.filters.category ? { category: query.filters.category } : {}),
    ...(search ? { OR: [{ question: containsText(search) }, { answer: containsText(search) }] } : {}),
  };
  const rows = (await db.faq.findMany({ where, select: { id: true, question: true, category: true, position: true, visible: true, updatedAt: true } })).sort(compareFaqs);
  const start = (query.page - 1) * query.perPage;
  return { rows: rows.slice(start, start + query.perPage), meta: pageMeta({ total: rows.length, page: query.page, perPage: query.perPage }) };
}

/**
 * The visible questions of one category, or of all, in the pages' order, each in `locale` where it has that version
 * (its Nepali question and answer), else in English; `lang` says which.
 */
export async function listVisibleFaqs(category: FaqCategory | null, locale: Locale) {
  const rows = await db.faq.findMany({
    where: { visible: true, ...(category ? { category } : {}) },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, question: true, answer: true, questionNe: true, answerNe: true, category: true, position: true },
  });
  return rows.sort(compareFaqs).map(({ question, answer, questionNe, answerNe, ...faq }) => ({
    ...faq,
    ...contentVersion(locale, { en: { question, answer }, ne: questionNe && answerNe ? { question: questionNe, answer: answerNe } : null }),
  }));
}
