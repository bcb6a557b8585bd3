import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Fragment } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ServiceApply } from "~/components/services/service-apply";
import { ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { SERVICE_SECTIONS } from "~/components/services/service-sections";
import { getServicePage, SERVICE_PAGES, type ServiceSlug } from "~/content/services";
import { serviceAction, serviceLoader } from "~/features/services/service-page.server";
import { seoMeta } from "~/utils/meta";
import { kindAt, kindOfRequest } from "./kind-at";

/** The six service pages (`/services/<slug>`, mounted by ./mounts.js): one shell, the page's copy and its own section. */
const ADDRESSES = Object.fromEntries(SERVICE_PAGES.map((page) => [page.slug, page.path])) as Record<ServiceSlug, string>;

/** In the page's language (the loader's); without data, an error page's, the service's English name. */
export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const service = getServicePage(kindAt(location.pathname, ADDRESSES));
  return seoMeta(data?.meta.title ?? service.name, data?.meta.description ?? service.summary, matches);
};

export function loader(args: LoaderFunctionArgs) {
  return serviceLoader(args, kindOfRequest(args.request, ADDRESSES));
}

export function action(args: ActionFunctionArgs) {
  return serviceAction(args, kindOfRequest(args.request, ADDRESSES));
}

/** Keyed by the page, so going from one service page to another starts its forms afresh, as another module would. */
export default function ServicePage() {
  const service = getServicePage(kindAt(useLocation().pathname, ADDRESSES));
  const { details } = useLoaderData<typeof loader>();
  const OwnSection = SERVICE_SECTIONS[service.slug];
  return (
    <Fragment key={service.slug}>
      <ServiceHero service={service} details={details} />
      <ServiceHighlights details={details} />
      <OwnSection />
      <ServiceSteps details={details} />
      <ServiceFaq />
      <ServiceApply service={service} details={details} />
    </Fragment>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
