-- AlterTable
ALTER TABLE "User" ADD COLUMN     "counsellorId" INTEGER;

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "checklistItemId" INTEGER,
ADD COLUMN     "messageId" INTEGER;

-- CreateTable
CREATE TABLE "Conversation" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "lastMessageAt" TIMESTAMP(3),
    "studentReadAt" TIMESTAMP(3),
    "staffReadAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Conversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConversationMessage" (
    "id" SERIAL NOT NULL,
    "conversationId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "authorSide" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConversationMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConversationMailMark" (
    "conversationId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "mailedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConversationMailMark_pkey" PRIMARY KEY ("conversationId","userId")
);

-- CreateTable
CREATE TABLE "UniversityApplication" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "university" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "program" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "intakeMonth" INTEGER NOT NULL,
    "intakeYear" INTEGER NOT NULL,
    "applicationNumber" TEXT,
    "portalUrl" TEXT,
    "deadline" TIMESTAMP(3),
    "stage" TEXT NOT NULL DEFAULT 'shortlisted',
    "addedById" INTEGER,
    "addedBySide" TEXT NOT NULL DEFAULT 'staff',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UniversityApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UniversityApplicationEvent" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "actorId" INTEGER,
    "fromStage" TEXT,
    "toStage" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UniversityApplicationEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChecklistItem" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "note" TEXT,
    "dueDate" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'requested',
    "reason" TEXT,
    "templateKey" TEXT,
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMP(3),
    "lastRemindedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChecklistItem_pkey" PRIMARY KEY ("id")
);

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

-- CreateIndex
CREATE INDEX "User_counsellorId_idx" ON "User"("counsellorId");

-- CreateIndex
CREATE INDEX "Document_messageId_idx" ON "Document"("messageId");

-- CreateIndex
CREATE INDEX "Document_checklistItemId_createdAt_idx" ON "Document"("checklistItemId", "createdAt");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_counsellorId_fkey" FOREIGN KEY ("counsellorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "ConversationMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_checklistItemId_fkey" FOREIGN KEY ("checklistItemId") REFERENCES "ChecklistItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMessage" ADD CONSTRAINT "ConversationMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMessage" ADD CONSTRAINT "ConversationMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMailMark" ADD CONSTRAINT "ConversationMailMark_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMailMark" ADD CONSTRAINT "ConversationMailMark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UniversityApplication" ADD CONSTRAINT "UniversityApplication_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UniversityApplicationEvent" ADD CONSTRAINT "UniversityApplicationEvent_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "UniversityApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UniversityApplicationEvent" ADD CONSTRAINT "UniversityApplicationEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChecklistItem" ADD CONSTRAINT "ChecklistItem_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChecklistItem" ADD CONSTRAINT "ChecklistItem_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

