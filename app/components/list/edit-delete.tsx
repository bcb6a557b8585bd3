import { buttonClass } from "~/components/ui/button";
import { RowMenu } from "~/components/ui/menu";
import { Link } from "~/components/ui/link";

type Targets = { editTo: string; deleteTo: string };

/** A catalogue row's Edit and Delete in the table: links to its dialog routes, which carry the list's query back. */
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

/** The same two links as the buttons of a catalogue card. */
export function EditDeleteButtons({ editTo, deleteTo }: Targets) {
  return (
    <span className="flex gap-2">
      <Link to={editTo} preventScrollReset className={buttonClass({ variant: "secondary", size: "sm" })}>
        Edit
      </Link>
      <Link to={deleteTo} preventScrollReset className={buttonClass({ variant: "ghost", size: "sm", className: "text-red-600" })}>
        Delete
      </Link>
    </span>
  );
}
