-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "bodyNe" TEXT,
ADD COLUMN     "excerptNe" TEXT,
ADD COLUMN     "seoDescriptionNe" TEXT,
ADD COLUMN     "titleNe" TEXT;

-- AlterTable
ALTER TABLE "Faq" ADD COLUMN     "answerNe" TEXT,
ADD COLUMN     "questionNe" TEXT;

-- AlterTable
ALTER TABLE "LegalDocument" ADD COLUMN     "bodyNe" TEXT;

-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN     "bioNe" TEXT,
ADD COLUMN     "titleNe" TEXT;

-- AlterTable
ALTER TABLE "Testimonial" ADD COLUMN     "quoteNe" TEXT;
