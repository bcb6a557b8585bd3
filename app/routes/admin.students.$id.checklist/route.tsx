import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ChecklistStatusBadge, DecisionList, VersionList } from "~/components/checklist/checklist-parts";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { Button, SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import { EmptyState } from "~/components/ui/table";
import { checklistActions, todayFor } from "~/domain/checklist";
import { formatDay } from "~/domain/dates";
import { DESTINATIONS } from "~/domain/destinations";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import {
  ChecklistNotFoundError,
  acceptChecklistItem,
  addChecklistItem,
  addTemplateItems,
  listChecklist,
  rejectChecklistItem,
  removeChecklistItem,
} from "~/models/checklist.server";
import { getEnv } from "~/utils/env.server";
import { VALIDATION_ERROR } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { requireCaseStudent } from "~/features/case/case-student.server";
import { addItemSchema, addTemplateSchema, itemSchema, rejectSchema } from "./schema.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(data ? `Checklist of ${data.student.name}` : "Checklist", "The student's document checklist: request, review, accept or reject.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { student } = await requireCaseStudent(request, params.id);
  const zone = getEnv().APP_TIME_ZONE;
  const items = await listChecklist(student.id);
  return {
    student: { id: student.id, name: student.name },
    today: todayFor(new Date(), zone),
    destinations: DESTINATIONS,
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      note: item.note,
      status: item.status,
      due: item.dueDate ? formatDay(item.dueDate, "UTC") : null,
      overdue: item.overdue,
      fromTemplate: item.templateKey !== null,
      canDecide: checklistActions(item.status).includes("accept"),
      versions: item.versions.map((version) => ({ id: version.id, originalName: version.originalName, sizeBytes: version.sizeBytes, uploadedOn: formatDay(version.createdAt, zone) })),
      decisions: item.decisions.map((decision) => ({ status: decision.status, reason: decision.reason, by: decision.by, on: formatDay(decision.at, zone) })),
    })),
    constraints: { addItem: getZodConstraint(addItemSchema("2000-01-01")), reject: getZodConstraint(rejectSchema) },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { staff, student } = await requireCaseStudent(request, params.id);
  const here = `/admin/students/${student.id}/checklist`;
  const formData = await readFormData(request);
  const target = { staffId: staff.id, studentId: student.id };
  // an item id that is not this student's is a 404, exactly like an unknown one: nothing changes
  const onItem = { closeTo: here, notFound: [ChecklistNotFoundError] };

  return dispatchIntent(formData, {
    add_template: () =>
      handleAdminIntent(request, formData, {
        ...onItem,
        schema: addTemplateSchema,
        intent: "add_template",
        run: async ({ destination }) => {
          const { added, skipped } = await addTemplateItems({ ...target, destination });
          return {
            title: "Template added",
            description: `${added} document${added === 1 ? "" : "s"} of the ${destination} template added${skipped ? `, ${skipped} already on the list` : ""}.`,
          };
        },
      }),
    add_item: () =>
      handleAdminIntent(request, formData, {
        ...onItem,
        schema: addItemSchema(todayFor(new Date(), getEnv().APP_TIME_ZONE)),
        intent: "add_item",
        run: async ({ name, note, due_date }) => {
          await addChecklistItem({ ...target, name, note: note || null, dueDay: due_date || null });
          return { title: "Document requested", description: `${name} was added to ${student.name}'s checklist.` };
        },
      }),
    accept: () =>
      handleAdminIntent(request, formData, {
        ...onItem,
        schema: itemSchema,
        intent: "accept",
        run: async ({ itemId }) => {
          const item = await acceptChecklistItem({ ...target, itemId });
          return { title: "Document accepted", description: `${item.name} is accepted.` };
        },
      }),
    reject: () =>
      handleAdminIntent(request, formData, {
        ...onItem,
        schema: rejectSchema,
        intent: "reject",
        invalid: { ...VALIDATION_ERROR, extra: { itemId: Number(formData.get("itemId")) || null } },
        run: async ({ itemId, reason }) => {
          const item = await rejectChecklistItem({ ...target, itemId, reason });
          return { title: "Document rejected", description: `${student.name} was asked to upload ${item.name} again.` };
        },
      }),
    remove: () =>
      handleAdminIntent(request, formData, {
        ...onItem,
        schema: itemSchema,
        intent: "remove",
        run: async ({ itemId }) => {
          const item = await removeChecklistItem({ ...target, itemId });
          return { title: "Document removed", description: `${item.name} was removed from the checklist.` };
        },
      }),
  });
}

type Item = Awaited<ReturnType<typeof loader>>["items"][number];

function AddFromTemplate() {
  const { destinations } = useLoaderData<typeof loader>();
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="add_template" />
      <Field label="Destination's template" id="checklist-destination" className="min-w-56">
        {(control) => (
          <Select name="destination" required {...control}>
            {destinations.map((destination) => (
              <option key={destination} value={destination}>
                {destination}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="pb-6">
        <SubmitButton name="intent" value="add_template" pendingText="Adding...">
          Add template
        </SubmitButton>
      </div>
    </Form>
  );
}

function AddByHand() {
  const { constraints, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ name: string; note: string; due_date: string }>({
    id: "checklist-add-item",
    lastResult: actionData && "intent" in actionData && actionData.intent === "add_item" ? actionData.result : null,
    constraint: constraints.addItem,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      <input type="hidden" name="intent" value="add_item" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Name" id={fields.name.id} errors={fields.name.errors}>
          {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="Due date (optional)" id={fields.due_date.id} errors={fields.due_date.errors}>
          {(control) => <Input {...getInputProps(fields.due_date, { type: "date", ariaAttributes: false })} min={today} {...control} />}
        </Field>
      </div>
      <Field label="Note for the student (optional)" id={fields.note.id} errors={fields.note.errors}>
        {(control) => <Textarea {...getTextareaProps(fields.note, { ariaAttributes: false })} rows={2} {...control} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton name="intent" value="add_item" pendingText="Adding...">
        Add document
      </SubmitButton>
    </Form>
  );
}

function RejectForm({ item }: { item: Item }) {
  const { constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mine = actionData && "intent" in actionData && actionData.intent === "reject" && "itemId" in actionData && actionData.itemId === item.id;
  const [form, fields] = useAppForm<{ itemId: number; reason: string }>({ id: `checklist-reject-${item.id}`, lastResult: mine ? actionData.result : null, constraint: constraints.reject });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1" aria-label={`Reject ${item.name}`}>
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="itemId" value={item.id} />
      <Field label={`Reason for rejecting ${item.name}`} id={fields.reason.id} errors={fields.reason.errors}>
        {(control) => <Textarea {...getTextareaProps(fields.reason, { ariaAttributes: false })} rows={2} {...control} />}
      </Field>
      <SubmitButton variant="danger" size="sm" name="intent" value="reject" pendingText="Rejecting...">
        Reject
      </SubmitButton>
    </Form>
  );
}

function ItemCard({ item }: { item: Item }) {
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-5" aria-labelledby={`checklist-item-${item.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`checklist-item-${item.id}`} className="text-base font-semibold text-gray-900">
            {item.name}
          </h3>
          {item.note ? <p className="mt-1 text-sm text-gray-600">{item.note}</p> : null}
          {item.due ? <p className={item.overdue ? "mt-1 text-sm font-medium text-orange-800" : "mt-1 text-sm text-gray-700"}>Due {item.due}</p> : null}
        </div>
        <ChecklistStatusBadge status={item.status} overdue={item.overdue} />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-gray-900">Versions</h4>
          <VersionList versions={item.versions} hrefOf={(id) => `/admin/documents/${id}`} itemName={item.name} />
        </div>
        {item.decisions.length > 0 ? (
          <div>
            <h4 className="text-sm font-semibold text-gray-900">Decisions</h4>
            <DecisionList decisions={item.decisions} />
          </div>
        ) : null}
      </div>
      {item.canDecide ? (
        <div className="mt-4 grid gap-4 border-t border-gray-100 pt-4 sm:grid-cols-[auto_1fr]">
          <Form method="post" aria-label={`Accept ${item.name}`}>
            <input type="hidden" name="itemId" value={item.id} />
            <SubmitButton size="sm" name="intent" value="accept" pendingText="Accepting...">
              Accept
            </SubmitButton>
          </Form>
          <RejectForm item={item} />
        </div>
      ) : null}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-gray-700">Remove {item.name}…</summary>
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <input type="hidden" name="itemId" value={item.id} />
          <span className="text-gray-700">Removing it deletes its {item.versions.length} uploaded version{item.versions.length === 1 ? "" : "s"} too.</span>
          <Button type="submit" variant="danger" size="sm" name="intent" value="remove">
            Remove {item.name} from the checklist
          </Button>
        </Form>
      </details>
    </li>
  );
}

export default function StudentChecklistTab() {
  const { student, items } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <section aria-labelledby="checklist-heading" className="space-y-4">
        <h2 id="checklist-heading" className="text-lg font-semibold text-gray-900">
          Document checklist of {student.name}
        </h2>
        {items.length === 0 ? (
          <EmptyState title="No documents requested yet" hint="Add a destination's template or a document by hand below." />
        ) : (
          <ul className="space-y-4">
            {items.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="checklist-add-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
        <h2 id="checklist-add-heading" className="text-lg font-semibold text-gray-900">
          Request documents
        </h2>
        <AddFromTemplate />
        <AddByHand />
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
