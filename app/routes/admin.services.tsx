import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterForm } from "~/components/list/filter-form";
import { useDialogOutlet } from "~/components/list/route-dialog";
import { SearchForm } from "~/components/list/search-form";
import { BulkDeleteForm, RowCheckbox, SelectAllCheckbox, useRowSelection } from "~/components/list/selection";
import { SortHeader } from "~/components/list/sort-header";
import { ViewToggle, viewClasses } from "~/components/list/view-toggle";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { RowMenu } from "~/components/ui/menu";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { EmptyState, TBody, TD, TH, THead, TR, Table } from "~/components/ui/table";
import { formatDay } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { SERVICE_LIST, type ServiceRecord } from "~/domain/service";
import { listServices } from "~/models/service.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { pageMeta } from "~/utils/meta";
import { requireAdmin } from "~/utils/session.server";

const LIST_PATH = "/admin/services";
const BULK_FORM = "services-bulk-delete";

export const meta: MetaFunction = () => pageMeta("Services", "Manage the consultancy's catalogue of services and prices.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { query, view } = readListPage(request, SERVICE_LIST, LIST_PATH);
  const { data, meta } = await listServices(query);
  redirectPastLastPage(request, LIST_PATH, meta);
  return { services: data, meta, query, view, zone: getEnv().APP_TIME_ZONE };
}

function ServiceActions({ service, search }: { service: ServiceRecord; search: string }) {
  return (
    <RowMenu
      label={`Actions for ${service.name}`}
      items={[
        { key: "edit", node: <Link to={`/admin/services/${service.id}/edit${search}`} preventScrollReset>Edit</Link> },
        {
          key: "delete",
          node: (
            <Link to={`/admin/services/${service.id}/delete${search}`} preventScrollReset className="text-red-600">
              Delete
            </Link>
          ),
        },
      ]}
    />
  );
}

export default function ServicesPage() {
  const { services, meta, query, view, zone } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { outlet, standalone } = useDialogOutlet();
  const selection = useRowSelection(services.map((service) => service.id));
  const classes = viewClasses(view);

  if (standalone) return outlet;

  const filtering = query.search !== null || Object.keys(SERVICE_LIST.filtersToJson(query.filters)).length > 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Services</h1>
          <p className="text-sm text-gray-600">What the consultancy sells, with prices in US dollars.</p>
        </div>
        <ButtonLink to={`/admin/services/new${search}`} preventScrollReset>
          Add Service
        </ButtonLink>
      </div>

      <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SearchForm spec={SERVICE_LIST} label="Search services" placeholder="Search by name or description" />
          <ViewToggle spec={SERVICE_LIST} />
        </div>
        <FilterForm spec={SERVICE_LIST}>
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
        </FilterForm>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <BulkDeleteForm formId={BULK_FORM} action="/admin/services/bulk-delete" count={selection.selected.size} noun="service" />
        <PerPageSelect perPage={query.perPage} />
      </div>

      {services.length === 0 ? (
        <EmptyState
          title="No services found"
          hint={filtering ? "Try adjusting your search or filters." : "Add the first service to the catalogue."}
        />
      ) : (
        <>
          <Table caption="Services" className={classes.table}>
            <THead>
              <tr>
                <TH className="w-10">
                  <SelectAllCheckbox selection={selection} label="Select all services on this page" />
                </TH>
                <SortHeader spec={SERVICE_LIST} sortKey="name">Name</SortHeader>
                <SortHeader spec={SERVICE_LIST} sortKey="price">Price</SortHeader>
                <SortHeader spec={SERVICE_LIST} sortKey="is_active">Status</SortHeader>
                <SortHeader spec={SERVICE_LIST} sortKey="created_at">Created</SortHeader>
                <TH>
                  <span className="sr-only">Actions</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {services.map((service) => (
                <TR key={service.id} data-testid="service-row">
                  <TD>
                    <RowCheckbox id={service.id} label={`Select ${service.name}`} formId={BULK_FORM} selection={selection} />
                  </TD>
                  <TD className="max-w-md">
                    <p className="font-medium text-gray-900">{service.name}</p>
                    {service.description ? <p className="line-clamp-2 text-xs text-gray-500">{service.description}</p> : null}
                  </TD>
                  <TD className="whitespace-nowrap">{formatMoney(service.priceCents)}</TD>
                  <TD>
                    <Badge tone={service.isActive ? "green" : "gray"}>{service.isActive ? "Active" : "Inactive"}</Badge>
                  </TD>
                  <TD className="whitespace-nowrap">{formatDay(service.createdAt, zone)}</TD>
                  <TD className="text-right">
                    <ServiceActions service={service} search={search} />
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>

          <ul className={`${classes.cards} gap-3 sm:grid-cols-2`} aria-label="Services">
            {services.map((service) => (
              <li key={service.id} className="rounded-lg border border-gray-200 bg-white p-4" data-testid="service-card">
                <div className="flex items-start justify-between gap-3">
                  <div className="flex items-start gap-3">
                    <RowCheckbox id={service.id} label={`Select ${service.name}`} formId={BULK_FORM} selection={selection} />
                    <div>
                      <p className="font-medium text-gray-900">{service.name}</p>
                      <p className="text-sm text-gray-700">{formatMoney(service.priceCents)}</p>
                    </div>
                  </div>
                  <Badge tone={service.isActive ? "green" : "gray"}>{service.isActive ? "Active" : "Inactive"}</Badge>
                </div>
                {service.description ? <p className="mt-2 text-sm text-gray-500">{service.description}</p> : null}
                <div className="mt-3 flex items-center justify-between text-xs text-gray-500">
                  <span>Created {formatDay(service.createdAt, zone)}</span>
                  <span className="flex gap-2">
                    <Link to={`/admin/services/${service.id}/edit${search}`} preventScrollReset className={buttonClass({ variant: "secondary", size: "sm" })}>
                      Edit
                    </Link>
                    <Link to={`/admin/services/${service.id}/delete${search}`} preventScrollReset className={buttonClass({ variant: "ghost", size: "sm", className: "text-red-600" })}>
                      Delete
                    </Link>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <Pagination meta={meta} />
      {outlet}
    </div>
  );
}

/** The spec's list failure text for an unexpected error; a thrown response gets its status page. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load services." message="Please try again in a moment." />} />;
}
