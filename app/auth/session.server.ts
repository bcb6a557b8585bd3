import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { canEditContent, homePathFor, isAdmin, isCaseWorker, isStaff } from "~/domain/roles";
import { SESSION_TTL_MS, createSession, deleteSession, getSessionUser, type SessionUser } from "~/models/session.server";
import { mustSetUpTwoFactorOnSignIn } from "~/models/two-factor.server";
import { getPreferredLanguage, type PublicUser } from "~/models/user.server";
import { isLocale, languageCookie } from "~/i18n/locales";
import { getEnv } from "~/utils/env.server";
import { clientIp, combineHeaders, safeRedirect } from "~/utils/http.server";
import { oncePerRequest } from "~/utils/request-scope.server";
import { createToastHeaders, type Toast } from "~/utils/toast.server";

const SESSION_ID_KEY = "sessionId";
/** A sign-in halfway: the password was right, the second factor is still to come (`/login/two-factor`). */
const TWO_FACTOR_KEY = "twoFactorStep";
const TWO_FACTOR_STEP_TTL_MS = 10 * 60 * 1000;

// The cookie carries only the id of a Session row, so that logging out or a password change revokes it for good.
export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: "__session",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secrets: [getEnv().SESSION_SECRET],
    secure: getEnv().NODE_ENV === "production",
    maxAge: SESSION_TTL_MS / 1000,
  },
});

function getCookieSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

async function readSessionId(request: Request) {
  const session = await getCookieSession(request);
  const id = session.get(SESSION_ID_KEY);
  return typeof id === "string" ? id : null;
}

/**
 * The root, layout and page loaders of one page each ask. Reading the session id checks the cookie's signature: once
 * per request is enough, as its cookies never change.
 */
export function getSessionId(request: Request): Promise<string | null> {
  return oncePerRequest("session-id", () => readSessionId(request));
}

/**
 * A GET's loaders look the session up once. An action's lookup is not kept: the loaders that run after it (with a GET
 * that the router makes) must see what it changed (a new name, a log-out).
 */
function sessionUser(request: Request, sessionId: string) {
  if (request.method !== "GET" && request.method !== "HEAD") return getSessionUser(sessionId);
  return oncePerRequest("session-user", () => getSessionUser(sessionId));
}

/** The cookie's session id, and who it signs in (null: nobody, or an ended session when the id is set). */
async function readSignedIn(request: Request) {
  const sessionId = await getSessionId(request);
  return { sessionId, signedIn: sessionId ? await sessionUser(request, sessionId) : null };
}

/** The account without the session's own state, as pages and the root hand it to the browser. */
function publicUser({ mustSetUpTwoFactor: _mustSetUp, emailVerified: _verified, unreadNotifications: _unread, preferredLanguage: _language, ...user }: SessionUser): PublicUser {
  return user;
}

/**
 * The signed-in account's address while it waits for its verification link (the banner shows it), else null: read
 * with the session, so a page's loaders add no statement for it.
 */
export async function getSignedInUnverifiedEmail(request: Request): Promise<string | null> {
  const { signedIn } = await readSignedIn(request);
  return signedIn && !signedIn.emailVerified ? signedIn.email : null;
}

/** How many notifications the signed-in account has not read (0 for a visitor): read with the session, like the above. */
export async function getUnreadNotificationCount(request: Request): Promise<number> {
  const { signedIn } = await readSignedIn(request);
  return signedIn?.unreadNotifications ?? 0;
}

/** The language the signed-in account chose (null for a visitor): read with the session, like the above. */
export async function getAccountLanguage(request: Request): Promise<string | null> {
  const { signedIn } = await readSignedIn(request);
  return signedIn?.preferredLanguage ?? null;
}

export async function getOptionalUser(request: Request): Promise<PublicUser | null> {
  const { signedIn } = await readSignedIn(request);
  return signedIn ? publicUser(signedIn) : null;
}

const SESSION_EXPIRED: Toast = { type: "error", title: "Session expired", description: "Please login again to continue." };

/**
 * To log-in, coming back here afterwards. A cookie that names a session which has expired or was revoked (logged out
 * elsewhere, a password change) is cleared, and the visitor is told why.
 */
async function loginRedirect(request: Request, { sessionEnded }: { sessionEnded: boolean }) {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  if (!sessionEnded) return redirect(`/login?${params}`);
  const session = await getCookieSession(request);
  return redirect(`/login?${params}`, {
    headers: combineHeaders({ "Set-Cookie": await sessionStorage.destroySession(session) }, await createToastHeaders(SESSION_EXPIRED)),
  });
}

/** Where a session that must set two-factor up is sent, whatever page it asks for. */
export const TWO_FACTOR_SET_UP_PATH = "/profile/two-factor";

/**
 * The signed-in account and its session's state, for the two-factor page alone: the one page a session that must set
 * two-factor up may open.
 */
export async function requireUserSettingUpTwoFactor(request: Request): Promise<SessionUser> {
  const { sessionId, signedIn } = await readSignedIn(request);
  if (!signedIn) throw await loginRedirect(request, { sessionEnded: sessionId !== null });
  return signedIn;
}

/**
 * Every signed-in page's guard. A staff session that must set two-factor up first (the Security settings) is sent to
 * its set-up page from every other one, so no admin data is served on a password alone.
 */
export async function requireUser(request: Request): Promise<PublicUser> {
  const signedIn = await requireUserSettingUpTwoFactor(request);
  if (signedIn.mustSetUpTwoFactor) throw redirect(TWO_FACTOR_SET_UP_PATH);
  return publicUser(signedIn);
}

/** Guard of the student area: staff are sent to their own area. */
export async function requireStudent(request: Request): Promise<PublicUser> {
  const user = await requireUser(request);
  if (isStaff(user)) throw redirect(homePathFor(user));
  return user;
}

/**
 * Guard of the admin area itself (its layout, a staff member's profile and notifications): admins, counsellors and
 * editors; a student is sent to their own area.
 */
export async function requireStaffMember(request: Request): Promise<PublicUser> {
  const user = await requireUser(request);
  if (!isStaff(user)) throw redirect(homePathFor(user));
  return user;
}

/**
 * Guard of the admin area's case work (admins and counsellors): a student is sent to their own area; an editor, whose
 * part of the area is the content, is refused with 403.
 */
export async function requireStaff(request: Request): Promise<PublicUser> {
  const user = await requireStaffMember(request);
  if (!isCaseWorker(user)) throw new Response("This page is for the students' cases: your account edits the site's content.", { status: 403, statusText: "Forbidden" });
  return user;
}

/**
 * Guard of the admin-only parts (settings, users and roles, mail, audit log, refunds and the gateway, the catalogue):
 * a student is sent to their own area; a counsellor or an editor is refused with 403.
 */
export async function requireAdmin(request: Request): Promise<PublicUser> {
  const user = await requireStaffMember(request);
  if (!isAdmin(user)) throw new Response("Only an admin can open this page.", { status: 403, statusText: "Forbidden" });
  return user;
}

/** Guard of the content area (`/admin/content`): admins and editors; a counsellor is refused with 403. */
export async function requireContentEditor(request: Request): Promise<PublicUser> {
  const user = await requireStaffMember(request);
  if (!canEditContent(user)) throw new Response("Only an admin or an editor can edit the site's content.", { status: 403, statusText: "Forbidden" });
  return user;
}

export async function requireAnonymous(request: Request) {
  const user = await getOptionalUser(request);
  if (user) throw redirect(homePathFor(user));
}

/**
 * Signs the browser in with a new session. A staff member signing in on a password alone while two-factor is required
 * of staff and not set up lands on the set-up page, the only one their session opens until it is on; a passkey
 * (`viaPasskey`) is two factors by itself.
 */
export async function logIn({
  request,
  userId,
  redirectTo,
  toast,
  viaPasskey = false,
}: {
  request: Request;
  userId: number;
  redirectTo?: string | null;
  toast: Toast;
  viaPasskey?: boolean;
}) {
  const [mustSetUpTwoFactor, language] = await Promise.all([mustSetUpTwoFactorOnSignIn(userId, { viaPasskey }), getPreferredLanguage(userId)]);
  const row = await createSession({ userId, userAgent: request.headers.get("User-Agent"), ipAddress: clientIp(request), mustSetUpTwoFactor, viaPasskey });
  const session = await getCookieSession(request);
  session.set(SESSION_ID_KEY, row.id);
  session.unset(TWO_FACTOR_KEY);
  return redirect(mustSetUpTwoFactor ? TWO_FACTOR_SET_UP_PATH : safeRedirect(redirectTo, "/student"), {
    headers: combineHeaders(
      { "Set-Cookie": await sessionStorage.commitSession(session, { expires: row.expiresAt }) },
      await createToastHeaders(toast),
      // the browser's language follows the account's, so that the pages keep it once the session ends
      isLocale(language) ? { "Set-Cookie": languageCookie(language) } : null,
    ),
  });
}

/** After the right password of an account with two-factor: remembers who (for ten minutes) and asks for the code. */
export async function startTwoFactorStep(request: Request, { userId, redirectTo }: { userId: number; redirectTo?: string | null }) {
  const session = await getCookieSession(request);
  session.set(TWO_FACTOR_KEY, { userId, redirectTo: redirectTo ?? null, until: Date.now() + TWO_FACTOR_STEP_TTL_MS });
  return redirect("/login/two-factor", { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

/** The sign-in waiting for its second factor, or null (none, or more than ten minutes old). */
export async function readTwoFactorStep(request: Request): Promise<{ userId: number; redirectTo: string | null } | null> {
  const step: unknown = (await getCookieSession(request)).get(TWO_FACTOR_KEY);
  if (!step || typeof step !== "object") return null;
  const { userId, redirectTo, until } = step as Record<string, unknown>;
  if (typeof userId !== "number" || typeof until !== "number" || until < Date.now()) return null;
  return { userId, redirectTo: typeof redirectTo === "string" ? redirectTo : null };
}

export async function logOut(request: Request, toast: Toast) {
  const session = await getCookieSession(request);
  const sessionId = session.get(SESSION_ID_KEY);
  if (typeof sessionId === "string") await deleteSession(sessionId);
  return redirect("/login", {
    headers: combineHeaders(
      { "Set-Cookie": await sessionStorage.destroySession(session) },
      await createToastHeaders(toast),
    ),
  });
}
