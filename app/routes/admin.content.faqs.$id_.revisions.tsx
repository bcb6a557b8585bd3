import { FAQS_PATH } from "~/domain/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { RevisionHistory } from "~/components/content/revision-history";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { faqCategoryLabel } from "~/domain/faq";
import { runAdminAction } from "~/features/admin/admin-actions.server";
import { postedRevisionId, readRevisionHistory, type RevisionField } from "~/features/content/revision-compare.server";
import { FAQ_ENTITY, faqInputOf, readFaqForEditor, restoreFaqRevision, type FaqInput } from "~/models/faq.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Revisions: ${data.faq.question}` : "Revisions", "Every saved state of a question, compared and restored.", matches);

const FIELDS: ReadonlyArray<RevisionField<FaqInput>> = [
  { label: "Question", text: (input) => input.question },
  { label: "Answer", text: (input) => input.answer },
  { label: "Nepali question", text: (input) => input.questionNe ?? "" },
  { label: "Nepali answer", text: (input) => input.answerNe ?? "" },
  { label: "Category", text: (input) => faqCategoryLabel(input.category) },
  { label: "Order", text: (input) => String(input.position ?? "") },
  { label: "Shown on the site", text: (input) => (input.visible ? "Yes" : "No") },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const faqId = requireId(params.id);
  const faq = await readFaqForEditor(faqId);
  if (!faq) throw notFound();
  const history = await readRevisionHistory(request, { entityType: FAQ_ENTITY, entityId: faqId, current: faqInputOf(faq), fields: FIELDS, zone: getEnv().APP_TIME_ZONE });
  return { faq: { id: faq.id, question: faq.question }, history };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const faqId = requireId(params.id);
  const revisionId = postedRevisionId(await readFormData(request));
  return runAdminAction(`${FAQS_PATH}/${faqId}`, async () => {
    const faq = await restoreFaqRevision({ faqId, revisionId, editorId: editor.id });
    return { title: "Revision restored", description: `"${faq.question}" is back as it was saved then; the restore is a revision of its own.` };
  });
}

export default function FaqRevisionsPage() {
  const { faq, history } = useLoaderData<typeof loader>();
  return <RevisionHistory history={history} back={{ to: `${FAQS_PATH}/${faq.id}`, label: faq.question }} subject="the question" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
