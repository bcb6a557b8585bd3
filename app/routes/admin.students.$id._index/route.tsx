import { getFormProps, getSelectProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Field, FormError, Select } from "~/components/ui/field";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateTime } from "~/domain/dates";
import { roleLabel } from "~/domain/roles";
import { canAssignCounsellor } from "~/domain/student-case";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { NotACounsellorError, assignCounsellor, getStudentCase } from "~/models/student-case.server";
import { listActiveStaff } from "~/models/staff.server";
import { getEnv } from "~/utils/env.server";
import { VALIDATION_ERROR } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";
import { requireCaseStudent } from "~/features/case/case-student.server";
import { counsellorSchema } from "./schema.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { staff: viewer, student } = await requireCaseStudent(request, params.id);
  const mayAssign = canAssignCounsellor(viewer);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    student: {
      id: student.id,
      email: student.email,
      phone: student.phone,
      address: student.address,
      joined: formatDateTime(student.createdAt, zone),
      termsVersion: student.acceptedTermsVersion,
      disabledSince: student.disabledAt ? formatDateTime(student.disabledAt, zone) : null,
      counsellor: student.counsellor ? { id: student.counsellor.id, name: student.counsellor.name, email: student.counsellor.email } : null,
    },
    // only an admin gets the choices and the form; a counsellor reads who counsels the student
    assign: mayAssign
      ? { choices: (await listActiveStaff()).map((choice) => ({ id: choice.id, label: `${choice.name} (${roleLabel(choice.role)})` })), constraint: getZodConstraint(counsellorSchema) }
      : null,
  };
}

/** Sets or clears the student's counsellor: an admin's change; a counsellor is refused with 403 (decision 092). */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const studentId = requireId(params.id);
  if (!(await getStudentCase(studentId))) throw notFound();
  const here = `/admin/students/${studentId}`;
  return handleAdminIntent(request, await readFormData(request), {
    schema: counsellorSchema,
    closeTo: here,
    refuse: (error, reply) => (error instanceof NotACounsellorError ? reply({ ...VALIDATION_ERROR, fieldErrors: { counsellorId: [error.message] } }) : undefined),
    run: async ({ counsellorId }) => {
      const { student, counsellor } = await assignCounsellor({ adminId: admin.id, studentId, counsellorId: counsellorId ?? null });
      return counsellor
        ? { title: "Counsellor assigned", description: `${counsellor.name} now counsels ${student.name}; both have been told.` }
        : { title: "Counsellor removed", description: `${student.name} has no counsellor now; they have been told.` };
    },
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function CounsellorForm({ current, assign }: { current: Data["student"]["counsellor"]; assign: NonNullable<Data["assign"]> }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ counsellorId: string }>({
    id: "student-counsellor",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    constraint: assign.constraint,
    defaultValue: { counsellorId: current ? String(current.id) : "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <Field label="Counsellor" id={fields.counsellorId.id} errors={fields.counsellorId.errors} className="w-72">
        {(control) => (
          <Select {...getSelectProps(fields.counsellorId, { ariaAttributes: false })} {...control}>
            <option value="">No counsellor</option>
            {assign.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="pb-6">
        <SubmitButton variant="secondary" pendingText="Saving...">
          Save counsellor
        </SubmitButton>
      </div>
      <FormError errors={form.errors} id={form.errorId} />
    </Form>
  );
}

const notGiven = (value: string | null): ReactNode => value ?? <span className="text-gray-500">Not given</span>;

export default function StudentOverview() {
  const { student, assign } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <SectionCard id="profile" title="Profile">
        <DetailList>
          <Detail label="E-mail">{student.email}</Detail>
          <Detail label="Phone">{notGiven(student.phone)}</Detail>
          <Detail label="Address">{notGiven(student.address)}</Detail>
          <Detail label="Joined">{student.joined}</Detail>
          <Detail label="Terms accepted">{student.termsVersion === null ? <span className="text-gray-500">Not recorded</span> : `Version ${student.termsVersion}`}</Detail>
          {student.disabledSince ? <Detail label="Disabled since">{student.disabledSince}</Detail> : null}
        </DetailList>
        {assign ? (
          <p className="mt-4 text-sm">
            <Link to={`/admin/users/${student.id}`} className="font-medium text-brand-700 hover:underline">
              Account, sessions, loans and payments
            </Link>
          </p>
        ) : null}
      </SectionCard>
      <SectionCard id="counsellor" title="Counsellor">
        <p className="mb-4 text-sm text-gray-700">
          {student.counsellor ? (
            <>
              <strong className="font-semibold text-gray-900">{student.counsellor.name}</strong> ({student.counsellor.email}) counsels this student.
            </>
          ) : (
            "Nobody counsels this student yet."
          )}
        </p>
        {assign ? <CounsellorForm key={student.counsellor?.id ?? "none"} current={student.counsellor} assign={assign} /> : <p className="text-sm text-gray-600">Only an admin can change a student&apos;s counsellor.</p>}
      </SectionCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
