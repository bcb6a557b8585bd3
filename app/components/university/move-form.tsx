import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Select, Textarea } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";

type Choice = { value: string; label: string };

/** The case page's move: the stage it goes to and a note for the timeline (intent `move`, the application's `id`). */
export function MoveForm({
  applicationId,
  university,
  choices,
  constraint,
  lastResult,
}: {
  applicationId: number;
  university: string;
  choices: Choice[];
  constraint: Constraint;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useAppForm<{ stage: string; note: string }>({ id: `move-${applicationId}`, lastResult, constraint });
  if (choices.length === 0) return <p className="text-sm text-gray-600">This application has ended: it cannot move any more.</p>;
  return (
    <Form method="post" {...getFormProps(form)} className="grid items-end gap-x-3 border-t border-gray-100 pt-4 sm:grid-cols-[14rem_1fr_auto]" aria-label={`Move ${university}`}>
      <input type="hidden" name="id" value={applicationId} />
      <Field label="Move to stage" id={fields.stage.id} errors={fields.stage.errors}>
        {(control) => (
          <Select {...getSelectProps(fields.stage, { ariaAttributes: false })} {...control}>
            <option value="">Select a stage</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Note (optional)" id={fields.note.id} errors={fields.note.errors}>
        {(control) => <Textarea {...getTextareaProps(fields.note, { ariaAttributes: false })} {...control} rows={1} />}
      </Field>
      <div className="pb-6">
        <SubmitButton name="intent" value="move" pendingText="Moving...">
          Move
        </SubmitButton>
      </div>
      <div className="sm:col-span-3">
        <FormError errors={form.errors} id={form.errorId} />
      </div>
    </Form>
  );
}

/**
 * A board card's move: a select and a button, posted natively to the board's own address (Remix keeps its query in
 * the default action), so the board comes back with its filters.
 */
export function CardMoveForm({ applicationId, university, choices }: { applicationId: number; university: string; choices: Choice[] }) {
  if (choices.length === 0) return null;
  const selectId = `card-move-${applicationId}`;
  return (
    <Form method="post" className="mt-2 flex items-end gap-1.5" aria-label={`Move ${university}`}>
      <input type="hidden" name="id" value={applicationId} />
      <div className="min-w-0 flex-1">
        <label htmlFor={selectId} className="sr-only">
          Move {university} to
        </label>
        <Select id={selectId} name="stage" required defaultValue="" className="px-2 py-1 text-xs">
          <option value="" disabled>
            Move to…
          </option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </div>
      <SubmitButton name="intent" value="move" size="sm" variant="secondary" pendingText="…">
        Move
      </SubmitButton>
    </Form>
  );
}
