import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { TeamGrid } from "~/components/marketing/team-grid";
import { ButtonLink } from "~/components/ui/button";
import { translator } from "~/i18n/catalogs.server";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { listVisibleTeamMembers } from "~/models/team-member.server";
import { seoMeta, siteNameOf } from "~/utils/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : [{ title: siteNameOf(matches) ?? "" }]);

/**
 * The team as the content area orders it (decision 114), each member's title and bio in the page's language where an
 * editor wrote that version; a hidden member is not read at all.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const t = translator(locale);
  return { seo: { title: t("public.team.title"), description: t("public.team.description") }, members: await listVisibleTeamMembers({ locale }) };
}

export default function TeamPage() {
  const { members } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader eyebrow={t("public.team.eyebrow")} title={t("public.team.title")}>
        <p>{t("public.team.intro")}</p>
      </PageHeader>
      <Section id="team" title={t("public.team.meet")}>
        {members.length > 0 ? <TeamGrid members={members} /> : <p className="text-lg text-gray-600">{t("public.team.empty")}</p>}
      </Section>
      <CtaBand title={t("public.team.joinTitle")} text={t("public.team.joinText")}>
        <ButtonLink to={lp("/careers")} variant="light" size="lg">
          {t("public.team.openPositions")}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
