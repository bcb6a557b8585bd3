-- CreateTable
CREATE TABLE "PageVersion" (
    "id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PageVersion_pkey" PRIMARY KEY ("id")
);
