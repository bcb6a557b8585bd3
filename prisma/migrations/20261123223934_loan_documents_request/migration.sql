-- AlterTable
ALTER TABLE "LoanApplication" ADD COLUMN "documentsRequest" TEXT;
