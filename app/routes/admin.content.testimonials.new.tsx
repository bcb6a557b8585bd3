import { TESTIMONIALS_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { TestimonialForm } from "~/components/content/testimonial-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { handleNewTestimonialForm } from "~/features/content/testimonial-editor.server";
import { newTestimonialFormSchema } from "~/features/content/testimonial.schema.server";
import { listMediaChoices } from "~/models/media.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("New testimonial", "Add a student's testimonial to the site.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  return { constraint: getZodConstraint(newTestimonialFormSchema), photos: await listMediaChoices() };
}

export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleNewTestimonialForm(request, await readFormData(request), { editorId: editor.id });
}

export default function NewTestimonialPage() {
  const { constraint, photos } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div>
        <Link to={TESTIMONIALS_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← Testimonials
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">New testimonial</h1>
        <p className="text-sm text-gray-600">For a testimonial a student gave you in person or by e-mail, with their consent to show it.</p>
      </div>
      <TestimonialForm
        id="testimonial-new"
        defaultValue={{ name: "", destination: "", university: "", quote: "", quoteNe: "", rating: "5", photoId: "", photoAlt: "", position: "", status: "shown" }}
        lastResult={actionData?.result}
        constraint={constraint}
        photos={photos}
        withStatus
        submitLabel="Add testimonial"
      />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
