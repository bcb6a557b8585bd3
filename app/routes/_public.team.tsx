import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { TeamGrid } from "~/components/marketing/team-grid";
import { ButtonLink } from "~/components/ui/button";
import { listVisibleTeamMembers } from "~/models/team-member.server";
import { seoMeta } from "~/utils/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction = ({ matches }) => seoMeta("Our Team", "Meet the counselors, trainers, writers and advisors who help our students study abroad.", matches);

/** The team as the content area orders it (decision 114); a hidden member is not read at all. */
export async function loader() {
  return { members: await listVisibleTeamMembers() };
}

export default function TeamPage() {
  const { members } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Company" title="Our Team">
        <p>Counselors, trainers, writers and finance advisors working together for every student.</p>
      </PageHeader>
      <Section id="team" title="Meet the team">
        {members.length > 0 ? <TeamGrid members={members} /> : <p className="text-lg text-gray-600">Our team page is being updated. Please come back soon.</p>}
      </Section>
      <CtaBand title="Want to join us?" text="We are always glad to meet people who care about students.">
        <ButtonLink to="/careers" variant="light" size="lg">
          See open positions
        </ButtonLink>
      </CtaBand>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
