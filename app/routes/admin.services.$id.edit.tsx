import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getSettings } from "~/models/settings.server";
import { ServiceForm } from "~/components/catalogue/service-form";
import { DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { serviceFromForm, serviceInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { centsToAmount } from "~/domain/money";
import { SERVICE_LIST } from "~/domain/service";
import { SERVICE_GONE, ServiceNotFoundError, getService, updateService } from "~/models/service.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { readId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Edit Service", "Change a service of the catalogue.", matches);

// as an admin action answers a record that is gone (`handleAdminIntent`)
const notFoundToast = { type: "error", title: "Not found", description: SERVICE_GONE } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const closeTo = listReturnPath(request, "/admin/services", SERVICE_LIST);
  const id = readId(params.id);
  const service = id ? await getService(id) : null;
  if (!service) throw await redirectWithToast(closeTo, notFoundToast);
  const { currency } = await getSettings("payment");
  return {
    constraint: getZodConstraint(serviceInputSchema),
    closeTo,
    currency,
    service: {
      name: service.name,
      description: service.description,
      price: String(centsToAmount(service.priceCents)),
      is_active: service.isActive,
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = readId(params.id);
  return handleAdminIntent(request, await readFormData(request), {
    schema: serviceInputSchema,
    closeTo: listReturnPath(request, "/admin/services", SERVICE_LIST),
    run: async (input) => {
      if (!id) throw new ServiceNotFoundError(0);
      const service = await updateService(id, serviceFromForm(input), admin.id);
      return { title: "Service updated", description: `${service.name} has been updated.` };
    },
  });
}

export default function EditServiceDialog() {
  const { constraint, closeTo, service, currency } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <RouteDialog title="Edit Service" description={`Change the details of ${service.name}.`} closeTo={closeTo}>
      <ServiceForm
        id="service-edit"
        defaultValue={service}
        lastResult={actionData && "result" in actionData ? actionData.result : null}
        constraint={constraint}
        submitLabel="Save Changes"
        pendingText="Saving..."
        closeTo={closeTo}
        currency={currency}
      />
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/services" message="An error occurred while updating data." />;
}
