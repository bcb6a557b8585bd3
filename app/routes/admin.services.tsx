import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { EditDeleteMenu } from "~/components/list/edit-delete";
import { ListFilterPanel, ListPage, type ListColumn } from "~/components/list/list-page";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { formatDay } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { getSettings } from "~/models/settings.server";
import { SERVICE_LIST, type ServiceRecord, type ServiceSortKey } from "~/domain/service";
import { listServices } from "~/models/service.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireAdmin } from "~/auth/session.server";

const LIST_PATH = "/admin/services";

export const meta: MetaFunction = ({ matches }) => seoMeta("Services", "Manage the consultancy's catalogue of services and prices.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { query, view } = readListPage(request, SERVICE_LIST, LIST_PATH);
  const [{ rows, meta }, { currency }] = await Promise.all([listServices(query), getSettings("payment")]);
  redirectPastLastPage(request, LIST_PATH, meta);
  // Prices are shown in the currency new invoices are written in.
  return { services: rows, meta, query, view, zone: getEnv().APP_TIME_ZONE, currency };
}

function ActiveBadge({ service }: { service: ServiceRecord }) {
  return <Badge tone={service.isActive ? "green" : "gray"}>{service.isActive ? "Active" : "Inactive"}</Badge>;
}

export default function ServicesPage() {
  const { services, meta, query, view, zone, currency } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const targets = (service: ServiceRecord) => ({ editTo: `/admin/services/${service.id}/edit${search}`, deleteTo: `/admin/services/${service.id}/delete${search}` });
  const columns: ListColumn<ServiceRecord, ServiceSortKey>[] = [
    {
      header: "Name",
      sortKey: "name",
      className: "max-w-md",
      card: "title",
      cell: (service) => (
        <>
          <p className="font-medium text-gray-900">{service.name}</p>
          {service.description ? <p className="line-clamp-2 text-xs text-gray-500">{service.description}</p> : null}
        </>
      ),
    },
    { header: "Price", sortKey: "price", className: "whitespace-nowrap", cell: (service) => formatMoney(service.priceCents, currency) },
    { header: "Status", sortKey: "is_active", card: "badge", cell: (service) => <ActiveBadge service={service} /> },
    { header: "Created", sortKey: "created_at", className: "whitespace-nowrap", card: "meta", cell: (service) => formatDay(service.createdAt, zone) },
    {
      header: <span className="sr-only">Actions</span>,
      className: "text-right",
      card: "actions",
      cell: (service) => <EditDeleteMenu label={`Actions for ${service.name}`} {...targets(service)} />,
    },
  ];
  return (
    <ListPage
      title="Services"
      description="What the consultancy sells, with prices in US dollars."
      actions={
        <ButtonLink to={`/admin/services/new${search}`} preventScrollReset>
          Add Service
        </ButtonLink>
      }
      spec={SERVICE_LIST}
      query={query}
      filters={
        <ListFilterPanel spec={SERVICE_LIST} searchLabel="Search services" placeholder="Search by name or description">
          <Field label="Status" id="filter-is-active" className="w-36">
            {(control) => (
              <Select {...control} name="is_active" defaultValue={query.filters.isActive === null ? "" : String(query.filters.isActive)}>
                <option value="">All</option>
                <option value="true">Active</option>
                <option value="false">Inactive</option>
              </Select>
            )}
          </Field>
          <Field label="Min price" id="filter-min-price" className="w-32">
            {(control) => <Input {...control} type="number" name="min_price" min={0} step="0.01" defaultValue={query.filters.minPrice ?? ""} />}
          </Field>
          <Field label="Max price" id="filter-max-price" className="w-32">
            {(control) => <Input {...control} type="number" name="max_price" min={0} step="0.01" defaultValue={query.filters.maxPrice ?? ""} />}
          </Field>
        </ListFilterPanel>
      }
      rows={services}
      meta={meta}
      empty={{ title: "No services found", hint: "Add the first service to the catalogue.", filteredHint: "Try adjusting your search or filters." }}
      view={view}
      bulkDelete={{
        formId: "services-bulk-delete",
        action: "/admin/services/bulk-delete",
        noun: "service",
        selectAllLabel: "Select all services on this page",
        rowLabel: (service) => service.name,
      }}
      table={{ caption: "Services", columns, rowTestId: () => "service-row", cards: true }}
    />
  );
}

/** The list's failure text for an unexpected error; a thrown response gets its status page. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load services." message="Please try again in a moment." />} />;
}
