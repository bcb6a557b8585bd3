-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN "locale" TEXT;

-- AlterTable
ALTER TABLE "Inquiry" ADD COLUMN "locale" TEXT;
