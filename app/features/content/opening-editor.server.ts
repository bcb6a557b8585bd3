import { CAREERS_PATH } from "~/domain/content";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { OpeningNotFoundError, OpeningSlugTakenError, createOpening, updateOpening } from "~/models/job-opening.server";
import { openingFormSchema, openingFromForm } from "./opening.schema.server";

/** The opening editor's post, new or edit: saved as a revision and live at once; a taken slug comes back next to its field. */
export function handleOpeningForm(request: Request, formData: FormData, { openingId, editorId }: { openingId: number | null; editorId: number }) {
  return handleAdminIntent(request, formData, {
    schema: openingFormSchema,
    closeTo: openingId === null ? CAREERS_PATH : `${CAREERS_PATH}/${openingId}`,
    notFound: [OpeningNotFoundError],
    refuse: (error, reply) => (error instanceof OpeningSlugTakenError ? reply({ status: 409, fieldErrors: { slug: [error.message] } }) : undefined),
    run: async (form) => {
      const input = openingFromForm(form);
      const opening = openingId === null ? await createOpening(input, editorId) : await updateOpening(openingId, input, editorId);
      return {
        title: "Opening saved",
        description: input.status === "open" ? `"${opening.title}" is saved; open, it is on the careers page until its closing day.` : `"${opening.title}" is saved and closed: it is not on the careers page.`,
        to: `${CAREERS_PATH}/${opening.id}`,
      };
    },
  });
}
