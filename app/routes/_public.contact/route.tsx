import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Textarea } from "~/components/ui/field";
import { createContactMessage } from "~/models/contact-message.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { contactSchema } from "./schema.server";

export const meta: MetaFunction = () => pageMeta("Contact Us", "Talk to a study-abroad counselor: visit our office, call, e-mail or send us a message.");

export async function loader() {
  return { constraint: getZodConstraint(contactSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { website, ...message } = submission.value;
  const sent = { type: "success", title: "Message sent successfully!", description: "We'll get back to you within 24 hours." } as const;
  if (website) return redirectWithToast("/contact", sent);
  try {
    await createContactMessage(message);
  } catch (error) {
    console.error("Contact message could not be stored", error);
    return data({ result: submission.reply({ formErrors: ["Failed to send message. Please try again later."] }) }, { status: 500 });
  }
  return redirectWithToast("/contact", sent);
}

export default function ContactPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: "contact", lastResult: actionData?.result, constraint });

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">Contact Us</h1>
      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-2">
        <Field label="Name" id={fields.name.id} errors={fields.name.errors}>
          {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="name" />}
        </Field>
        <Field label="Email" id={fields.email.id} errors={fields.email.errors}>
          {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
        </Field>
        <Field label="Phone (optional)" id={fields.phone.id} errors={fields.phone.errors}>
          {(control) => <Input {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })} {...control} autoComplete="tel" />}
        </Field>
        <Field label="Subject" id={fields.subject.id} errors={fields.subject.errors}>
          {(control) => <Input {...getInputProps(fields.subject, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="Message" id={fields.message.id} errors={fields.message.errors}>
          {(control) => <Textarea {...getTextareaProps(fields.message, { ariaAttributes: false })} {...control} rows={5} />}
        </Field>
        <div className="hidden" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <FormError errors={form.errors} id={form.errorId} />
        <SubmitButton pendingText="Sending...">Send Message</SubmitButton>
      </Form>
    </div>
  );
}
