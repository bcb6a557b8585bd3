import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getSettings } from "~/models/settings.server";
import { ServiceForm } from "~/components/catalogue/service-form";
import { DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { serviceInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { amountToCents, centsToAmount } from "~/domain/money";
import { SERVICE_LIST } from "~/domain/service";
import { ServiceNotFoundError, getService, updateService } from "~/models/service.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { readId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Edit Service", "Change a service of the catalogue.", matches);

const notFoundToast = { type: "error", title: "Error", description: "That service does not exist any more." } as const;

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
  const closeTo = listReturnPath(request, "/admin/services", SERVICE_LIST);
  const id = readId(params.id);
  if (!id) return redirectWithToast(closeTo, notFoundToast);
  const submission = parseWithZod(await readFormData(request), { schema: serviceInputSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission, VALIDATION_ERROR);
  const input = submission.value;
  try {
    const service = await updateService(id, {
      name: input.name,
      description: input.description ?? "",
      priceCents: amountToCents(input.price),
      isActive: input.is_active ?? false,
    }, admin.id);
    return redirectWithToast(closeTo, { type: "success", title: "Service updated", description: `${service.name} has been updated.` });
  } catch (error) {
    if (error instanceof ServiceNotFoundError) return redirectWithToast(closeTo, notFoundToast);
    throw error;
  }
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
