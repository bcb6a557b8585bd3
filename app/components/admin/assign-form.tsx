import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";

type StaffMember = { id: number; name: string };

/** "Assigned to" a staff member, or nobody: one form for every record staff take on (an SOP, an inquiry). */
export function AssignForm({
  id,
  assignee,
  staff,
  constraint,
  lastResult,
}: {
  id: string;
  assignee: StaffMember | null;
  staff: readonly StaffMember[];
  constraint: Constraint;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useAppForm<{ assigneeId: string }>({
    id,
    lastResult,
    constraint,
    defaultValue: { assigneeId: assignee ? String(assignee.id) : "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <Field label="Assigned to" id={fields.assigneeId.id} errors={fields.assigneeId.errors} className="w-56">
        {(control) => (
          <Select {...getSelectProps(fields.assigneeId, { ariaAttributes: false })} {...control}>
            <option value="">Unassigned</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="pb-6">
        <SubmitButton variant="secondary" name="intent" value="assign" pendingText="Saving...">
          Assign
        </SubmitButton>
      </div>
    </Form>
  );
}
