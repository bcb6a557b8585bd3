import { isEndStage, stageLabel } from "~/domain/university-application";
import type { StudentApplication } from "~/models/university-application.server";

/** An application as `/api/me/applications` answers it (the `Application` schema); with its timeline for one. */
export function applicationJson(application: StudentApplication) {
  return {
    id: application.id,
    university: application.university,
    country: application.country,
    program: application.program,
    level: application.level,
    intake_month: application.intakeMonth,
    intake_year: application.intakeYear,
    stage: application.stage,
    stage_label: stageLabel(application.stage, application.country),
    ended: isEndStage(application.stage),
    application_number: application.applicationNumber,
    portal_url: application.portalUrl,
    deadline: application.deadline ? application.deadline.toISOString().slice(0, 10) : null,
    added_by: application.addedBySide,
    created_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
  };
}

export function applicationWithTimelineJson(application: StudentApplication) {
  return {
    ...applicationJson(application),
    timeline: application.events.map((event) => ({
      from_stage: event.fromStage,
      to_stage: event.toStage,
      note: event.note,
      at: event.createdAt.toISOString(),
      by: event.actor ? { name: event.actor.name, role: event.actor.role } : null,
    })),
  };
}
