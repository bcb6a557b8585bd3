import { createCookieSessionStorage, redirect } from "@remix-run/node";
import * as z from "zod";
import { translateServerMessage } from "~/i18n/catalogs.server";
import { getLocale } from "~/i18n/locale.server";
import { getEnv } from "./env.server";
import { combineHeaders } from "./http.server";

const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("success"),
  title: z.string(),
  description: z.string().optional(),
});

export type Toast = z.input<typeof toastSchema>;

const TOAST_KEY = "toast";

const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "__toast",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secrets: [getEnv().SESSION_SECRET],
    secure: getEnv().NODE_ENV === "production",
  },
});

/** The one way to tell a user what happened: a flash cookie that survives the redirect and is shown once. */
export async function createToastHeaders(toast: Toast) {
  const session = await toastStorage.getSession();
  session.flash(TOAST_KEY, toastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await toastStorage.commitSession(session) });
}

/**
 * A toast for a response that shows the form again with its errors (4xx). With JavaScript the submission is a fetch
 * and the root revalidates and shows it at once. A plain form post (JavaScript off) already renders the errors in
 * the page, and a flash set on it would only pop up on some later page, so none is set.
 */
export async function createFormErrorToastHeaders(request: Request, toast: Toast) {
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") return null;
  return createToastHeaders(toast);
}

export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  return redirect(url, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(toast)) });
}

/**
 * Reads and clears the pending toast, in the language of the page that shows it: actions write toasts in English
 * (the words the JSON API and the tests share), which translateServerMessage finds by their `server.` key or template.
 * The returned headers must be sent with the response that shows it.
 */
export async function getToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  if (!parsed.success) return { toast: null, headers: null };
  const locale = await getLocale(request);
  const { title, description } = parsed.data;
  return {
    toast: { ...parsed.data, title: translateServerMessage(locale, title), description: description && translateServerMessage(locale, description) },
    headers: new Headers({ "Set-Cookie": await toastStorage.destroySession(session) }),
  };
}
