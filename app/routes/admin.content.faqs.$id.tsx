import { FAQS_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { FaqEditor } from "~/components/content/faq-editor";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateTime } from "~/domain/dates";
import { faqCategoryLabel } from "~/domain/faq";
import { handleFaqForm } from "~/features/content/faq-editor.server";
import { faqFormSchema } from "~/features/content/faq.schema.server";
import { readFaqForEditor } from "~/models/faq.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { renderMarkdown } from "~/utils/markdown.server";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Edit: ${data.faq.question}` : "Question", "Edit a question and its answer.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const faq = await readFaqForEditor(requireId(params.id));
  if (!faq) throw notFound();
  return {
    faq: { id: faq.id, question: faq.question, category: faqCategoryLabel(faq.category), visible: faq.visible, updatedAt: formatDateTime(faq.updatedAt, getEnv().APP_TIME_ZONE) },
    values: { question: faq.question, answer: faq.answer, category: faq.category, position: String(faq.position), visible: faq.visible ? "on" : "" },
    rendered: { text: faq.answer, html: renderMarkdown(faq.answer) },
    constraint: getZodConstraint(faqFormSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleFaqForm(request, await readFormData(request), { faqId: requireId(params.id), editorId: editor.id });
}

export default function EditFaqPage() {
  const { faq, values, rendered, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={FAQS_PATH} className="text-sm font-medium text-brand-700 hover:underline">
            ← FAQs
          </Link>
          <h1 className="mt-1 break-words text-2xl font-bold text-gray-900">{faq.question}</h1>
          <p className="mt-1 text-sm text-gray-600">
            {faq.category} · {faq.visible ? "Shown on the site" : "Hidden from the site"} · Last edited {faq.updatedAt}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {faq.visible ? (
            <Link to="/faq" className="text-sm font-medium text-brand-700 hover:underline">
              View on the site
            </Link>
          ) : null}
          <Link to="revisions" className="text-sm font-medium text-brand-700 hover:underline">
            Revisions
          </Link>
        </div>
      </div>
      <FaqEditor id={`faq-${faq.id}`} defaultValue={values} lastResult={actionData?.result} constraint={constraint} rendered={rendered} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
