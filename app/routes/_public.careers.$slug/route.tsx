import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { RateLimitedError, consumeAttempt, rateLimitHeaders } from "~/auth/rate-limit.server";
import { MarkdownBody } from "~/components/content/markdown-body";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { useFormKey } from "~/components/forms/use-form-key";
import { employmentTypeText, OpeningFacts } from "~/components/marketing/opening-facts";
import { PageHeader } from "~/components/marketing/page-header";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Textarea } from "~/components/ui/field";
import { acceptsApplications, closingDay, CV_KIND, OPENING_CLOSED_MESSAGE } from "~/domain/careers";
import type { FieldErrors } from "~/domain/forms";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { openingView } from "~/features/content/opening-view.server";
import { translator } from "~/i18n/catalogs.server";
import { T, useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { localizedPath } from "~/i18n/paths";
import { OpeningClosedError, submitJobApplication } from "~/models/job-application.server";
import { readOpeningBySlug } from "~/models/job-opening.server";
import { getEnv } from "~/utils/env.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { notFoundMeta, seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";
import { redirectWithToast } from "~/utils/toast.server";
import { inspectUpload, parseMultipartForm } from "~/utils/uploads.server";
import { jobApplicationSchema } from "./schema.server";

export const headers = rateLimitHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return notFoundMeta(matches);
  const page = seoMeta(loaded.meta.title, loaded.meta.description, matches);
  // a closed opening stays readable for those who have its link, but search engines should drop it
  return loaded.opening.accepting ? page : [...page, { name: "robots", content: "noindex" }];
};

async function findOpening(slug: string | undefined) {
  const opening = await readOpeningBySlug(slug ?? "");
  if (!opening) throw notFound();
  return opening;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [found, locale] = await Promise.all([findOpening(params.slug), getLocale(request)]);
  const t = translator(locale);
  const opening = {
    ...openingView(found),
    employmentType: found.employmentType,
    closingDay: found.closesOn ? closingDay(found.closesOn, getEnv().APP_TIME_ZONE) : null,
  };
  const meta = {
    title: t("public.careers.opening.metaTitle", { title: opening.title }),
    description: t("public.careers.opening.metaDescription", { type: employmentTypeText(t, opening.employmentType), location: opening.location }),
  };
  return data(
    { meta, opening, constraint: getZodConstraint(jobApplicationSchema), accept: acceptAttribute(CV_KIND), acceptedTypes: describeAccepted(CV_KIND) },
    { status: opening.accepting ? 200 : 410 },
  );
}

const HIDDEN_FIELDS = ["cv"];

/**
 * An application, with or without JavaScript: a multipart post checked on the server; a refusal comes back next to its
 * field with everything typed kept except the file (a browser cannot be given a file back). Only well-formed
 * applications count towards the address's limit, as a sign-up does; an opening that closed meanwhile keeps nothing.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const opening = await findOpening(params.slug);
  const formData = await parseMultipartForm(request);
  const submission = parseWithZod(formData, { schema: jobApplicationSchema });
  const refuse = (status: number, options: { formErrors?: string[]; fieldErrors?: FieldErrors; headers?: HeadersInit } = {}) =>
    replyWithErrors(request, submission, { status, hideFields: HIDDEN_FIELDS, ...options });
  const locale = await getLocale(request);
  const t = translator(locale);
  if (!acceptsApplications(opening, new Date(), getEnv().APP_TIME_ZONE)) return refuse(409, { formErrors: [OPENING_CLOSED_MESSAGE] });
  const cv = await inspectUpload(formData.get("cv"), CV_KIND);
  if (submission.status !== "success" || !cv?.ok) {
    return refuse(400, { fieldErrors: cv?.ok ? undefined : { cv: [cv ? cv.message : "Attach your CV"] } });
  }
  const { website, ...applicant } = submission.value;
  const to = localizedPath(`/careers/${opening.slug}`, locale);
  // The description names the opening, so it is written in the reader's language here rather than by its English key.
  const sent = { type: "success", title: "Application sent", description: t("public.careers.apply.sentDescription", { title: opening.title }) } as const;
  if (website) return redirectWithToast(to, sent);
  try {
    await consumeAttempt("job-application", request);
    await submitJobApplication({ openingId: opening.id, ...applicant, coverNote: applicant.coverNote ?? "", cv: { file: cv.file, type: cv.type }, locale });
  } catch (error) {
    if (error instanceof RateLimitedError) return refuse(429, { formErrors: [error.message], headers: error.headers });
    if (error instanceof OpeningClosedError) return refuse(409, { formErrors: [error.message] });
    throw error;
  }
  return redirectWithToast(to, sent);
}

export default function OpeningPage() {
  const { opening } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader eyebrow={t("common.nav.careers")} title={opening.title}>
        <p>
          <OpeningFacts opening={opening} />
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8">
        <article className="lg:col-span-3">
          <MarkdownBody html={opening.html} />
          <p className="pt-8 text-base">
            <Link to={lp("/careers")} className="font-semibold text-brand-700 hover:underline">
              {t("public.careers.opening.allPositions")}
            </Link>
          </p>
        </article>
        <section aria-labelledby="apply-heading" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2 lg:self-start">
          <h2 id="apply-heading" className="text-2xl font-bold text-gray-900">
            {t("public.careers.opening.applyTitle")}
          </h2>
          {opening.accepting ? (
            <ApplicationForm />
          ) : (
            <div role="status" className="mt-4 rounded-md bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
              <p className="font-semibold">{t("public.careers.opening.closed")}</p>
              <p className="mt-1 text-sm">
                <T k="public.careers.opening.seeOpenPositions" components={{ 0: <Link to={lp("/careers")} className="font-medium underline" /> }} />
              </p>
            </div>
          )}
        </section>
      </div>
    </>
  );
}

function ApplicationForm() {
  const actionData = useActionData<typeof action>();
  return <ApplicationFields key={useFormKey({ hasResult: Boolean(actionData) })} lastResult={actionData?.result} />;
}

function ApplicationFields({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { constraint, accept, acceptedTypes } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm({ id: "job-application", lastResult, constraint });
  const t = useT();
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-1">
      <Field label={t("public.form.name")} id={fields.name.id} errors={fields.name.errors}>
        {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="name" />}
      </Field>
      <Field label={t("public.form.email")} id={fields.email.id} errors={fields.email.errors}>
        {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
      </Field>
      <Field label={t("public.form.phone")} id={fields.phone.id} errors={fields.phone.errors}>
        {(control) => <Input {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })} {...control} autoComplete="tel" />}
      </Field>
      <Field label={t("public.careers.apply.cv")} id={fields.cv.id} errors={fields.cv.errors} hint={t("public.careers.apply.cvHint", { types: acceptedTypes })}>
        {(control) => (
          <Input
            {...getInputProps(fields.cv, { type: "file", ariaAttributes: false })}
            {...control}
            required
            accept={accept}
            className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-700"
          />
        )}
      </Field>
      <Field label={t("public.careers.apply.coverNote")} id={fields.coverNote.id} errors={fields.coverNote.errors} hint={t("public.careers.apply.coverNoteHint")}>
        {(control) => <Textarea {...getTextareaProps(fields.coverNote, { ariaAttributes: false })} {...control} rows={5} />}
      </Field>
      <div className="hidden" aria-hidden="true">
        <label htmlFor="job-application-website">{t("public.form.honeypot")}</label>
        <input id="job-application-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="space-y-4 pt-2">
        <FormError errors={form.errors} id={form.errorId} />
        <SubmitButton pendingText={t("public.form.sending")} size="lg">
          {t("public.careers.apply.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** An unknown opening: the not-found page inside the site's own header and footer, with a way to the others. */
export function ErrorBoundary() {
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPage status={404} title={t("common.error.notFound.title")} message={t("public.careers.opening.notFound")}>
            <Link to={lp("/careers")} className={buttonClass({ variant: "secondary" })}>
              {t("public.careers.openPositions")}
            </Link>
          </ErrorPage>
        ),
      }}
    />
  );
}
