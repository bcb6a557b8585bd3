import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import type { ApplicationView } from "~/features/university/application-views.server";
import { T, useFormat, useT } from "~/i18n/i18n";

function stageTone(stage: string, ended: boolean): BadgeTone {
  if (stage === "withdrawn") return "gray";
  if (ended) return "red";
  if (stage === "enrolled" || stage === "visa_granted") return "green";
  if (stage === "shortlisted" || stage === "preparing") return "yellow";
  return "blue";
}

export function StageBadge({ stage, label, ended }: { stage: string; label: string; ended: boolean }) {
  return <Badge tone={stageTone(stage, ended)}>{label}</Badge>;
}

const STEP_STATE_KEYS = {
  done: "student.universities.step.done",
  current: "student.universities.step.current",
  upcoming: "student.universities.step.upcoming",
} as const;

/** The progress stages as an ordered list: the current one marked (aria-current), an end shown after the steps. */
export function StepTracker({ application }: { application: Pick<ApplicationView, "steps" | "ended" | "stageLabel" | "university"> }) {
  const t = useT();
  const format = useFormat();
  return (
    <div>
      <ol aria-label={t("student.universities.progressOf", { university: application.university })} className="flex flex-wrap gap-1.5">
        {application.steps.map((step, index) => (
          <li
            key={step.stage}
            aria-current={step.state === "current" ? "step" : undefined}
            className={cn(
              "rounded-full border px-2.5 py-1 text-xs",
              step.state === "done" && "border-green-200 bg-green-50 text-green-800",
              step.state === "current" && "border-brand-600 bg-brand-600 font-semibold text-white",
              step.state === "upcoming" && "border-gray-200 bg-white text-gray-600",
            )}
          >
            <span className="sr-only">{t(STEP_STATE_KEYS[step.state])}</span>
            {format.number(index + 1)}. {step.label}
          </li>
        ))}
      </ol>
      {application.ended ? (
        <p className="mt-2 text-sm font-medium text-red-700" data-testid="application-ended">
          {t("student.universities.ended", { stage: application.stageLabel })}
        </p>
      ) : null}
    </div>
  );
}

export function Timeline({ application }: { application: Pick<ApplicationView, "timeline" | "id"> }) {
  const t = useT();
  return (
    <ol aria-label={t("student.universities.timelineLabel")} className="space-y-2 border-l border-gray-200 pl-4" data-testid={`timeline-${application.id}`}>
      {application.timeline.map((event) => (
        <li key={event.id} className="text-sm">
          <p className="text-gray-900">
            {event.from ? (
              <>
                {event.from} → <strong>{event.to}</strong>
              </>
            ) : (
              <T k="student.universities.addedAs" values={{ stage: event.to }} components={{ 0: <strong /> }} />
            )}
          </p>
          <p className="text-xs text-gray-600">
            {event.when} · {event.who}
          </p>
          {event.note ? <p className="mt-0.5 whitespace-pre-line text-gray-700">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** One application: what it is, its stage, the step tracker, what comes next, its timeline, and the page's actions. */
export function ApplicationCard({ application, actions, headingLevel = "h2" }: { application: ApplicationView; actions?: ReactNode; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const t = useT();
  const format = useFormat();
  return (
    <article className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6" data-testid={`application-${application.id}`} aria-labelledby={`application-${application.id}-heading`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={`application-${application.id}-heading`} className="text-lg font-semibold text-gray-900">
            {application.university}
          </Heading>
          <p className="text-sm text-gray-600">
            {t("student.universities.summary", { program: application.program, level: application.level, country: application.country, intake: application.intake })}
          </p>
          {application.applicationNumber || application.portalUrl || application.deadline ? (
            <p className="text-xs text-gray-600">
              {application.applicationNumber ? t("student.universities.applicationNumber", { number: application.applicationNumber }) : null}
              {application.portalUrl ? (
                <>
                  {application.applicationNumber ? " · " : null}
                  <a href={application.portalUrl} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
                    {t("student.universities.portal")}
                  </a>
                </>
              ) : null}
              {application.deadline ? (
                <>
                  {application.applicationNumber || application.portalUrl ? " · " : null}
                  {t("student.universities.deadline", { date: application.deadline })}
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="text-xs text-gray-600">{t("student.universities.stageHeading")}</span>
          <span data-testid="application-stage">
            <StageBadge stage={application.stage} label={application.stageLabel} ended={application.ended} />
          </span>
          {application.addedBySide === "student" && application.stage === "shortlisted" ? <span className="text-xs text-gray-600">{t("student.universities.addedByStudent")}</span> : null}
        </div>
      </div>
      <StepTracker application={application} />
      <div className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
        <p className="font-medium">{t("student.universities.whatNext")}</p>
        <p>{application.nextStep}</p>
      </div>
      <details open>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("student.universities.timelineSummary", { count: format.number(application.timeline.length) })}</summary>
        <div className="mt-3">
          <Timeline application={application} />
        </div>
      </details>
      {actions}
    </article>
  );
}
