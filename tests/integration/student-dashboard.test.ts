import { beforeAll, describe, expect, test } from "vitest";
import { getThread, markThreadRead, postMessage } from "~/models/conversation.server";
import { getStudentSummary, listRecentApplications } from "~/models/student-dashboard.server";
import { db } from "~/utils/db.server";
import { completedSop, createLoan, createSop } from "../support/fixtures/applications";
import { bookFor, createSlot, pendingBooking, setBooking } from "../support/fixtures/bookings";
import { seedCatalogue } from "../support/fixtures/catalogue";
import { createTestUser } from "../support/users";

// Sessions are booked from the seeded catalogue (decision 048).
beforeAll(seedCatalogue);

const HOUR = 3_600_000;

/** Moves a session to `start`, an hour long, as if it had been booked for then. */
function movedTo(id: number, start: Date) {
  return db.booking.update({ where: { id }, data: { startTime: start, endTime: new Date(start.getTime() + HOUR) } });
}

describe("a student's dashboard summary", () => {
  test("counts the student's own records: all of them, the sessions not over yet, and the finished ones", async () => {
    const student = await createTestUser();
    const other = await createTestUser();
    const now = new Date();

    await createSop(student.id, { draft: false });
    await completedSop(student);
    await createLoan(student.id, { status: "approved", withDocument: false });
    await createLoan(student.id, { status: "rejected", withDocument: false });
    const ahead = await bookFor(student, await createSlot("speaking", { daysAhead: 6 }));
    const { booking: pending } = await pendingBooking(student.id, "counseling");
    const inProgress = await bookFor(student, await createSlot("interview", { daysAhead: 3 }));
    await movedTo(inProgress.id, new Date(now.getTime() - HOUR / 2));
    const over = await bookFor(student, await createSlot("demo_class", { daysAhead: 2 }));
    await movedTo(over.id, new Date(now.getTime() - 2 * HOUR));
    const done = await bookFor(student, await createSlot("speaking", { daysAhead: 4 }));
    await setBooking(done.id, { status: "completed" });
    const cancelled = await bookFor(student, await createSlot("counseling", { daysAhead: 5 }));
    await setBooking(cancelled.id, { status: "cancelled" });

    await completedSop(other);
    await createLoan(other.id, { status: "approved", withDocument: false });
    await bookFor(other, await createSlot("speaking", { daysAhead: 6 }));

    expect(ahead.status).toBe("scheduled");
    expect(pending.status).toBe("pending");
    // 2 SOPs + 2 loans + 6 sessions; ahead: the scheduled and the pending one, and the one in progress (the one that
    // ended an hour ago is over); finished: the completed SOP, the approved loan and the completed session
    expect(await getStudentSummary(student.id, now)).toEqual({ totalApplications: 10, upcomingSessions: 3, completed: 3, unreadMessages: 0, counsellorName: null, testimonial: "none" });
  });

  test("is all zeros for a student with nothing yet", async () => {
    const student = await createTestUser();
    expect(await getStudentSummary(student.id)).toEqual({ totalApplications: 0, upcomingSessions: 0, completed: 0, unreadMessages: 0, counsellorName: null, testimonial: "none" });
  });

  test("names the student's counsellor and counts the staff messages they have not read, only theirs", async () => {
    const counsellor = await createTestUser("counsellor", "Priya Counsellor");
    const student = await createTestUser();
    const other = await createTestUser();
    await db.user.update({ where: { id: student.id }, data: { counsellorId: counsellor.id } });
    const staff = { id: counsellor.id, side: "staff" as const };
    await postMessage({ studentId: student.id, author: { id: student.id, side: "student" }, body: "When is the deadline?" });
    await postMessage({ studentId: student.id, author: staff, body: "The 15th of January." });
    await postMessage({ studentId: other.id, author: staff, body: "Welcome!" });
    expect(await getStudentSummary(student.id)).toMatchObject({ unreadMessages: 1, counsellorName: "Priya Counsellor" });

    await markThreadRead((await getThread(student.id))!, "student");
    await postMessage({ studentId: student.id, author: staff, body: "And send your transcripts, please." });
    expect(await getStudentSummary(student.id)).toMatchObject({ unreadMessages: 1 });
    expect(await getStudentSummary(other.id)).toMatchObject({ unreadMessages: 1, counsellorName: null });
  });

  test("lists the student's latest applications of every kind, newest first, only theirs", async () => {
    const student = await createTestUser();
    const other = await createTestUser();
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 24 * HOUR);

    const oldSop = await createSop(student.id, { university: "ETH Zurich", program: "MSc Robotics", draft: false });
    await db.sopApplication.update({ where: { id: oldSop.id }, data: { createdAt: daysAgo(9) } });
    const sop = await createSop(student.id, { university: "TU Munich", program: "MSc Informatics", draft: false });
    await db.sopApplication.update({ where: { id: sop.id }, data: { createdAt: daysAgo(1) } });
    const loan = await createLoan(student.id, { status: "approved", university: "University of Sydney", withDocument: false });
    await db.loanApplication.update({ where: { id: loan.id }, data: { createdAt: daysAgo(3) } });
    const counseling = await bookFor(student, await createSlot("counseling", { daysAhead: 5 }));
    await db.booking.update({ where: { id: counseling.id }, data: { createdAt: daysAgo(2) } });
    const speaking = await bookFor(student, await createSlot("speaking", { daysAhead: 6 }));
    await db.booking.update({ where: { id: speaking.id }, data: { createdAt: daysAgo(5) } });
    const otherSop = await createSop(other.id, { draft: false });
    await db.sopApplication.update({ where: { id: otherSop.id }, data: { createdAt: new Date(now) } });

    const recent = await listRecentApplications(student.id, 4);
    expect(recent).toEqual([
      {
        key: `sop-${sop.id}`,
        kind: "SOP Writing",
        title: "MSc Informatics, TU Munich",
        status: "pending",
        statusContext: "student-sop",
        createdAt: daysAgo(1),
        href: `/student/sop-applications/${sop.id}`,
      },
      {
        key: `booking-${counseling.id}`,
        kind: "Counseling",
        title: "Counseling: Canada",
        status: "scheduled",
        createdAt: daysAgo(2),
        href: `/student/bookings/${counseling.id}`,
      },
      {
        key: `loan-${loan.id}`,
        kind: "Loan Assistance",
        title: "University of Sydney",
        status: "approved",
        createdAt: daysAgo(3),
        href: "/student/loan-applications",
      },
      {
        key: `booking-${speaking.id}`,
        kind: "Speaking Mock Test",
        title: "Speaking Mock Test (Upper Intermediate (B2))",
        status: "scheduled",
        createdAt: daysAgo(5),
        href: `/student/bookings/${speaking.id}`,
      },
    ]);
  });
});
