import { RowMenu } from "~/components/ui/menu";
import { Link } from "@remix-run/react";

type Targets = { editTo: string; deleteTo: string };

/** A catalogue row's Edit and Delete, in its table row or card: links to its dialog routes, which carry the list's query back. */
export function EditDeleteMenu({ label, editTo, deleteTo }: Targets & { label: string }) {
  return (
    <RowMenu
      label={label}
      items={[
        { key: "edit", node: <Link to={editTo} preventScrollReset>Edit</Link> },
        {
          key: "delete",
          node: (
            <Link to={deleteTo} preventScrollReset className="text-red-600">
              Delete
            </Link>
          ),
        },
      ]}
    />
  );
}
