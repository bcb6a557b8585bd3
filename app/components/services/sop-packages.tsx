import { useLoaderData } from "@remix-run/react";
import { Section } from "~/components/marketing/page-header";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { SOP_PACKAGES } from "~/domain/booking-options";
import { sopServiceCode } from "~/domain/catalogue";
import { SOP_PACKAGE_KEYS } from "~/features/booking/option-keys";
import type { ServiceRouteLoader } from "~/features/services/service-page.server";
import { useT } from "~/i18n/i18n";

/**
 * The two packages with the catalogue's name and price. "Choose ..." is a plain link with the package in the query
 * string, so the order form comes with that package checked, with or without JavaScript.
 */
export function PackagesSection() {
  const t = useT();
  const { offers } = useLoaderData<ServiceRouteLoader>();
  return (
    <Section id="packages" title={t("services.packages.title")} intro={t("services.packages.intro")} tone="gray">
      <ul className="grid gap-6 md:grid-cols-2">
        {SOP_PACKAGES.map((sopPackage) => {
          const offer = offers.find((candidate) => candidate.code === sopServiceCode(sopPackage.value));
          const keys = SOP_PACKAGE_KEYS[sopPackage.value];
          return (
            <li
              key={sopPackage.value}
              className={cn("relative rounded-xl bg-white p-8 shadow-sm ring-1", sopPackage.recommended ? "ring-2 ring-brand-600" : "ring-gray-200")}
              data-testid={`package-${sopPackage.value}`}
            >
              {sopPackage.recommended ? (
                <p className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">{t("services.packages.mostPopular")}</p>
              ) : null}
              <h3 className="text-xl font-bold text-gray-900">{offer?.name ?? t(keys.label)}</h3>
              <p className="mt-2">
                {offer?.available ? (
                  <span className="text-4xl font-extrabold text-gray-900">{offer.price}</span>
                ) : (
                  <span className="text-lg font-semibold text-amber-800">{t("services.packages.notAvailable")}</span>
                )}
              </p>
              <ul className="mt-6 space-y-2">
                {keys.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-gray-700">
                    <span aria-hidden="true" className="text-green-600">
                      ✓
                    </span>
                    {t(feature)}
                  </li>
                ))}
              </ul>
              {offer?.available ? (
                <a
                  href={`?package=${sopPackage.value}#apply`}
                  className={buttonClass({ variant: sopPackage.recommended ? "primary" : "secondary", className: "mt-8 w-full" })}
                >
                  {t("services.packages.choose", { name: t(keys.label) })}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
