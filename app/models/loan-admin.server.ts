import { LOAN_ACTION_RESULT, adminLoanActions, type LoanAction } from "~/domain/admin-actions";
import { keywordId, type LoanAdminQuery } from "~/domain/admin-lists";
import type { CsvColumn } from "~/domain/csv";
import { formatDay } from "~/domain/dates";
import { statusLabel } from "~/domain/statuses";
import type { PartnerBank } from "~/domain/booking-options";
import type { ServerTranslate } from "~/i18n/catalogs.server";
import { containsText, db, type Prisma } from "~/utils/db.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, recordAdminChange, studentMatches, studentSelect, type NoticeText } from "./admin-change.server";
import { LOAN_ENTITY, loanDetailsSelect } from "./loan-application.server";
import { inBatches, paginate } from "./paginate.server";
import { studentsInView } from "./student-case.server";
import { lookup } from "~/domain/lookup";

const STUDENT_LOANS_PATH = "/student/loan-applications";

type Viewer = { id: number; role: string };

function listWhere(query: Pick<LoanAdminQuery, "search" | "filters">, viewer: Viewer): Prisma.LoanApplicationWhereInput {
  const search = query.search;
  const id = search ? keywordId(search) : null;
  return {
    AND: [
      { student: studentsInView(query.filters.counsellor, viewer) },
      ...(query.filters.status ? [{ status: query.filters.status }] : []),
      ...(search
        ? [
            {
              OR: [
                { student: studentMatches(search) },
                { university: containsText(search) },
                { course: containsText(search) },
                { bank: containsText(search) },
                ...(id ? [{ id }] : []),
              ],
            },
          ]
        : []),
    ],
  };
}

const loanRowSelect = {
  ...loanDetailsSelect,
  student: { select: studentSelect },
} satisfies Prisma.LoanApplicationSelect;

type LoanRecord = Prisma.LoanApplicationGetPayload<{ select: typeof loanRowSelect }>;

function withActions(loan: LoanRecord) {
  return { ...loan, actions: adminLoanActions({ status: loan.status, bank: loan.bank, documentCount: loan.documents.length }) };
}

export type AdminLoanRow = ReturnType<typeof withActions>;

/**
 * One page of the loan applications of the students in view (the viewer's own by default for a counsellor, everyone's
 * for an admin): searched, filtered by status, newest first by default.
 */
export async function listAdminLoans(query: LoanAdminQuery, viewer: Viewer) {
  const where = listWhere(query, viewer);
  const { rows, meta } = await paginate(query, {
    count: () => db.loanApplication.count({ where }),
    findMany: (offset) =>
      db.loanApplication.findMany({
        where,
        orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
        select: loanRowSelect,
        ...offset,
      }),
  });
  return { rows: rows.map(withActions), meta };
}

export async function getAdminLoan(loanId: number) {
  const loan = await db.loanApplication.findUnique({ where: { id: loanId }, select: loanRowSelect });
  return loan ? withActions(loan) : null;
}

/** The columns of Export Report. */
export function loanReportColumns(zone: string): CsvColumn<LoanRecord>[] {
  return [
    { header: "ID", value: (row) => row.id },
    { header: "Student", value: (row) => row.student.name },
    { header: "Email", value: (row) => row.student.email },
    { header: "University", value: (row) => row.university },
    { header: "Course", value: (row) => row.course },
    { header: "Amount (USD)", value: (row) => row.loanAmount },
    { header: "Collateral Type", value: (row) => row.collateralType },
    { header: "Collateral Value (USD)", value: (row) => row.collateralValue },
    { header: "Preferred Bank", value: (row) => row.preferredBank },
    { header: "Bank", value: (row) => row.bank ?? "Unassigned" },
    { header: "Status", value: (row) => statusLabel(row.status) },
    { header: "Documents", value: (row) => row.documents.map((document) => document.originalName).join("; ") },
    { header: "Submitted", value: (row) => formatDay(row.createdAt, zone) },
  ];
}

/** Every loan application the list's search and filters match for its viewer, in the list's order, read in batches. */
export function exportLoanRows(query: Pick<LoanAdminQuery, "search" | "filters" | "sortDirection">, viewer: Viewer) {
  const where = listWhere(query, viewer);
  return inBatches((batch) =>
    db.loanApplication.findMany({
      where,
      orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
      select: loanRowSelect,
      ...batch,
    }),
  );
}

export const LOAN_ACTION_REFUSALS: Record<LoanAction, string> = {
  approve: "Only pending or processing applications, or those waiting for documents, can be approved.",
  reject: "Only pending or processing applications, or those waiting for documents, can be rejected.",
  assign_bank: "A bank can only be assigned to a pending or processing application that has none.",
  request_documents: "Documents can only be requested while an application is pending or processing.",
  view_documents: "This application has no documents.",
  start_processing: "Only pending applications can be put into processing.",
};

type LoanChange = {
  data?: Prisma.LoanApplicationUpdateManyMutationInput;
  detail?: string;
  notice: (t: ServerTranslate) => NoticeText;
};

/**
 * One admin action on a loan in a short transaction; the update repeats the status and bank the rules were checked
 * against, so a change that raced it leaves this one refused and nothing written.
 */
async function changeLoan({ adminId, loanId, action }: { adminId: number; loanId: number; action: LoanAction }, change: LoanChange) {
  return db.$transaction(async (tx) => {
    const loan = await tx.loanApplication.findUnique({
      where: { id: loanId },
      select: { id: true, status: true, bank: true, studentId: true, _count: { select: { documents: true } } },
    });
    if (!loan) throw new AdminRecordNotFoundError("That loan application does not exist any more.");
    if (!adminLoanActions({ status: loan.status, bank: loan.bank, documentCount: loan._count.documents }).includes(action)) {
      throw new ActionNotAllowedError(LOAN_ACTION_REFUSALS[action]);
    }
    const toStatus = lookup(LOAN_ACTION_RESULT, action) ?? loan.status;
    const changed = await tx.loanApplication.updateMany({
      where: { id: loan.id, status: loan.status, bank: loan.bank },
      data: { ...change.data, status: toStatus },
    });
    if (changed.count !== 1) throw new ActionNotAllowedError(LOAN_ACTION_REFUSALS[action]);
    await recordAdminChange(
      tx,
      { entityType: LOAN_ENTITY, entityId: loan.id, actorId: adminId, action, fromStatus: loan.status, toStatus, detail: change.detail },
      { userId: loan.studentId, link: STUDENT_LOANS_PATH, write: ({ t }) => change.notice(t) },
    );
    return { id: loan.id, status: toStatus };
  });
}

type Target = { adminId: number; loanId: number };

export function approveLoan(target: Target) {
  return changeLoan({ ...target, action: "approve" }, {
    notice: (t) => ({
      title: t("server.Loan application approved"),
      body: t("server.Your education loan application was approved. Our loan experts will contact you with the next steps."),
    }),
  });
}

export function rejectLoan(target: Target) {
  return changeLoan({ ...target, action: "reject" }, {
    notice: (t) => ({ title: t("server.Loan application rejected"), body: t("server.Your education loan application was not approved. Contact us to talk about other options.") }),
  });
}

export function startLoanProcessing(target: Target) {
  return changeLoan({ ...target, action: "start_processing" }, {
    notice: (t) => ({ title: t("server.Loan application in processing"), body: t("server.Our loan experts have started processing your education loan application.") }),
  });
}

/** Asks the student for more documents, saying which: the message goes with the notice and stays on their list. */
export function requestLoanDocuments({ message, ...target }: Target & { message: string }) {
  return changeLoan({ ...target, action: "request_documents" }, {
    data: { documentsRequest: message },
    detail: message,
    notice: (t) => ({
      title: t("server.Documents needed"),
      body: t("server.Your education loan application needs more documents: {request} Upload them from your loan applications.", { request: message }),
      details: [[t("mail.notice.detail.documentsNeeded"), message]],
    }),
  });
}

export function assignLoanBank({ bank, ...target }: Target & { bank: PartnerBank }) {
  return changeLoan({ ...target, action: "assign_bank" }, {
    data: { bank },
    detail: bank,
    notice: (t) => ({ title: t("server.Bank assigned"), body: t("server.{bank} will handle your education loan application.", { bank }) }),
  });
}
