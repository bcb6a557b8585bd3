import { FAQS_PATH } from "~/domain/content";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { FaqNotFoundError, createFaq, updateFaq } from "~/models/faq.server";
import { faqFormSchema, faqFromForm } from "./faq.schema.server";

/** The FAQ editor's post, new or edit: saved as a revision and live at once on the pages of its category (or hidden). */
export function handleFaqForm(request: Request, formData: FormData, { faqId, editorId }: { faqId: number | null; editorId: number }) {
  return handleAdminIntent(request, formData, {
    schema: faqFormSchema,
    closeTo: faqId === null ? FAQS_PATH : `${FAQS_PATH}/${faqId}`,
    notFound: [FaqNotFoundError],
    run: async (form) => {
      const input = faqFromForm(form);
      const faq = faqId === null ? await createFaq(input, editorId) : await updateFaq(faqId, input, editorId);
      return {
        title: "Question saved",
        description: input.visible ? `"${faq.question}" is on the site.` : `"${faq.question}" is saved and hidden from the site.`,
        to: `${FAQS_PATH}/${faq.id}`,
      };
    },
  });
}
