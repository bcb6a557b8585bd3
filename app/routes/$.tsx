import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PublicShell } from "~/components/layout/public-shell";
import { buttonClass } from "~/components/ui/button";

export const meta: MetaFunction = () => [{ title: "Page Not Found | EduGlobal Consultancy" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404 Not Found: ${pathname}`);
  throw new Response("Not Found", { status: 404 });
}

export function NotFoundPage() {
  return (
    <PublicShell>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-brand-600">404</p>
        <h1 className="mt-4 text-3xl font-bold text-gray-900">Page Not Found</h1>
        <p className="mt-3 text-gray-600">The page you are looking for does not exist or has been moved.</p>
        <Link to="/" className={buttonClass({ size: "lg", className: "mt-8" })}>
          Return to Home
        </Link>
      </section>
    </PublicShell>
  );
}

export default NotFoundPage;

export function ErrorBoundary() {
  return <NotFoundPage />;
}
