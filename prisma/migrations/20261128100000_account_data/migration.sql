-- AlterTable
ALTER TABLE "User" ADD COLUMN "deletionRequestedAt" DATETIME;
ALTER TABLE "User" ADD COLUMN "erasedAt" DATETIME;

-- CreateTable
CREATE TABLE "DataExport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "storageKey" TEXT,
    "sizeBytes" INTEGER,
    "readyAt" DATETIME,
    "expiresAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DataExport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "DataExport_storageKey_key" ON "DataExport"("storageKey");

-- CreateIndex
CREATE INDEX "DataExport_userId_createdAt_idx" ON "DataExport"("userId", "createdAt");

