import { Link } from "@remix-run/react";

/** Where an image shows, each place a link to its editor; "Not used yet" when nowhere. */
export function MediaUses({ uses }: { uses: ReadonlyArray<{ label: string; href: string }> }) {
  if (uses.length === 0) return <span className="text-gray-600">Not used yet</span>;
  return (
    <ul className="space-y-0.5">
      {uses.map((use) => (
        <li key={`${use.href} ${use.label}`}>
          <Link to={use.href} className="text-brand-700 hover:underline">
            {use.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
