import type { MetaFunction } from "@remix-run/node";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { TeamGrid } from "~/components/marketing/team-grid";
import { ButtonLink } from "~/components/ui/button";
import { COUNSELORS, LEADERSHIP } from "~/content/about";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Our Team", "Meet the counselors, trainers, writers and advisors who help our students study abroad.", matches);

export default function TeamPage() {
  return (
    <>
      <PageHeader eyebrow="Company" title="Our Team">
        <p>Counselors, trainers, writers and finance advisors working together for every student.</p>
      </PageHeader>
      <Section id="leadership" title="Leadership">
        <TeamGrid members={LEADERSHIP} />
      </Section>
      <Section id="counselors" title="Counselors and trainers" tone="gray">
        <TeamGrid members={COUNSELORS} />
      </Section>
      <CtaBand title="Want to join us?" text="We are always glad to meet people who care about students.">
        <ButtonLink to="/careers" variant="light" size="lg">
          See open positions
        </ButtonLink>
      </CtaBand>
    </>
  );
}
