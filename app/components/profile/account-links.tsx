import { Link } from "@remix-run/react";
import { T } from "~/i18n/i18n";

const ACCOUNT_PAGES = [
  { to: "/profile/security", line: "account.links.security" },
  { to: "/profile/two-factor", line: "account.links.twoFactor" },
  { to: "/profile/privacy", line: "account.links.privacy" },
] as const;

/** The account pages every role has (`/profile/…`), listed under the area's own profile forms. */
export function AccountPageLinks() {
  return (
    <ul className="mx-auto mt-8 max-w-3xl space-y-2 text-sm text-gray-600">
      {ACCOUNT_PAGES.map((page) => (
        <li key={page.to}>
          <T k={page.line} components={{ 0: <Link to={page.to} className="font-medium text-brand-700 hover:underline" /> }} />
        </li>
      ))}
    </ul>
  );
}
