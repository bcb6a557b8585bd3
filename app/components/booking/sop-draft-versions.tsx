import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/i18n";

type Draft = { id: number; version: number; latest: boolean; name: string; note: string | null; added: string; href: string };

/**
 * Every version of an SOP's draft, oldest first, each with its note and download; `highlightLatest` marks the version
 * under review for the reviewer.
 */
export function SopDraftVersions({ drafts, empty, highlightLatest = false }: { drafts: Draft[]; empty: string; highlightLatest?: boolean }) {
  const t = useT();
  if (drafts.length === 0) return <p className="mt-4 text-sm text-gray-500">{empty}</p>;
  return (
    <ol className="mt-4 space-y-3">
      {drafts.map((draft) => {
        const highlighted = highlightLatest && draft.latest;
        return (
          <li
            key={draft.id}
            data-testid={`draft-${draft.version}`}
            className={`flex flex-wrap items-start justify-between gap-3 rounded-md border p-3 ${highlighted ? "border-brand-300 bg-brand-50" : "border-gray-100"}`}
          >
            <div className="min-w-0">
              <p className="text-sm font-medium text-gray-900">
                {t("student.sop.drafts.draft", { version: draft.version })}
                {highlighted ? <span className="ml-2 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">{t("student.sop.drafts.latest")}</span> : null}
              </p>
              <p className="truncate text-xs text-gray-600">
                {draft.name} · {draft.added}
              </p>
              {draft.note ? <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{draft.note}</p> : null}
            </div>
            <a href={draft.href} download className={buttonClass({ variant: "secondary", size: "sm" })} aria-label={t("student.sop.drafts.downloadLabel", { version: draft.version })}>
              {t("student.sop.drafts.download")}
            </a>
          </li>
        );
      })}
    </ol>
  );
}
