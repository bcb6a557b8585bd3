-- CreateTable
CREATE TABLE "Mail" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "jobId" INTEGER,
    "key" TEXT,
    "template" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "userId" INTEGER,
    "subject" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "delivery" TEXT,
    "text" TEXT,
    "html" TEXT,
    "calendar" TEXT,
    "messageId" TEXT,
    "lastError" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Mail_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Mail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Booking" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "type" TEXT NOT NULL,
    "studentId" INTEGER NOT NULL,
    "slotId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "startTime" DATETIME NOT NULL,
    "endTime" DATETIME NOT NULL,
    "staffName" TEXT,
    "meetingLink" TEXT,
    "materialsUrl" TEXT,
    "feedback" TEXT,
    "score" TEXT,
    "level" TEXT,
    "notes" TEXT,
    "interviewType" TEXT,
    "university" TEXT,
    "intake" TEXT,
    "proficiencyLevel" TEXT,
    "courseName" TEXT,
    "country" TEXT,
    "courseLevel" TEXT,
    "cancelledAt" DATETIME,
    "calendarSequence" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Booking_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Booking_slotId_fkey" FOREIGN KEY ("slotId") REFERENCES "TimeSlot" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Booking" ("cancelledAt", "country", "courseLevel", "courseName", "createdAt", "endTime", "feedback", "id", "intake", "interviewType", "level", "materialsUrl", "meetingLink", "notes", "proficiencyLevel", "score", "slotId", "staffName", "startTime", "status", "studentId", "type", "university", "updatedAt") SELECT "cancelledAt", "country", "courseLevel", "courseName", "createdAt", "endTime", "feedback", "id", "intake", "interviewType", "level", "materialsUrl", "meetingLink", "notes", "proficiencyLevel", "score", "slotId", "staffName", "startTime", "status", "studentId", "type", "university", "updatedAt" FROM "Booking";
DROP TABLE "Booking";
ALTER TABLE "new_Booking" RENAME TO "Booking";
CREATE INDEX "Booking_studentId_type_startTime_idx" ON "Booking"("studentId", "type", "startTime");
CREATE INDEX "Booking_type_status_startTime_idx" ON "Booking"("type", "status", "startTime");
CREATE INDEX "Booking_slotId_studentId_idx" ON "Booking"("slotId", "studentId");
CREATE INDEX "Booking_startTime_idx" ON "Booking"("startTime");
CREATE TABLE "new_Job" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "type" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "runAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 6,
    "key" TEXT,
    "claimedBy" TEXT,
    "claimedAt" DATETIME,
    "lastError" TEXT,
    "finishedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Job" ("attempts", "createdAt", "id", "lastError", "payload", "runAt", "status", "type", "updatedAt") SELECT "attempts", "createdAt", "id", "lastError", "payload", "runAt", "status", "type", "updatedAt" FROM "Job";
DROP TABLE "Job";
ALTER TABLE "new_Job" RENAME TO "Job";
CREATE UNIQUE INDEX "Job_key_key" ON "Job"("key");
CREATE INDEX "Job_status_runAt_idx" ON "Job"("status", "runAt");
CREATE INDEX "Job_status_claimedAt_idx" ON "Job"("status", "claimedAt");
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'student',
    "phone" TEXT,
    "dob" DATETIME,
    "address" TEXT,
    "avatarKey" TEXT,
    "emailReminders" BOOLEAN NOT NULL DEFAULT true,
    "emailUpdates" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_User" ("address", "avatarKey", "createdAt", "dob", "email", "id", "name", "passwordHash", "phone", "role", "updatedAt") SELECT "address", "avatarKey", "createdAt", "dob", "email", "id", "name", "passwordHash", "phone", "role", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE INDEX "User_role_createdAt_idx" ON "User"("role", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Mail_jobId_key" ON "Mail"("jobId");

-- CreateIndex
CREATE UNIQUE INDEX "Mail_key_key" ON "Mail"("key");

-- CreateIndex
CREATE INDEX "Mail_createdAt_idx" ON "Mail"("createdAt");

-- CreateIndex
CREATE INDEX "Mail_status_createdAt_idx" ON "Mail"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Mail_userId_createdAt_idx" ON "Mail"("userId", "createdAt");

-- Messages queued before delivery existed carried their whole text (reset links included) and had no sender: end them.
UPDATE "Job" SET "status" = 'failed', "lastError" = 'Queued before e-mail delivery existed; not sent.', "payload" = '{}' WHERE "type" = 'email' AND "status" <> 'done';
