import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { listServiceChoices } from "~/features/services/service-page.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";
import { getLocale } from "~/i18n/locale.server";
import { useT } from "~/i18n/i18n";

// English whatever the language: the settings tests read this title without the page's data
export const meta: MetaFunction = ({ matches }) => seoMeta("New Application", "Choose the service you would like to apply for or book.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudent(request);
  return { services: await listServiceChoices(await getLocale(request)) };
}

/** The dashboard's New Application: the six services, each leading to its page's form while it can be ordered. */
export default function NewApplication() {
  const { services } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("student.newApplication.heading")}</h1>
        <p className="mt-1 text-sm text-gray-600">{t("student.newApplication.intro")}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug} className="flex flex-col rounded-lg border border-gray-200 bg-white p-5" data-testid={`choice-${service.slug}`}>
            <h2 className="text-lg font-semibold text-gray-900">{service.name}</h2>
            <p className="mt-1 flex-1 text-sm text-gray-600">{service.summary}</p>
            <ul className="mt-3 space-y-1 text-sm">
              {service.offers.map((offer) => (
                <li key={offer.code} className="flex justify-between gap-3">
                  <span className="text-gray-700">{offer.name}</span>
                  <span className={offer.available ? "font-semibold text-gray-900" : "text-amber-800"}>{offer.available ? offer.price : t("student.newApplication.notAvailable")}</span>
                </li>
              ))}
            </ul>
            {service.available ? (
              <a href={service.href} className={buttonClass({ className: "mt-4" })}>
                {t("student.newApplication.apply", { service: service.name })}
              </a>
            ) : (
              <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("student.newApplication.notAvailable")}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
