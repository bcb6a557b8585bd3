-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "viaPasskey" BOOLEAN NOT NULL DEFAULT false;
