import { addDaysToDay, dayInZone, isDay, zonedDateTime, type Day } from "./dates";
import { DESTINATIONS, type Destination } from "./destinations";
import type { FieldErrors } from "./forms";
import { lookup } from "./lookup";
import { textProblem } from "./text";
import type { AcceptKind } from "./uploads";

/**
 * A student's document checklist: the life of an item, what its fields accept, when it is overdue and when its
 * student may be reminded, and the templates by destination that staff add items from.
 */

export const CHECKLIST_STATUSES = ["requested", "uploaded", "accepted", "rejected"] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const CHECKLIST_STATUS_LABELS: Record<ChecklistStatus, string> = {
  requested: "Requested",
  uploaded: "Uploaded, waiting for review",
  accepted: "Accepted",
  rejected: "Rejected",
};

export function checklistStatusLabel(status: string) {
  return lookup(CHECKLIST_STATUS_LABELS, status) ?? "Unknown";
}

/** The message of each status, for the pages that name it in their reader's language. */
const CHECKLIST_STATUS_KEYS: Record<ChecklistStatus, string> = {
  requested: "student.documents.status.requested",
  uploaded: "student.documents.status.uploaded",
  accepted: "student.documents.status.accepted",
  rejected: "student.documents.status.rejected",
};

export function checklistStatusKey(status: string) {
  return lookup(CHECKLIST_STATUS_KEYS, status) ?? "student.documents.status.unknown";
}

/** What an item's upload accepts: the loan documents' types, so that a scan or a photo of a paper is taken too. */
export const CHECKLIST_FILE_KIND = "loanDocument" satisfies AcceptKind;

export type ChecklistAction = "upload" | "accept" | "reject";

/**
 * Which state each action may start from, and where it leads. The student uploads to a requested or rejected item,
 * or a newer version of one still waiting for review; staff accept or reject only an uploaded version.
 */
const TRANSITIONS: Record<ChecklistAction, { from: readonly ChecklistStatus[]; to: ChecklistStatus; refused: string }> = {
  upload: { from: ["requested", "rejected", "uploaded"], to: "uploaded", refused: "This document has been accepted: there is nothing more to upload." },
  accept: { from: ["uploaded"], to: "accepted", refused: "Only a document that was uploaded and waits for review can be accepted." },
  reject: { from: ["uploaded"], to: "rejected", refused: "Only a document that was uploaded and waits for review can be rejected." },
};

export type ChecklistTransition = { ok: true; to: ChecklistStatus } | { ok: false; message: string };

export function checklistTransition(status: string, action: ChecklistAction): ChecklistTransition {
  const rule = TRANSITIONS[action];
  return (rule.from as readonly string[]).includes(status) ? { ok: true, to: rule.to } : { ok: false, message: rule.refused };
}

/** The actions an item offers in its state, for pages to show only those. */
export function checklistActions(status: string): ChecklistAction[] {
  return (Object.keys(TRANSITIONS) as ChecklistAction[]).filter((action) => checklistTransition(status, action).ok);
}

export const CHECKLIST_NAME_MAX = 120;
export const CHECKLIST_NOTE_MAX = 500;
export const CHECKLIST_REASON_MAX = 1000;

export type ChecklistItemInput = { name: string; note: string; dueDate: string };

/** What is wrong with an item typed by hand: a name is required, the note is short, a due date is a day not past. */
export function checklistItemProblems({ name, note, dueDate }: ChecklistItemInput, today: Day): FieldErrors {
  const errors: FieldErrors = {};
  const nameProblem = textProblem("Name", name, "one");
  const noteProblem = textProblem("Note", note, "many");
  if (!name.trim()) errors.name = ["Name is required"];
  else if (name.trim().length > CHECKLIST_NAME_MAX) errors.name = [`Name must be at most ${CHECKLIST_NAME_MAX} characters`];
  else if (nameProblem) errors.name = [nameProblem];
  if (note.trim().length > CHECKLIST_NOTE_MAX) errors.note = [`Note must be at most ${CHECKLIST_NOTE_MAX} characters`];
  else if (noteProblem) errors.note = [noteProblem];
  const due = dueDate.trim();
  if (due) {
    if (!isDay(due)) errors.due_date = ["Choose a valid date"];
    else if (due < today) errors.due_date = ["The due date cannot be in the past"];
  }
  return errors;
}

/** Why a rejection's reason is not acceptable, or null: the student must be told what to change. */
export function rejectionReasonProblem(reason: string): string | null {
  if (!reason.trim()) return "A reason is required to reject a document";
  if (reason.trim().length > CHECKLIST_REASON_MAX) return `Reason must be at most ${CHECKLIST_REASON_MAX} characters`;
  return textProblem("Reason", reason, "many");
}

/** A due date is a calendar day, stored as that day's midnight in UTC. */
export function dueDateFromDay(day: Day): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function dayOfDueDate(dueDate: Date): Day {
  return dueDate.toISOString().slice(0, 10);
}

/** Past its due day (in the consultancy's zone) and not accepted. */
export function isOverdue(item: { status: string; dueDate: Date | null }, today: Day) {
  return item.dueDate !== null && item.status !== "accepted" && dayOfDueDate(item.dueDate) < today;
}

/** The moment an item due on `dueDate` becomes overdue: the start of the next day in `zone`. */
export function overdueFrom(dueDate: Date, zone: string): Date {
  return zonedDateTime(addDaysToDay(dayOfDueDate(dueDate), 1), "00:00", zone);
}

export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** A student is reminded of their overdue items at most once a day. */
export function reminderDue(lastRemindedAt: Date | null, now: Date) {
  return lastRemindedAt === null || now.getTime() - lastRemindedAt.getTime() >= REMINDER_INTERVAL_MS;
}

/**
 * When the student's next reminder may go: once the first of their open items with a due date is overdue, and not
 * within a day of the last reminder. Null when no open item has a due date.
 */
export function nextReminderAt({ dueDates, lastRemindedAt, zone }: { dueDates: Date[]; lastRemindedAt: Date | null; zone: string }): Date | null {
  if (dueDates.length === 0) return null;
  const firstOverdue = Math.min(...dueDates.map((dueDate) => overdueFrom(dueDate, zone).getTime()));
  const allowed = lastRemindedAt ? lastRemindedAt.getTime() + REMINDER_INTERVAL_MS : 0;
  return new Date(Math.max(firstOverdue, allowed));
}

/** The day a date input shows for `now` in `zone`, the smallest due date it may take. */
export function todayFor(now: Date, zone: string): Day {
  return dayInZone(now, zone);
}

// Templates by destination

export type TemplateEntry = { name: string; note: string | null };

/** The documents every destination asks for, then each destination's own. */
const COMMON_DOCUMENTS: TemplateEntry[] = [
  { name: "Passport", note: "The photo page, valid for at least six months after your planned arrival." },
  { name: "Academic transcripts", note: "Mark sheets of every year, with the degree or school-leaving certificate." },
  { name: "English test report", note: "IELTS, TOEFL, PTE or Duolingo score report." },
  { name: "Statement of purpose (SOP)", note: null },
  { name: "Recommendation letters", note: "Two letters, from teachers or employers, on letterhead." },
  { name: "Financial documents", note: "Bank statements and sponsor's income documents." },
  { name: "CV / résumé", note: null },
];

const DESTINATION_DOCUMENTS: Record<Destination, TemplateEntry[]> = {
  Canada: [
    { name: "GIC certificate", note: "Guaranteed Investment Certificate from a participating Canadian bank." },
    { name: "Letter of acceptance", note: null },
  ],
  Germany: [
    { name: "Blocked account confirmation", note: "Confirmation of the blocked account (Sperrkonto) for one year's living costs." },
    { name: "APS certificate", note: null },
  ],
  "New Zealand": [
    { name: "Offer of place", note: null },
    { name: "Medical and chest X-ray certificates", note: null },
  ],
  "United Kingdom": [
    { name: "Financial evidence (28 days)", note: "Funds for tuition and living costs held for 28 consecutive days." },
    { name: "CAS statement", note: null },
    { name: "TB test certificate", note: null },
  ],
  USA: [
    { name: "I-20 financial documents / bank statements", note: "Proof of funds for the first year, as the I-20 states." },
    { name: "DS-160 confirmation", note: null },
    { name: "SEVIS fee receipt", note: null },
  ],
  Australia: [
    { name: "GTE statement", note: "Genuine Temporary Entrant statement." },
    { name: "Confirmation of Enrolment (CoE)", note: null },
    { name: "OSHC policy", note: "Overseas Student Health Cover." },
  ],
};

export const DEFAULT_CHECKLIST_TEMPLATES: Record<Destination, TemplateEntry[]> = Object.fromEntries(
  DESTINATIONS.map((destination) => [destination, [...COMMON_DOCUMENTS, ...DESTINATION_DOCUMENTS[destination]]]),
) as Record<Destination, TemplateEntry[]>;

/** The settings field that holds each destination's template. */
export const CHECKLIST_TEMPLATE_FIELDS = {
  Canada: "canada",
  Germany: "germany",
  "New Zealand": "newZealand",
  "United Kingdom": "unitedKingdom",
  USA: "usa",
  Australia: "australia",
} as const satisfies Record<Destination, string>;

export type ChecklistTemplateField = (typeof CHECKLIST_TEMPLATE_FIELDS)[Destination];
export type ChecklistSettings = Record<ChecklistTemplateField, string>;

/** One item a line, as the settings' text areas hold it: `Name | optional note`. */
export const TEMPLATE_SEPARATOR = " | ";

export function formatTemplateLines(entries: TemplateEntry[]) {
  return entries.map(({ name, note }) => (note ? `${name}${TEMPLATE_SEPARATOR}${note}` : name)).join("\n");
}

/** A template's lines as entries; blank lines are skipped, and the first `|` divides a name from its note. */
export function parseTemplateLines(text: string): TemplateEntry[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf("|");
      if (at === -1) return { name: line, note: null };
      return { name: line.slice(0, at).trim(), note: line.slice(at + 1).trim() || null };
    });
}

export const TEMPLATE_MAX_ITEMS = 40;

/** Why a template's text cannot be saved, or null: every line has a name, none too long, no name twice. */
export function templateProblem(text: string): string | null {
  const entries = parseTemplateLines(text);
  if (entries.length > TEMPLATE_MAX_ITEMS) return `A template holds at most ${TEMPLATE_MAX_ITEMS} items`;
  const seen = new Set<string>();
  for (const [index, { name, note }] of entries.entries()) {
    const line = `Line ${index + 1}`;
    if (!name) return `${line} has a note but no name (write it as "Name | note")`;
    if (name.length > CHECKLIST_NAME_MAX) return `${line}: a name must be at most ${CHECKLIST_NAME_MAX} characters`;
    if (note && note.length > CHECKLIST_NOTE_MAX) return `${line}: a note must be at most ${CHECKLIST_NOTE_MAX} characters`;
    const key = templateSlug(name);
    if (seen.has(key)) return `${line}: "${name}" is listed twice`;
    seen.add(key);
  }
  return null;
}

export const DEFAULT_CHECKLIST_SETTINGS: ChecklistSettings = Object.fromEntries(
  DESTINATIONS.map((destination) => [CHECKLIST_TEMPLATE_FIELDS[destination], formatTemplateLines(DEFAULT_CHECKLIST_TEMPLATES[destination])]),
) as ChecklistSettings;

function templateSlug(name: string) {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * What names a template entry on a student's list, so that adding a destination's template twice adds nothing twice:
 * the entry's name, not the destination, so that the passport of two destinations' templates is one item.
 */
export function templateKey(name: string) {
  return templateSlug(name);
}

export type TemplateItem = TemplateEntry & { templateKey: string };

/** The items a destination's template adds, from the settings' text. */
export function templateItems(settings: ChecklistSettings, destination: Destination): TemplateItem[] {
  return parseTemplateLines(settings[CHECKLIST_TEMPLATE_FIELDS[destination]]).map((entry) => ({ ...entry, templateKey: templateKey(entry.name) }));
}
