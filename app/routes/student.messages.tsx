import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MessageForm, MessageThread } from "~/components/conversation/thread";
import { useLiveThread } from "~/components/conversation/use-live-thread";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { STUDENT_THREAD_PATH } from "~/domain/conversation";
import { messageFormSetup, openThread, postMessageFromForm } from "~/features/conversation/thread.server";
import { getThread } from "~/models/conversation.server";
import { getStudentCase } from "~/models/student-case.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Messages", "Your conversation with your counsellor.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const [thread, profile] = await Promise.all([getThread(student.id), getStudentCase(student.id)]);
  return {
    ...(await openThread(thread, { side: "student", userId: student.id, threadPath: STUDENT_THREAD_PATH }, (documentId) => `${STUDENT_THREAD_PATH}/attachments/${documentId}`)),
    counsellor: profile?.counsellor?.name ?? null,
    ...messageFormSetup(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  return postMessageFromForm(request, { studentId: student.id, author: { id: student.id, side: "student" }, threadPath: STUDENT_THREAD_PATH });
}

export default function StudentMessagesPage() {
  const { messages, seenMessageId, version, counsellor, constraint, accept, acceptedTypes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useLiveThread(`${STUDENT_THREAD_PATH}/state`, version);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Messages</h1>
        <p className="mt-1 text-gray-600">
          {counsellor
            ? `Your conversation with ${counsellor}, your counsellor, and our team.`
            : "Your conversation with our team. A counsellor answers you here."}
        </p>
      </div>
      <MessageThread messages={messages} seenMessageId={seenMessageId} emptyText="No messages yet. Ask us anything about your studies abroad below." />
      <section aria-labelledby="new-message-heading">
        <h2 id="new-message-heading" className="sr-only">
          New message
        </h2>
        <MessageForm lastResult={actionData?.result} constraint={constraint} accept={accept} acceptedTypes={acceptedTypes} />
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
