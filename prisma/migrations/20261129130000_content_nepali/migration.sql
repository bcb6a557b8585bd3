-- AlterTable
ALTER TABLE "Article" ADD COLUMN "titleNe" TEXT;
ALTER TABLE "Article" ADD COLUMN "excerptNe" TEXT;
ALTER TABLE "Article" ADD COLUMN "bodyNe" TEXT;
ALTER TABLE "Article" ADD COLUMN "seoDescriptionNe" TEXT;

-- AlterTable
ALTER TABLE "Faq" ADD COLUMN "questionNe" TEXT;
ALTER TABLE "Faq" ADD COLUMN "answerNe" TEXT;

-- AlterTable
ALTER TABLE "LegalDocument" ADD COLUMN "bodyNe" TEXT;

-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN "titleNe" TEXT;
ALTER TABLE "TeamMember" ADD COLUMN "bioNe" TEXT;

-- AlterTable
ALTER TABLE "Testimonial" ADD COLUMN "quoteNe" TEXT;
