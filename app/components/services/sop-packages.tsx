import { useLoaderData } from "@remix-run/react";
import { Section } from "~/components/marketing/page-header";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { SOP_PACKAGES } from "~/domain/booking-options";
import { sopServiceCode } from "~/domain/catalogue";
import type { ServiceRouteLoader } from "~/features/services/service-page.server";

/**
 * The two packages with the catalogue's name and price. "Choose ..." is a plain link with the package in the query
 * string, so the order form comes with that package checked, with or without JavaScript.
 */
export function PackagesSection() {
  const { offers } = useLoaderData<ServiceRouteLoader>();
  return (
    <Section id="packages" title="Choose your package" intro="Apply at least 2 weeks before your deadline, so there is time for revisions." tone="gray">
      <ul className="grid gap-6 md:grid-cols-2">
        {SOP_PACKAGES.map((sopPackage) => {
          const offer = offers.find((candidate) => candidate.code === sopServiceCode(sopPackage.value));
          return (
            <li
              key={sopPackage.value}
              className={cn("relative rounded-xl bg-white p-8 shadow-sm ring-1", sopPackage.recommended ? "ring-2 ring-brand-600" : "ring-gray-200")}
              data-testid={`package-${sopPackage.value}`}
            >
              {sopPackage.recommended ? (
                <p className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">Most popular</p>
              ) : null}
              <h3 className="text-xl font-bold text-gray-900">{offer?.name ?? sopPackage.label}</h3>
              <p className="mt-2">
                {offer?.available ? (
                  <span className="text-4xl font-extrabold text-gray-900">{offer.price}</span>
                ) : (
                  <span className="text-lg font-semibold text-amber-800">Not available now</span>
                )}
              </p>
              <ul className="mt-6 space-y-2">
                {sopPackage.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-gray-700">
                    <span aria-hidden="true" className="text-green-600">
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              {offer?.available ? (
                <a
                  href={`?package=${sopPackage.value}#apply`}
                  className={buttonClass({ variant: sopPackage.recommended ? "primary" : "secondary", className: "mt-8 w-full" })}
                >
                  Choose {sopPackage.label}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
