import { useT } from "~/i18n/i18n";

/** A table cell's value, or a grey placeholder where there is none. */
export function orDash(value: string | null | undefined) {
  return value ? value : <span className="text-gray-500">—</span>;
}

function Unassigned() {
  const t = useT();
  return <span className="text-gray-500">{t("common.unassigned")}</span>;
}

/** The counselor or instructor of a session, or "Unassigned" while there is none. */
export function orUnassigned(value: string | null | undefined) {
  return value ?? <Unassigned />;
}
