import { Link } from "@remix-run/react";

const ACCOUNT_PAGES = [
  { to: "/profile/security", label: "Passkeys, sessions and sign-ins", what: "passkeys that sign you in without a password, where your account is signed in, and its latest sign-ins." },
  { to: "/profile/two-factor", label: "Two-factor authentication", what: "a code from your phone at every sign-in, beside your password." },
  { to: "/profile/privacy", label: "Your data", what: "download a copy of your data, or delete your account." },
] as const;

/** The account pages every role has (`/profile/…`), listed under the area's own profile forms. */
export function AccountPageLinks() {
  return (
    <ul className="mx-auto mt-8 max-w-3xl space-y-2 text-sm text-gray-600">
      {ACCOUNT_PAGES.map((page) => (
        <li key={page.to}>
          <Link to={page.to} className="font-medium text-brand-700 hover:underline">
            {page.label}
          </Link>
          : {page.what}
        </li>
      ))}
    </ul>
  );
}
