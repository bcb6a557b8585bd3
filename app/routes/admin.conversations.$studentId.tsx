import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { MessageForm, MessageThread } from "~/components/conversation/thread";
import { useLiveThread } from "~/components/conversation/use-live-thread";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { staffThreadPath } from "~/domain/conversation";
import { messageFormSetup, openThread, postMessageFromForm } from "~/features/conversation/thread.server";
import { requireCaseStudent } from "~/features/case/case-student.server";
import { getThread } from "~/models/conversation.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(data ? `Conversation with ${data.student.name}` : "Conversation", "A student's conversation with the consultancy.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { staff, student } = await requireCaseStudent(request, params.studentId);
  const thread = await getThread(student.id);
  const path = staffThreadPath(student.id);
  return {
    student: { id: student.id, name: student.name, email: student.email, counsellor: student.counsellor?.name ?? null },
    ...(await openThread(thread, { side: "staff", userId: staff.id, threadPath: path }, (documentId) => `${path}/attachments/${documentId}`)),
    ...messageFormSetup(),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { staff, student } = await requireCaseStudent(request, params.studentId);
  return postMessageFromForm(request, { studentId: student.id, author: { id: staff.id, side: "staff" }, threadPath: staffThreadPath(student.id) });
}

export default function AdminConversationPage() {
  const { student, messages, seenMessageId, version, constraint, accept, acceptedTypes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useLiveThread(`${staffThreadPath(student.id)}/state`, version);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/admin/conversations" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Conversations
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Conversation with {student.name}</h1>
        <p className="mt-1 text-sm text-gray-600">
          <span className="break-all">{student.email}</span> · Counsellor: {student.counsellor ?? "Unassigned"} ·{" "}
          <Link to={`/admin/students/${student.id}`} className="font-medium text-brand-700 underline">
            Open the case
          </Link>
        </p>
      </div>
      <MessageThread messages={messages} seenMessageId={seenMessageId} emptyText="No messages yet. Write to the student below." />
      <section aria-labelledby="reply-heading">
        <h2 id="reply-heading" className="sr-only">
          Reply
        </h2>
        <MessageForm lastResult={actionData?.result} constraint={constraint} accept={accept} acceptedTypes={acceptedTypes} label="Your reply" />
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
