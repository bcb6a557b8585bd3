import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CancelLink, DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { SERVICE_LIST } from "~/domain/service";
import { UnknownServiceIdsError, deleteServices, getService } from "~/models/service.server";
import { readIds } from "~/utils/catalogue-forms.server";
import { listReturnPath } from "~/utils/list-query.server";
import { pageMeta } from "~/utils/meta";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => pageMeta("Delete Services", "Confirm the deletion of several services.");

const failedToast = (description: string) => ({ type: "error", title: "Failed to delete services.", description }) as const;

/** Opened by the list's bulk form (`?ids=1&ids=2` plus the list state); confirming posts the same ids. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const closeTo = listReturnPath(request, "/admin/services", SERVICE_LIST);
  const ids = readIds(new URL(request.url).searchParams.getAll("ids"));
  if (!ids || ids.length === 0) throw await redirectWithToast(closeTo, failedToast("Select at least one service to delete."));
  const services = (await Promise.all(ids.map((id) => getService(id)))).filter((service) => service !== null);
  if (services.length === 0) throw await redirectWithToast(closeTo, failedToast("The selected services do not exist any more."));
  return { closeTo, services: services.map((service) => ({ id: service.id, name: service.name })) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const closeTo = listReturnPath(request, "/admin/services", SERVICE_LIST);
  const ids = readIds((await request.formData()).getAll("ids"));
  if (!ids || ids.length === 0) return redirectWithToast(closeTo, failedToast("Select at least one service to delete."));
  try {
    const deleted = await deleteServices(ids);
    return redirectWithToast(closeTo, { type: "success", title: "Services deleted", description: `${deleted} services have been successfully deleted.` });
  } catch (error) {
    if (error instanceof UnknownServiceIdsError) return redirectWithToast(closeTo, failedToast(error.message));
    throw error;
  }
}

export default function BulkDeleteServicesDialog() {
  const { closeTo, services } = useLoaderData<typeof loader>();
  const count = services.length;
  return (
    <RouteDialog
      title="Delete Multiple Items"
      description={`Are you sure you want to delete ${count} selected ${count === 1 ? "item" : "items"}? This action cannot be undone.`}
      closeTo={closeTo}
    >
      <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-gray-700">
        {services.map((service) => (
          <li key={service.id}>{service.name}</li>
        ))}
      </ul>
      <Form method="post" className="mt-6 flex justify-end gap-2">
        {services.map((service) => (
          <input key={service.id} type="hidden" name="ids" value={service.id} />
        ))}
        <CancelLink to={closeTo} />
        <SubmitButton variant="danger" pendingText="Deleting...">
          {`Delete ${count} ${count === 1 ? "item" : "items"}`}
        </SubmitButton>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/services" message="An error occurred while deleting data." />;
}
