import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BulkDeleteDialog } from "~/components/list/bulk-delete-dialog";
import { DialogRouteError } from "~/components/list/route-dialog";
import { SERVICE_LIST } from "~/domain/service";
import { UnknownServiceIdsError, deleteServices, getService } from "~/models/service.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { readIds } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Delete Services", "Confirm the deletion of several services.", matches);

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
  const admin = await requireAdmin(request);
  const closeTo = listReturnPath(request, "/admin/services", SERVICE_LIST);
  const ids = readIds((await readFormData(request)).getAll("ids"));
  if (!ids || ids.length === 0) return redirectWithToast(closeTo, failedToast("Select at least one service to delete."));
  try {
    const deleted = await deleteServices(ids, admin.id);
    return redirectWithToast(closeTo, { type: "success", title: "Services deleted", description: `${deleted} services have been successfully deleted.` });
  } catch (error) {
    if (error instanceof UnknownServiceIdsError) return redirectWithToast(closeTo, failedToast(error.message));
    throw error;
  }
}

export default function BulkDeleteServicesDialog() {
  const { closeTo, services } = useLoaderData<typeof loader>();
  return <BulkDeleteDialog closeTo={closeTo} items={services.map((service) => ({ id: service.id, label: service.name }))} />;
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/services" message="An error occurred while deleting data." />;
}
