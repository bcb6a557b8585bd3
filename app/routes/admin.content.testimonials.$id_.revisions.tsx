import { TESTIMONIALS_PATH } from "~/domain/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { RevisionHistory } from "~/components/content/revision-history";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { runAdminAction } from "~/features/admin/admin-actions.server";
import { postedRevisionId, readRevisionHistory, type RevisionField } from "~/features/content/revision-compare.server";
import { TESTIMONIAL_ENTITY, readTestimonialForEditor, restoreTestimonialRevision, testimonialInputOf, type TestimonialInput } from "~/models/testimonial.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Revisions: ${data.testimonial.name}` : "Revisions", "Every saved state of a testimonial, compared and restored.", matches);

const FIELDS: ReadonlyArray<RevisionField<TestimonialInput>> = [
  { label: "Name", text: (input) => input.name },
  { label: "University", text: (input) => input.university },
  { label: "Country", text: (input) => input.destination },
  { label: "Testimonial", text: (input) => input.quote },
  { label: "Nepali testimonial", text: (input) => input.quoteNe ?? "" },
  { label: "Rating", text: (input) => String(input.rating) },
  { label: "Photo", text: (input) => String(input.photoId ?? "") },
  { label: "The photo's alt text", text: (input) => input.photoAlt },
  { label: "Order", text: (input) => String(input.position ?? "") },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const testimonialId = requireId(params.id);
  const testimonial = await readTestimonialForEditor(testimonialId);
  if (!testimonial) throw notFound();
  const history = await readRevisionHistory(request, { entityType: TESTIMONIAL_ENTITY, entityId: testimonialId, current: testimonialInputOf(testimonial), fields: FIELDS, zone: getEnv().APP_TIME_ZONE });
  return { testimonial: { id: testimonial.id, name: testimonial.name }, history };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const testimonialId = requireId(params.id);
  const revisionId = postedRevisionId(await readFormData(request));
  return runAdminAction(`${TESTIMONIALS_PATH}/${testimonialId}`, async () => {
    const testimonial = await restoreTestimonialRevision({ testimonialId, revisionId, editorId: editor.id });
    return { title: "Revision restored", description: `${testimonial.name}'s testimonial is back as saved then; the restore is a revision of its own.` };
  });
}

export default function TestimonialRevisionsPage() {
  const { testimonial, history } = useLoaderData<typeof loader>();
  return <RevisionHistory history={history} back={{ to: `${TESTIMONIALS_PATH}/${testimonial.id}`, label: testimonial.name }} subject="the testimonial" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
