-- AlterTable
ALTER TABLE "GalleryAlbum" ADD COLUMN "descriptionNe" TEXT;
ALTER TABLE "GalleryAlbum" ADD COLUMN "titleNe" TEXT;

-- AlterTable
ALTER TABLE "GalleryPhoto" ADD COLUMN "altNe" TEXT;
ALTER TABLE "GalleryPhoto" ADD COLUMN "captionNe" TEXT;
