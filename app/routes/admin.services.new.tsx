import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getSettings } from "~/models/settings.server";
import { ServiceForm } from "~/components/catalogue/service-form";
import { DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { serviceFromForm, serviceInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { SERVICE_LIST } from "~/domain/service";
import { createService } from "~/models/service.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireAdmin } from "~/auth/session.server";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
export const meta: MetaFunction = ({ matches }) => seoMeta("Add Service", "Add a service to the catalogue.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { currency } = await getSettings("payment");
  return { constraint: getZodConstraint(serviceInputSchema), closeTo: listReturnPath(request, "/admin/services", SERVICE_LIST), currency };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return handleAdminIntent(request, await readFormData(request), {
    schema: serviceInputSchema,
    closeTo: listReturnPath(request, "/admin/services", SERVICE_LIST),
    run: async (input) => {
      const service = await createService(serviceFromForm(input), admin.id);
      return { title: "Service added", description: `${service.name} has been added to the catalogue.` };
    },
  });
}

export default function NewServiceDialog() {
  const { constraint, closeTo, currency } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <RouteDialog title="Add Service" description="Fill in the details of the new service." closeTo={closeTo}>
      <ServiceForm
        id="service-new"
        defaultValue={{ name: "", description: "", price: "", is_active: true }}
        lastResult={actionData?.result}
        constraint={constraint}
        submitLabel="Add Service"
        pendingText="Saving..."
        closeTo={closeTo}
        currency={currency}
      />
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/services" message="An error occurred while submitting data." />;
}
