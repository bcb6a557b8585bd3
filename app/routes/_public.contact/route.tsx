import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { UntranslatedNote } from "~/components/content/content-language";
import { FaqList } from "~/components/marketing/faq-list";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { useAppForm } from "~/components/forms/use-app-form";
import { useFormKey } from "~/components/forms/use-form-key";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Textarea } from "~/components/ui/field";
import { readFaqViews } from "~/features/content/faq-view.server";
import { getSiteCopy } from "~/models/site-copy.server";
import { createContactMessage } from "~/models/contact-message.server";
import { seoMeta, siteNameOf } from "~/utils/meta";
import { translator } from "~/i18n/catalogs.server";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { localizedPath } from "~/i18n/paths";
import { replyWithErrors } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseMultipartForm } from "~/utils/uploads.server";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { contactSchema } from "./schema.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.meta.title, data.meta.description, matches) : [{ title: siteNameOf(matches) ?? "" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const [hours, faqs] = await Promise.all([getSiteCopy("hours", locale), readFaqViews("general", locale)]);
  const t = translator(locale);
  return {
    meta: { title: t("public.contact.title"), description: t("public.contact.metaDescription") },
    constraint: getZodConstraint(contactSchema),
    hours: hours?.rows ?? [],
    hoursLang: hours?.untranslated.includes("rows") ? DEFAULT_LOCALE : undefined,
    faqs,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await parseMultipartForm(request);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success")
    return replyWithErrors(request, submission);
  const { website, ...message } = submission.value;
  const sent = {
    type: "success",
    title: "Message sent successfully!",
    description: "We'll get back to you within 24 hours.",
  } as const;
  const locale = await getLocale(request);
  const back = localizedPath("/contact", locale);
  if (website) return redirectWithToast(back, sent);
  try {
    await createContactMessage(message, locale);
  } catch (error) {
    console.error("Contact message could not be stored", error);
    return replyWithErrors(request, submission, {
      status: 500,
      formErrors: ["Failed to send message. Please try again later."],
      toast: {
        type: "error",
        title: "Failed to send message",
        description: "Please try again later.",
      },
    });
  }
  return redirectWithToast(back, sent);
}

export default function ContactPage() {
  const { hours, hoursLang, faqs } = useLoaderData<typeof loader>();
  const settings = useSiteSettings();
  const phones = [settings.contactPhone, settings.secondaryPhone].filter(
    Boolean
  );
  const emails = [settings.contactEmail, settings.supportEmail];
  const t = useT();
  const lp = useLocalizedPath();

  return (
    <>
      <PageHeader eyebrow={t("common.nav.contact")} title={t("public.contact.title")}>
        <p>{t("public.contact.intro")}</p>
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8">
        <section
          aria-labelledby="reach-us-heading"
          className="space-y-8 lg:col-span-2"
        >
          <h2
            id="reach-us-heading"
            className="text-2xl font-bold text-gray-900"
          >
            {t("public.contact.getInTouch")}
          </h2>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">
              {t("public.contact.officeAddress")}
            </h3>
            <address className="mt-2 not-italic text-gray-800">
              {settings.officeAddress}
            </address>
            <a
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(
                settings.officeAddress
              )}`}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block font-medium text-brand-700 hover:underline"
            >
              {t("public.contact.openMap")}
              <span className="sr-only">
                {" "}
                {t("public.contact.openMapNote")}
              </span>
            </a>
          </div>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">
              {t("public.form.email")}
            </h3>
            <ul className="mt-2 space-y-1">
              {emails.map((email) => (
                <li key={email}>
                  <a
                    href={`mailto:${email}`}
                    className="text-brand-700 hover:underline"
                  >
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">
              {t("public.form.phone")}
            </h3>
            <ul className="mt-2 space-y-1">
              {phones.map((phone) => (
                <li key={phone}>
                  <a
                    href={`tel:${phone.replace(/[^+\d]/g, "")}`}
                    className="text-brand-700 hover:underline"
                  >
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {hours.length > 0 ? (
            <div>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">
                {t("public.contact.officeHours")}
              </h3>
              <dl lang={hoursLang} className="mt-2 space-y-1 text-gray-800">
                {hours.map((row) => (
                  <div
                    key={row.days}
                    className="flex justify-between gap-4 sm:max-w-xs"
                  >
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              {hoursLang ? <UntranslatedNote lang={hoursLang} className="mt-2" /> : null}
            </div>
          ) : null}
        </section>

        <section
          aria-labelledby="message-heading"
          className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 lg:self-start"
        >
          <h2 id="message-heading" className="text-2xl font-bold text-gray-900">
            {t("public.contact.messageTitle")}
          </h2>
          <ContactForm />
        </section>
      </div>

      {faqs.length > 0 ? (
        <Section id="faq" title={t("public.contact.faqTitle")} tone="gray">
          <div className="max-w-3xl">
            <FaqList faqs={faqs} />
            <p className="mt-6 text-gray-700">
              <Link to={lp("/faq")} className="font-semibold text-brand-700 hover:underline">
                {t("public.contact.moreQuestions")}
              </Link>
            </p>
          </div>
        </Section>
      ) : null}

      <section aria-labelledby="consultation-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2
            id="consultation-heading"
            className="text-2xl font-bold text-gray-900"
          >
            {t("public.contact.consultation.title")}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-gray-600">
            {t("public.contact.consultation.text")}
          </p>
          <ButtonLink to={lp("/services/free-counseling")} size="lg" className="mt-6">
            {t("public.contact.consultation.book")}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

function ContactForm() {
  const actionData = useActionData<typeof action>();
  return (
    <ContactFormFields
      key={useFormKey({ hasResult: Boolean(actionData) })}
      lastResult={actionData?.result}
    />
  );
}

function ContactFormFields({
  lastResult,
}: {
  lastResult?: SubmissionResult<string[]>;
}) {
  const { constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm({ id: "contact", lastResult, constraint });
  const t = useT();

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-6 grid gap-x-4 sm:grid-cols-2"
    >
      <Field label={t("public.form.name")} id={fields.name.id} errors={fields.name.errors}>
        {(control) => (
          <Input
            {...getInputProps(fields.name, {
              type: "text",
              ariaAttributes: false,
            })}
            {...control}
            autoComplete="name"
          />
        )}
      </Field>
      <Field label={t("public.form.email")} id={fields.email.id} errors={fields.email.errors}>
        {(control) => (
          <Input
            {...getInputProps(fields.email, {
              type: "email",
              ariaAttributes: false,
            })}
            {...control}
            autoComplete="email"
          />
        )}
      </Field>
      <Field
        label={t("public.form.phoneOptional")}
        id={fields.phone.id}
        errors={fields.phone.errors}
      >
        {(control) => (
          <Input
            {...getInputProps(fields.phone, {
              type: "tel",
              ariaAttributes: false,
            })}
            {...control}
            autoComplete="tel"
          />
        )}
      </Field>
      <Field
        label={t("public.form.subject")}
        id={fields.subject.id}
        errors={fields.subject.errors}
      >
        {(control) => (
          <Input
            {...getInputProps(fields.subject, {
              type: "text",
              ariaAttributes: false,
            })}
            {...control}
          />
        )}
      </Field>
      <Field
        label={t("public.form.message")}
        id={fields.message.id}
        errors={fields.message.errors}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...getTextareaProps(fields.message, { ariaAttributes: false })}
            {...control}
            rows={5}
          />
        )}
      </Field>
      <div className="hidden" aria-hidden="true">
        <label htmlFor="contact-website">{t("public.form.honeypot")}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="space-y-4 sm:col-span-2">
        <FormError errors={form.errors} id={form.errorId} />
        <SubmitButton pendingText={t("public.form.sending")} size="lg">
          {t("public.contact.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
