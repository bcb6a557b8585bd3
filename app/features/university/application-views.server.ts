import { personRoleKey } from "~/domain/conversation";
import { lookup } from "~/domain/lookup";
import {
  isEndStage,
  nextStepTextOf,
  stageLabelText,
  stagesReachableFrom,
  trackerSteps,
  translateApplicationText,
  type ApplicationText,
} from "~/domain/university-application";
import { COURSE_LEVEL_KEYS } from "~/features/booking/option-keys";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter, intakeIn } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { StudentApplication } from "~/models/university-application.server";

/**
 * An application as the student's page and the case page show it, in `locale` (the admin area's default: English):
 * dates formatted in the consultancy's zone, the step tracker, the timeline in words, what comes next and (for staff)
 * the stages it may move to.
 */
export function applicationView(application: StudentApplication, zone: string, locale: Locale = DEFAULT_LOCALE) {
  const [t, format] = [translator(locale), createFormatter(locale)];
  const text = (localized: ApplicationText) => translateApplicationText(t, localized);
  const ended = isEndStage(application.stage);
  const lastEvent = application.events.at(-1);
  const stoppedAt = ended ? (lastEvent?.fromStage ?? null) : null;
  const levelKey = lookup(COURSE_LEVEL_KEYS, application.level);
  return {
    id: application.id,
    university: application.university,
    country: application.country,
    program: application.program,
    level: levelKey ? t(levelKey) : application.level,
    intake: intakeIn(locale, application.intakeMonth, application.intakeYear),
    stage: application.stage,
    stageLabel: text(stageLabelText(application.stage, application.country)),
    ended,
    nextStep: text(nextStepTextOf(application.stage, application.country)),
    steps: trackerSteps(application.stage, application.country, stoppedAt).map((step) => ({ ...step, label: text(stageLabelText(step.stage, application.country)) })),
    applicationNumber: application.applicationNumber,
    portalUrl: application.portalUrl,
    deadline: application.deadline ? format.day(application.deadline, "UTC") : null,
    addedBySide: application.addedBySide,
    moveChoices: stagesReachableFrom(application.stage).map((stage) => ({ value: stage, label: text(stageLabelText(stage, application.country)) })),
    timeline: application.events.map((event) => ({
      id: event.id,
      when: format.dateTime(event.createdAt, zone),
      who: event.actor ? t("student.universities.timeline.who", { name: event.actor.name, role: t(personRoleKey(event.actor.role)) }) : t("student.universities.timeline.someone"),
      from: event.fromStage ? text(stageLabelText(event.fromStage, application.country)) : null,
      to: text(stageLabelText(event.toStage, application.country)),
      note: event.note,
    })),
  };
}

export type ApplicationView = ReturnType<typeof applicationView>;
