import { Section } from "~/components/marketing/page-header";
import { buttonClass } from "~/components/ui/button";
import { SOP_PACKAGES } from "~/domain/booking-options";
import { formatWholeDollars } from "~/domain/money";
import { cn } from "~/components/ui/cn";

export function PackagesSection() {
  return (
    <Section id="packages" title="Choose your package" intro="Apply at least 2 weeks before your deadline, so there is time for revisions." tone="gray">
      <ul className="grid gap-6 md:grid-cols-2">
        {SOP_PACKAGES.map((sopPackage) => (
          <li
            key={sopPackage.value}
            className={cn("relative rounded-xl bg-white p-8 shadow-sm ring-1", sopPackage.recommended ? "ring-2 ring-brand-600" : "ring-gray-200")}
          >
            {sopPackage.recommended ? (
              <p className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">Most popular</p>
            ) : null}
            <h3 className="text-xl font-bold text-gray-900">{sopPackage.label}</h3>
            <p className="mt-2">
              <span className="text-4xl font-extrabold text-gray-900">{formatWholeDollars(sopPackage.priceDollars)}</span>
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
            <a href="#apply" className={buttonClass({ variant: sopPackage.recommended ? "primary" : "secondary", className: "mt-8 w-full" })}>
              Choose {sopPackage.label}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
