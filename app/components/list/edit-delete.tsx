import { RowMenu } from "~/components/ui/menu";
import { Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n";

type Targets = { editTo: string; deleteTo: string };

/** A catalogue row's Edit and Delete, in its table row or card: links to its dialog routes, which carry the list's query back. */
export function EditDeleteMenu({ label, editTo, deleteTo }: Targets & { label: string }) {
  const t = useT();
  return (
    <RowMenu
      label={label}
      items={[
        {
          key: "edit",
          node: (
            <Link to={editTo} preventScrollReset>
              {t("common.edit")}
            </Link>
          ),
        },
        {
          key: "delete",
          node: (
            <Link to={deleteTo} preventScrollReset className="text-red-600">
              {t("common.delete")}
            </Link>
          ),
        },
      ]}
    />
  );
}
