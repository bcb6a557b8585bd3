import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionPage } from "~/components/admin/action-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { inviteAdmin } from "~/models/account-invitation.server";
import { EmailTakenError } from "~/models/user.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { newAdminSchema } from "./schema.server";

const LIST_PATH = "/admin/users";

export const meta: MetaFunction = ({ matches }) => seoMeta("Add Admin", "Give a colleague an admin account: they choose their password from an invitation mail.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { constraint: getZodConstraint(newAdminSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: newAdminSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission, VALIDATION_ERROR);
  try {
    const user = await inviteAdmin({ adminId: admin.id, ...submission.value });
    return await redirectWithToast(`${LIST_PATH}/${user.id}`, {
      type: "success",
      title: "Admin added",
      description: `${user.name} has been sent an invitation to ${user.email} to choose a password.`,
    });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    return replyWithErrors(request, submission, { ...VALIDATION_ERROR, fieldErrors: { email: [error.message] } });
  }
}

export default function NewAdminPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ name: string; email: string }>({ id: "admin-new", lastResult: actionData?.result, constraint });
  return (
    <ActionPage
      title="Add Admin"
      backTo={LIST_PATH}
      summary="The new admin receives an e-mail with a link to choose their password (valid for 7 days). Until then nobody can log in to the account."
    >
      <Form method="post" {...getFormProps(form)}>
        <Field label="Name" id={fields.name.id} errors={fields.name.errors}>
          {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" />}
        </Field>
        <Field label="E-mail" id={fields.email.id} errors={fields.email.errors}>
          {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="off" />}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={LIST_PATH} />
          <SubmitButton pendingText="Sending...">Add admin and send invitation</SubmitButton>
        </div>
      </Form>
    </ActionPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
