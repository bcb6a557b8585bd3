import { FAQS_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { FaqEditor } from "~/components/content/faq-editor";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FAQ_CATEGORIES, type FaqCategory } from "~/domain/faq";
import { handleFaqForm } from "~/features/content/faq-editor.server";
import { faqFormSchema } from "~/features/content/faq.schema.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("New question", "Add a question and its answer to the site.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  // "New question" from a filtered list starts in that list's category.
  const asked = new URL(request.url).searchParams.get("category");
  const category: FaqCategory = FAQ_CATEGORIES.find((value) => value === asked) ?? "general";
  return { constraint: getZodConstraint(faqFormSchema), category };
}

export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleFaqForm(request, await readFormData(request), { faqId: null, editorId: editor.id });
}

export default function NewFaqPage() {
  const { constraint, category } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div>
        <Link to={FAQS_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← FAQs
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">New question</h1>
      </div>
      <FaqEditor id="faq-new" defaultValue={{ question: "", answer: "", questionNe: "", answerNe: "", category, position: "", visible: "on" }} lastResult={actionData?.result} constraint={constraint} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
