import type { MetaFunction } from "@remix-run/node";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta("Study abroad with confidence", "SOP writing, visa interview preparation, language test classes, free counseling and education loans.");

export default function Home() {
  return (
    <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">Your journey to studying abroad starts here</h1>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/services/free-counseling" variant="light" size="lg">
            Free Counseling
          </ButtonLink>
          <ButtonLink to="/services/demo-class" size="lg">
            Book Demo Class
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
