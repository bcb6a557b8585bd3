import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionPage } from "~/components/admin/action-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select } from "~/components/ui/field";
import { STAFF_ROLES, roleLabel } from "~/domain/roles";
import { inviteStaff } from "~/models/account-invitation.server";
import { EmailTakenError } from "~/models/user.server";
import { VALIDATION_ERROR } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { requireAdmin } from "~/auth/session.server";
import { newStaffSchema } from "./schema.server";

const LIST_PATH = "/admin/users";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
export const meta: MetaFunction = ({ matches }) => seoMeta("Add Staff", "Give a colleague an admin or counsellor account: they choose their password from an invitation mail.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { constraint: getZodConstraint(newStaffSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return handleAdminIntent(request, await readFormData(request), {
    schema: newStaffSchema,
    closeTo: LIST_PATH,
    refuse: (error, reply) => (error instanceof EmailTakenError ? reply({ ...VALIDATION_ERROR, fieldErrors: { email: [error.message] } }) : undefined),
    run: async (value) => {
      const user = await inviteStaff({ adminId: admin.id, ...value });
      return {
        to: `${LIST_PATH}/${user.id}`,
        title: `${roleLabel(user.role)} added`,
        description: `${user.name} has been sent an invitation to ${user.email} to choose a password.`,
      };
    },
  });
}

export default function NewStaffPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ name: string; email: string; role: string }>({ id: "admin-new", lastResult: actionData?.result, constraint, defaultValue: { role: "admin" } });
  return (
    <ActionPage
      title="Add Staff"
      backTo={LIST_PATH}
      summary="An admin runs everything; a counsellor works the cases, sessions and reviews but not settings, users, mail, the audit log, payments or the catalogue. The new colleague receives an e-mail with a link to choose their password (valid for 7 days). Until then nobody can log in to the account."
    >
      <Form method="post" {...getFormProps(form)}>
        <Field label="Name" id={fields.name.id} errors={fields.name.errors}>
          {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" />}
        </Field>
        <Field label="E-mail" id={fields.email.id} errors={fields.email.errors}>
          {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="off" />}
        </Field>
        <Field label="Role" id={fields.role.id} errors={fields.role.errors}>
          {(control) => (
            <Select {...getSelectProps(fields.role, { ariaAttributes: false })} {...control}>
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {roleLabel(value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={LIST_PATH} />
          <SubmitButton pendingText="Sending...">Add and send invitation</SubmitButton>
        </div>
      </Form>
    </ActionPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
