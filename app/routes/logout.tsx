import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logOut } from "~/auth/session.server";

// Logging out changes state, so it is a POST only; a GET (a prefetch, a crawler) must not sign anyone out.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  return logOut(request, { type: "success", title: "Logged out", description: "You have been logged out successfully." });
}
