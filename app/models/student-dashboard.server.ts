import { bookingTitle } from "~/domain/booking";
import { SERVICE_TYPE_LABELS, type ServiceType } from "~/domain/service-types";
import { countUpcomingSessions } from "~/models/booking.server";
import { db } from "~/utils/db.server";

export type RecentApplication = {
  key: string;
  kind: string;
  title: string;
  status: string;
  statusContext?: "student-sop";
  createdAt: Date;
  href: string;
};

/** A student's rows of one kind counted by status (one grouped query): all of them, and those of one status. */
function countsByStatus(rows: Array<{ status: string; _count: { _all: number } }>) {
  const of = (status: string) => rows.find((row) => row.status === status)?._count._all ?? 0;
  return { total: rows.reduce((sum, row) => sum + row._count._all, 0), of };
}

/** The dashboard's three counts: every application and session, the sessions still ahead, and the finished ones. */
export async function getStudentSummary(studentId: number, now = new Date()) {
  const where = { studentId };
  const [sopRows, loanRows, bookingRows, upcoming] = await Promise.all([
    db.sopApplication.groupBy({ by: ["status"], where, _count: { _all: true } }),
    db.loanApplication.groupBy({ by: ["status"], where, _count: { _all: true } }),
    db.booking.groupBy({ by: ["status"], where, _count: { _all: true } }),
    countUpcomingSessions(studentId, now),
  ]);
  const [sops, loans, bookings] = [sopRows, loanRows, bookingRows].map(countsByStatus);
  return {
    totalApplications: sops.total + loans.total + bookings.total,
    upcomingSessions: upcoming,
    completed: sops.of("completed") + bookings.of("completed") + loans.of("approved"),
  };
}

/** The latest applications of every kind, newest first: each kind is asked for at most `take` rows. */
export async function listRecentApplications(studentId: number, take = 5): Promise<RecentApplication[]> {
  const [sops, loans, bookings] = await Promise.all([
    db.sopApplication.findMany({
      where: { studentId },
      orderBy: { createdAt: "desc" },
      take,
      select: { id: true, university: true, program: true, status: true, createdAt: true },
    }),
    db.loanApplication.findMany({
      where: { studentId },
      orderBy: { createdAt: "desc" },
      take,
      select: { id: true, university: true, status: true, createdAt: true },
    }),
    db.booking.findMany({
      where: { studentId },
      orderBy: { createdAt: "desc" },
      take,
      select: { id: true, type: true, status: true, createdAt: true, interviewType: true, proficiencyLevel: true, courseName: true, country: true },
    }),
  ]);
  const all: RecentApplication[] = [
    ...sops.map((sop) => ({
      key: `sop-${sop.id}`,
      kind: "SOP Writing",
      title: `${sop.program}, ${sop.university}`,
      status: sop.status,
      statusContext: "student-sop" as const,
      createdAt: sop.createdAt,
      href: `/student/sop-applications/${sop.id}`,
    })),
    ...loans.map((loan) => ({
      key: `loan-${loan.id}`,
      kind: "Loan Assistance",
      title: loan.university,
      status: loan.status,
      createdAt: loan.createdAt,
      href: "/student/loan-applications",
    })),
    ...bookings.map((booking) => ({
      key: `booking-${booking.id}`,
      kind: SERVICE_TYPE_LABELS[booking.type as ServiceType] ?? booking.type,
      title: bookingTitle(booking),
      status: booking.status,
      createdAt: booking.createdAt,
      href: `/student/bookings/${booking.id}`,
    })),
  ];
  return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, take);
}
