import { formatDateTime, formatDay } from "~/domain/dates";
import { roleLabel } from "~/domain/roles";
import {
  formatIntake,
  isEndStage,
  nextStepText,
  stageLabel,
  stagesReachableFrom,
  trackerSteps,
} from "~/domain/university-application";
import type { StudentApplication } from "~/models/university-application.server";

/**
 * An application as the student's page and the case page show it: dates formatted in the consultancy's zone, the
 * step tracker, the timeline in words, what comes next and (for staff) the stages it may move to.
 */
export function applicationView(application: StudentApplication, zone: string) {
  const ended = isEndStage(application.stage);
  const lastEvent = application.events.at(-1);
  const stoppedAt = ended ? (lastEvent?.fromStage ?? null) : null;
  return {
    id: application.id,
    university: application.university,
    country: application.country,
    program: application.program,
    level: application.level,
    intake: formatIntake(application.intakeMonth, application.intakeYear),
    stage: application.stage,
    stageLabel: stageLabel(application.stage, application.country),
    ended,
    nextStep: nextStepText(application.stage, application.country),
    steps: trackerSteps(application.stage, application.country, stoppedAt),
    applicationNumber: application.applicationNumber,
    portalUrl: application.portalUrl,
    deadline: application.deadline ? formatDay(application.deadline, "UTC") : null,
    addedBySide: application.addedBySide,
    moveChoices: stagesReachableFrom(application.stage).map((stage) => ({ value: stage, label: stageLabel(stage, application.country) })),
    timeline: application.events.map((event) => ({
      id: event.id,
      when: formatDateTime(event.createdAt, zone),
      who: event.actor ? `${event.actor.name} (${roleLabel(event.actor.role)})` : "Someone",
      from: event.fromStage ? stageLabel(event.fromStage, application.country) : null,
      to: stageLabel(event.toStage, application.country),
      note: event.note,
    })),
  };
}

export type ApplicationView = ReturnType<typeof applicationView>;
