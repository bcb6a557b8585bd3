import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionPage, BookingSummary } from "~/components/admin/action-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { staffAssignSchema } from "./schema.server";
import { assignBookingStaff, listStaffNames } from "~/models/booking-admin.server";
import type { ServiceType } from "~/domain/service-types";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { loadBookingForAction } from "~/features/admin/admin-bookings.server";
import { seoMeta } from "~/utils/meta";
import { parseMultipartForm } from "~/utils/uploads.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(data ? `Assign ${data.staffRole}` : "Assign staff", "Choose who runs a session.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { booking, page, closeTo } = await loadBookingForAction(request, params, "assign");
  return {
    booking,
    noun: page.noun,
    staffRole: page.staffRole,
    closeTo,
    suggestions: await listStaffNames(booking.type as ServiceType),
    constraint: getZodConstraint(staffAssignSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, booking, page, closeTo } = await loadBookingForAction(request, params, "assign");
  return handleAdminIntent(request, await parseMultipartForm(request), {
    schema: staffAssignSchema,
    closeTo,
    run: async ({ staffName }) => {
      await assignBookingStaff({ adminId: admin.id, bookingId: booking.id, staffName });
      return { title: `${page.staffRole} assigned`, description: `${staffName} will run this ${page.noun}.` };
    },
  });
}

export default function AssignStaffPage() {
  const { booking, noun, staffRole, closeTo, suggestions, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ staffName: string }>({ id: "booking-assign", lastResult: actionData?.result, constraint });
  return (
    <ActionPage title={`Assign ${staffRole}`} backTo={closeTo} summary={<BookingSummary booking={booking} noun={noun} />}>
      <Form method="post" {...getFormProps(form)}>
        <Field label={`${staffRole} name`} id={fields.staffName.id} errors={fields.staffName.errors}>
          {(control) => <Input {...getInputProps(fields.staffName, { type: "text", ariaAttributes: false })} {...control} list="staff-names" autoComplete="off" />}
        </Field>
        <datalist id="staff-names">
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={closeTo} />
          <SubmitButton pendingText="Assigning...">Assign</SubmitButton>
        </div>
      </Form>
    </ActionPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
