import { FAQS_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { FaqEditor } from "~/components/content/faq-editor";
import { RecordHeader, RecordLink } from "~/components/content/record-header";
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
    values: {
      question: faq.question,
      answer: faq.answer,
      questionNe: faq.questionNe ?? "",
      answerNe: faq.answerNe ?? "",
      category: faq.category,
      position: String(faq.position),
      visible: faq.visible ? "on" : "",
    },
    rendered: { text: faq.answer, html: renderMarkdown(faq.answer) },
    renderedNe: faq.answerNe ? { text: faq.answerNe, html: renderMarkdown(faq.answerNe) } : null,
    constraint: getZodConstraint(faqFormSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleFaqForm(request, await readFormData(request), { faqId: requireId(params.id), editorId: editor.id });
}

export default function EditFaqPage() {
  const { faq, values, rendered, renderedNe, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <RecordHeader
        back={{ to: FAQS_PATH, label: "FAQs" }}
        title={faq.question}
        actions={
          <>
            {faq.visible ? <RecordLink to="/faq">View on the site</RecordLink> : null}
            <RecordLink to="revisions">Revisions</RecordLink>
          </>
        }
      >
        {faq.category} · {faq.visible ? "Shown on the site" : "Hidden from the site"} · Last edited {faq.updatedAt}
      </RecordHeader>
      <FaqEditor id={`faq-${faq.id}`} defaultValue={values} lastResult={actionData?.result} constraint={constraint} rendered={rendered} renderedNe={renderedNe} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
