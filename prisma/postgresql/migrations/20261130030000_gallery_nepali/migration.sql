-- AlterTable
ALTER TABLE "GalleryAlbum" ADD COLUMN     "descriptionNe" TEXT,
ADD COLUMN     "titleNe" TEXT;

-- AlterTable
ALTER TABLE "GalleryPhoto" ADD COLUMN     "altNe" TEXT,
ADD COLUMN     "captionNe" TEXT;
