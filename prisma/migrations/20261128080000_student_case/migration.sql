-- CreateTable
CREATE TABLE "Conversation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "studentId" INTEGER NOT NULL,
    "lastMessageAt" DATETIME,
    "studentReadAt" DATETIME,
    "staffReadAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Conversation_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ConversationMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "conversationId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "authorSide" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ConversationMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ConversationMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ConversationMailMark" (
    "conversationId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "mailedAt" DATETIME NOT NULL,

    PRIMARY KEY ("conversationId", "userId"),
    CONSTRAINT "ConversationMailMark_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ConversationMailMark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UniversityApplication" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "studentId" INTEGER NOT NULL,
    "university" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "program" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "intakeMonth" INTEGER NOT NULL,
    "intakeYear" INTEGER NOT NULL,
    "applicationNumber" TEXT,
    "portalUrl" TEXT,
    "deadline" DATETIME,
    "stage" TEXT NOT NULL DEFAULT 'shortlisted',
    "addedById" INTEGER,
    "addedBySide" TEXT NOT NULL DEFAULT 'staff',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UniversityApplication_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UniversityApplicationEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "applicationId" INTEGER NOT NULL,
    "actorId" INTEGER,
    "fromStage" TEXT,
    "toStage" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UniversityApplicationEvent_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "UniversityApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UniversityApplicationEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ChecklistItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "studentId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "note" TEXT,
    "dueDate" DATETIME,
    "status" TEXT NOT NULL DEFAULT 'requested',
    "reason" TEXT,
    "templateKey" TEXT,
    "decidedById" INTEGER,
    "decidedAt" DATETIME,
    "lastRemindedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ChecklistItem_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ChecklistItem_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "timeZone" TEXT,
    "disabledAt" DATETIME,
    "counsellorId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "User_counsellorId_fkey" FOREIGN KEY ("counsellorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_User" ("address", "avatarKey", "createdAt", "disabledAt", "dob", "email", "emailReminders", "emailUpdates", "id", "name", "passwordHash", "phone", "role", "timeZone", "updatedAt") SELECT "address", "avatarKey", "createdAt", "disabledAt", "dob", "email", "emailReminders", "emailUpdates", "id", "name", "passwordHash", "phone", "role", "timeZone", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE INDEX "User_role_createdAt_idx" ON "User"("role", "createdAt");
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");
CREATE INDEX "User_counsellorId_idx" ON "User"("counsellorId");
CREATE TABLE "new_Document" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "ownerId" INTEGER,
    "kind" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "sopApplicationId" INTEGER,
    "loanApplicationId" INTEGER,
    "inquiryId" INTEGER,
    "bookingId" INTEGER,
    "messageId" INTEGER,
    "checklistItemId" INTEGER,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Document_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Document_sopApplicationId_fkey" FOREIGN KEY ("sopApplicationId") REFERENCES "SopApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Document_loanApplicationId_fkey" FOREIGN KEY ("loanApplicationId") REFERENCES "LoanApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Document_inquiryId_fkey" FOREIGN KEY ("inquiryId") REFERENCES "Inquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Document_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Document_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "ConversationMessage" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Document_checklistItemId_fkey" FOREIGN KEY ("checklistItemId") REFERENCES "ChecklistItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Document" ("bookingId", "createdAt", "id", "inquiryId", "kind", "loanApplicationId", "mimeType", "note", "originalName", "ownerId", "sizeBytes", "sopApplicationId", "storageKey") SELECT "bookingId", "createdAt", "id", "inquiryId", "kind", "loanApplicationId", "mimeType", "note", "originalName", "ownerId", "sizeBytes", "sopApplicationId", "storageKey" FROM "Document";
DROP TABLE "Document";
ALTER TABLE "new_Document" RENAME TO "Document";
CREATE UNIQUE INDEX "Document_storageKey_key" ON "Document"("storageKey");
CREATE INDEX "Document_ownerId_idx" ON "Document"("ownerId");
CREATE INDEX "Document_messageId_idx" ON "Document"("messageId");
CREATE INDEX "Document_checklistItemId_createdAt_idx" ON "Document"("checklistItemId", "createdAt");
CREATE INDEX "Document_sopApplicationId_idx" ON "Document"("sopApplicationId");
CREATE INDEX "Document_loanApplicationId_idx" ON "Document"("loanApplicationId");
CREATE INDEX "Document_inquiryId_idx" ON "Document"("inquiryId");
CREATE INDEX "Document_bookingId_idx" ON "Document"("bookingId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Conversation_studentId_key" ON "Conversation"("studentId");

-- CreateIndex
CREATE INDEX "Conversation_lastMessageAt_idx" ON "Conversation"("lastMessageAt");

-- CreateIndex
CREATE INDEX "ConversationMessage_conversationId_createdAt_idx" ON "ConversationMessage"("conversationId", "createdAt");

-- CreateIndex
CREATE INDEX "UniversityApplication_studentId_createdAt_idx" ON "UniversityApplication"("studentId", "createdAt");

-- CreateIndex
CREATE INDEX "UniversityApplication_stage_updatedAt_idx" ON "UniversityApplication"("stage", "updatedAt");

-- CreateIndex
CREATE INDEX "UniversityApplication_country_idx" ON "UniversityApplication"("country");

-- CreateIndex
CREATE INDEX "UniversityApplication_intakeYear_intakeMonth_idx" ON "UniversityApplication"("intakeYear", "intakeMonth");

-- CreateIndex
CREATE INDEX "UniversityApplicationEvent_applicationId_createdAt_idx" ON "UniversityApplicationEvent"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "ChecklistItem_studentId_createdAt_idx" ON "ChecklistItem"("studentId", "createdAt");

-- CreateIndex
CREATE INDEX "ChecklistItem_status_dueDate_idx" ON "ChecklistItem"("status", "dueDate");

