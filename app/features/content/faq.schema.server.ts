import * as z from "zod";
import { POSITION_MAX } from "~/domain/content";
import { FAQ_ANSWER_MAX, FAQ_CATEGORIES, FAQ_QUESTION_MAX } from "~/domain/faq";
import type { FaqInput } from "~/models/faq.server";
import { checkboxField, optionalText, requiredText } from "~/utils/form-fields.server";
import { nepaliVersionRule } from "./content-fields.server";

/**
 * The FAQ editor's form: the question, its Markdown answer, where it shows and in which order, and whether it shows;
 * the Nepali question and answer are optional, and go together.
 */
export const faqFormSchema = z
  .object({
    question: requiredText("Question", FAQ_QUESTION_MAX),
    answer: requiredText("Answer", FAQ_ANSWER_MAX, { lines: "many" }),
    questionNe: optionalText("Nepali question", FAQ_QUESTION_MAX),
    answerNe: optionalText("Nepali answer", FAQ_ANSWER_MAX, { lines: "many" }),
    category: z.enum(FAQ_CATEGORIES, { error: "Choose a category from the list" }),
    position: z
      .number({ error: `The order must be a whole number from 0 to ${POSITION_MAX}` })
      .int(`The order must be a whole number from 0 to ${POSITION_MAX}`)
      .min(0, `The order must be a whole number from 0 to ${POSITION_MAX}`)
      .max(POSITION_MAX, `The order must be a whole number from 0 to ${POSITION_MAX}`)
      .optional(),
    visible: checkboxField(),
  })
  .superRefine(
    nepaliVersionRule([
      { english: "question", nepali: "questionNe", label: "question" },
      { english: "answer", nepali: "answerNe", label: "answer" },
    ]),
  );

export type FaqForm = z.output<typeof faqFormSchema>;

/** The posted form as the model takes it: an empty order puts the question last in its category. */
export function faqFromForm(form: FaqForm): FaqInput {
  return {
    question: form.question,
    answer: form.answer,
    questionNe: form.questionNe ?? null,
    answerNe: form.answerNe ?? null,
    category: form.category,
    position: form.position ?? null,
    visible: form.visible,
  };
}
