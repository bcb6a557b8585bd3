import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { NepaliFieldset } from "~/components/admin/nepali-fieldset";
import { useAppForm } from "~/components/forms/use-app-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Textarea } from "~/components/ui/field";
import { zoneLabel } from "~/domain/dates";
import { SITE_COPY_LABELS, SITE_COPY_NEPALI_FIELDS, isSiteCopyKey, type SiteCopy, type SiteCopyKey } from "~/domain/site-copy";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { NEPALI_SUFFIX, siteCopyFormFields, siteCopyFormSchema, siteCopyFormValues } from "~/features/content/site-copy.schema.server";
import { readStoredSiteCopy, saveSiteCopy } from "~/models/site-copy.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";
import { requireContentEditor } from "~/auth/session.server";

type FieldSpec = { name: string; label: string; kind?: "textarea" | "datetime"; rows?: number; hint?: string; lang?: string };

const PAIRS_HINT = 'One per line, its two parts separated by "|".';

/** Each block's fields, in the order of its page. */
const FIELDS: Record<SiteCopyKey, readonly FieldSpec[]> = {
  home: [
    { name: "heroHeading", label: "Hero heading" },
    { name: "heroText", label: "Hero text", kind: "textarea", rows: 3 },
    { name: "claims", label: "Claims under the hero", kind: "textarea", rows: 3, hint: "One per line, up to four." },
    { name: "stats", label: "Figures", kind: "textarea", rows: 4, hint: `${PAIRS_HINT} For example: 2,800+ | Universities.` },
    { name: "ratingScore", label: "Rating", hint: "For example 4.9/5.0; leave empty to hide the rating." },
    { name: "ratingReviews", label: "Rating's reviews", hint: "For example 1750+ reviews." },
    { name: "aboutHeading", label: "About teaser's heading" },
    { name: "aboutText", label: "About teaser's text", kind: "textarea", rows: 4 },
    { name: "aboutPoints", label: "About teaser's points", kind: "textarea", rows: 3, hint: "One per line, up to five." },
    { name: "bannerHeading", label: "Free test banner's heading" },
    { name: "bannerText", label: "Free test banner's text", kind: "textarea", rows: 3 },
    { name: "bannerCta", label: "Free test banner's button" },
    { name: "closingHeading", label: "Closing heading" },
    { name: "closingText", label: "Closing text", kind: "textarea", rows: 3 },
  ],
  about: [
    { name: "heading", label: "Heading" },
    { name: "intro", label: "Introduction", kind: "textarea", rows: 2, hint: "Under the heading, and the page's description for search engines." },
    { name: "story", label: "Our story", kind: "textarea", rows: 8, hint: "Markdown: a blank line between paragraphs." },
    { name: "mission", label: "Mission", kind: "textarea", rows: 3 },
    { name: "vision", label: "Vision", kind: "textarea", rows: 3 },
    { name: "values", label: "Core values", kind: "textarea", rows: 5, hint: `${PAIRS_HINT} For example: Integrity | Clear prices and realistic expectations.` },
    { name: "impact", label: "Impact figures", kind: "textarea", rows: 4, hint: `${PAIRS_HINT} For example: 95% | Success rate.` },
  ],
  hours: [{ name: "rows", label: "Office hours", kind: "textarea", rows: 5, hint: `${PAIRS_HINT} For example: Saturday | 10:00 AM-2:00 PM.` }],
  announcement: [
    { name: "text", label: "Announcement", hint: "Leave empty to show none." },
    { name: "link", label: "Link", hint: "Optional: a path of this site (/services/free-counseling) or a full https:// address." },
    { name: "from", label: "From", kind: "datetime", hint: "Optional: shown from this time." },
    { name: "until", label: "Until", kind: "datetime", hint: "Optional: hidden from this time." },
  ],
};

/** The Nepali twins of a block's translatable fields, named as the form posts them. */
function nepaliFieldsOf(key: SiteCopyKey): FieldSpec[] {
  const translatable: readonly string[] = SITE_COPY_NEPALI_FIELDS[key];
  return FIELDS[key].filter((spec) => translatable.includes(spec.name)).map(({ name, label, kind, rows }) => ({ name: `${name}${NEPALI_SUFFIX}`, label, kind, rows, lang: "ne" }));
}

function readBlock(params: { block?: string }): SiteCopyKey {
  const key = params.block ?? "";
  if (!isSiteCopyKey(key)) throw notFound();
  return key;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Site copy: ${data.title}` : "Site copy", "Edit the site's copy.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const key = readBlock(params);
  const zone = getEnv().APP_TIME_ZONE;
  const copy = await readStoredSiteCopy(key);
  return {
    key,
    ...SITE_COPY_LABELS[key],
    values: siteCopyFormValues(key, copy, zone),
    constraint: getZodConstraint(siteCopyFormFields(key, zone)),
    zone: zoneLabel(new Date(), zone),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const key = readBlock(params);
  const zone = getEnv().APP_TIME_ZONE;
  return handleAdminIntent(request, await readFormData(request), {
    schema: siteCopyFormSchema(key, zone),
    closeTo: `/admin/content/site/${key}`,
    run: async (value) => {
      await saveSiteCopy(key, value as SiteCopy[typeof key], editor.id);
      return { title: "Copy saved", description: `The ${SITE_COPY_LABELS[key].title.toLowerCase()} shows the new copy now.` };
    },
  });
}

export default function SiteCopyBlockPage() {
  const { key, title, description, pages, values, constraint, zone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<Record<string, string>>({ id: `site-copy-${key}`, lastResult: actionData?.result, constraint, defaultValue: values });
  const renderField = (spec: FieldSpec) => {
    const field = fields[spec.name];
    const label = spec.kind === "datetime" ? `${spec.label} (${zone})` : spec.label;
    return (
      <Field key={spec.name} label={label} id={field.id} errors={field.errors} hint={spec.hint}>
        {(control) =>
          spec.kind === "textarea" ? (
            <Textarea {...getTextareaProps(field, { ariaAttributes: false })} {...control} rows={spec.rows ?? 3} lang={spec.lang} />
          ) : (
            <Input {...getInputProps(field, { type: spec.kind === "datetime" ? "datetime-local" : "text", ariaAttributes: false })} {...control} lang={spec.lang} />
          )
        }
      </Field>
    );
  };
  return (
    <div className="space-y-4">
      <div>
        <Link to="/admin/content/site" className="text-sm font-medium text-brand-700 hover:underline">
          ← Site copy
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">{title}</h1>
        <p className="text-sm text-gray-600">
          {description} Shown on {pages}.
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        {FIELDS[key].map(renderField)}
        <NepaliFieldset hint="Each field on its own: a Nepali page shows the English of a field left empty, marked as English.">{nepaliFieldsOf(key).map(renderField)}</NepaliFieldset>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end">
          <SubmitButton pendingText="Saving...">Save</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
