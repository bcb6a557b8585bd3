import { canUploadLoanDocuments } from "~/domain/booking";
import { LOAN_SERVICE_CODE, isInvoiced } from "~/domain/catalogue";
import { lookup } from "~/domain/lookup";
import type { StudentLoanQuery } from "~/domain/student-lists";
import { db } from "~/utils/db.server";
import { removeStoredFile, type StoredFile } from "~/utils/uploads.server";
import { mailApplicationReceived } from "./application-mail.server";
import { recordAudit } from "./audit-log.server";
import { paginate } from "./paginate.server";
import { createPendingPayment } from "./payment.server";
import { requireOrderable } from "./service.server";

export const LOAN_ENTITY = "loan_application";

/** The loan form's collateral types (~/domain/booking-options) as the student's confirmation names them. */
const COLLATERAL_TYPE_KEYS: Record<string, string> = {
  None: "mail.loanApplication.collateral.none",
  Property: "mail.loanApplication.collateral.property",
  "Fixed deposit": "mail.loanApplication.collateral.fixedDeposit",
  Vehicle: "mail.loanApplication.collateral.vehicle",
  Gold: "mail.loanApplication.collateral.gold",
  Other: "mail.loanApplication.collateral.other",
};

export class LoanNotFoundError extends Error {
  constructor() {
    super("Loan application not found.");
  }
}

export class LoanNotAwaitingDocumentsError extends Error {
  constructor() {
    super("This application is not waiting for documents.");
  }
}

/** Records a loan application (pending) with its supporting document; the stored file is removed if that fails. */
export async function createLoanApplication(input: {
  studentId: number;
  university: string;
  course: string;
  loanAmount: number;
  collateralValue: number;
  collateralType: string;
  preferredBank: string | null;
  document: StoredFile | null;
}) {
  const { document, ...fields } = input;
  try {
    return await db.$transaction(async (tx) => {
      const service = await requireOrderable(tx, LOAN_SERVICE_CODE);
      const loan = await tx.loanApplication.create({ data: fields, select: { id: true } });
      if (document) {
        await tx.document.create({ data: { ...document, ownerId: input.studentId, kind: "loan_document", loanApplicationId: loan.id } });
      }
      await recordAudit(tx, { entityType: LOAN_ENTITY, entityId: loan.id, action: "submitted", toStatus: "pending", actorId: input.studentId });
      if (isInvoiced(service)) await createPendingPayment(tx, { studentId: input.studentId, service });
      await mailApplicationReceived(tx, {
        studentId: input.studentId,
        write: ({ t, format }) => {
          const dollars = (amount: number) => t("mail.loanApplication.wholeDollars", { amount: format.number(amount) });
          const collateralKey = lookup(COLLATERAL_TYPE_KEYS, fields.collateralType);
          const collateralType = collateralKey ? t(collateralKey) : fields.collateralType;
          return {
            subject: t("mail.loanApplication.subject"),
            paragraph: t("mail.loanApplication.paragraph"),
            details: [
              [t("mail.application.detail.university"), fields.university],
              [t("mail.loanApplication.detail.course"), fields.course],
              [t("mail.loanApplication.detail.loanAmount"), dollars(fields.loanAmount)],
              [t("mail.loanApplication.detail.collateral"), t("mail.loanApplication.collateralValue", { type: collateralType, value: dollars(fields.collateralValue) })],
              ...(fields.preferredBank ? [[t("mail.loanApplication.detail.preferredBank"), fields.preferredBank] as [string, string]] : []),
              [t("mail.loanApplication.detail.documentAttached"), document ? t("mail.application.yes") : t("mail.application.no")],
            ],
          };
        },
        studentPath: "/student/loan-applications",
        staff: { title: "New education loan application", link: `/admin/loan-applications?search_keyword=${loan.id}` },
      });
      return loan;
    });
  } catch (error) {
    if (document) await removeStoredFile(document.storageKey);
    throw error;
  }
}

/**
 * Attaches a document a loan was waiting for and hands the application back to staff (processing). The status
 * check and the change are one conditional update, so two uploads at once move it only once.
 */
export async function attachLoanDocument({ studentId, loanId, document }: { studentId: number; loanId: number; document: StoredFile }) {
  try {
    return await db.$transaction(async (tx) => {
      const loan = await tx.loanApplication.findFirst({ where: { id: loanId, studentId }, select: { id: true, status: true } });
      if (!loan) throw new LoanNotFoundError();
      const moved = await tx.loanApplication.updateMany({
        where: { id: loan.id, status: "documents_needed" },
        data: { status: "processing", documentsRequest: null },
      });
      if (moved.count === 0) throw new LoanNotAwaitingDocumentsError();
      const created = await tx.document.create({
        data: { ...document, ownerId: studentId, kind: "loan_document", loanApplicationId: loan.id },
        select: { id: true, originalName: true },
      });
      await recordAudit(tx, {
        entityType: LOAN_ENTITY,
        entityId: loan.id,
        action: "document_uploaded",
        fromStatus: loan.status,
        toStatus: "processing",
        detail: created.originalName,
        actorId: studentId,
      });
      return created;
    });
  } catch (error) {
    await removeStoredFile(document.storageKey);
    throw error;
  }
}

/** A loan application as the student's list and the staff's list (loan-admin) show it. */
export const loanDetailsSelect = {
  id: true,
  university: true,
  course: true,
  loanAmount: true,
  collateralValue: true,
  collateralType: true,
  preferredBank: true,
  bank: true,
  status: true,
  createdAt: true,
  documents: { orderBy: { id: "asc" as const }, select: { id: true, originalName: true } },
};

const loanSelect = { ...loanDetailsSelect, documentsRequest: true };

/** One page of the student's loans, newest first by default. */
export async function listStudentLoans(studentId: number, query: StudentLoanQuery) {
  const where = { studentId };
  return paginate(query, {
    count: () => db.loanApplication.count({ where }),
    findMany: (offset) =>
      db.loanApplication.findMany({ where, orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }], select: loanSelect, ...offset }),
  });
}

/** One of the student's own loans; null for anyone else's id. */
export async function getStudentLoan(studentId: number, loanId: number) {
  const loan = await db.loanApplication.findFirst({ where: { id: loanId, studentId }, select: loanSelect });
  return loan ? { ...loan, canUpload: canUploadLoanDocuments(loan.status) } : null;
}

export function countStudentLoans(studentId: number) {
  return db.loanApplication.count({ where: { studentId } });
}
