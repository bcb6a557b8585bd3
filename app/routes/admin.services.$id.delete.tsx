import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CancelLink, DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { SERVICE_LIST } from "~/domain/service";
import { SERVICE_GONE, ServiceNotFoundError, deleteService, getService } from "~/models/service.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { readId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Delete Service", "Confirm the deletion of a service.", matches);

const failedToast = (description: string) => ({ type: "error", title: "Failed to delete service.", description }) as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const closeTo = listReturnPath(request, "/admin/services", SERVICE_LIST);
  const id = readId(params.id);
  const service = id ? await getService(id) : null;
  if (!service) throw await redirectWithToast(closeTo, failedToast(SERVICE_GONE));
  return { closeTo, service: { id: service.id, name: service.name } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const closeTo = listReturnPath(request, "/admin/services", SERVICE_LIST);
  const id = readId(params.id);
  try {
    if (!id) throw new ServiceNotFoundError(0);
    await deleteService(id, admin.id);
  } catch (error) {
    if (error instanceof ServiceNotFoundError) return redirectWithToast(closeTo, failedToast(SERVICE_GONE));
    throw error;
  }
  return redirectWithToast(closeTo, { type: "success", title: "Service deleted", description: "The service has been successfully deleted." });
}

export default function DeleteServiceDialog() {
  const { closeTo, service } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Are you sure?" description="This action cannot be undone. This will permanently delete this item." closeTo={closeTo}>
      <p className="text-sm text-gray-700">
        Service: <strong>{service.name}</strong>
      </p>
      <Form method="post" className="mt-6 flex justify-end gap-2">
        <CancelLink to={closeTo} />
        <SubmitButton variant="danger" pendingText="Deleting...">
          Delete
        </SubmitButton>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/services" message="An error occurred while deleting data." />;
}
