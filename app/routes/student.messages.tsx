import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MessageForm, MessageThread } from "~/components/conversation/thread";
import { useLiveThread } from "~/components/conversation/use-live-thread";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { STUDENT_THREAD_PATH } from "~/domain/conversation";
import { messageFormSetup, openThread, postMessageFromForm } from "~/features/conversation/thread.server";
import { translator } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { getThread } from "~/models/conversation.server";
import { getStudentCase } from "~/models/student-case.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const [thread, profile, locale] = await Promise.all([getThread(student.id), getStudentCase(student.id), getLocale(request)]);
  const t = translator(locale);
  return {
    meta: { title: t("student.messages.metaTitle"), description: t("student.messages.metaDescription") },
    ...(await openThread(thread, { side: "student", userId: student.id, threadPath: STUDENT_THREAD_PATH, locale }, (documentId) => `${STUDENT_THREAD_PATH}/attachments/${documentId}`)),
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
  const t = useT();
  useLiveThread(`${STUDENT_THREAD_PATH}/state`, version);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("student.messages.title")}</h1>
        <p className="mt-1 text-gray-600">{counsellor ? t("student.messages.introWithCounsellor", { counsellor }) : t("student.messages.introWithoutCounsellor")}</p>
      </div>
      <MessageThread messages={messages} seenMessageId={seenMessageId} emptyText={t("student.messages.empty")} />
      <section aria-labelledby="new-message-heading">
        <h2 id="new-message-heading" className="sr-only">
          {t("student.messages.newMessage")}
        </h2>
        <MessageForm lastResult={actionData?.result} constraint={constraint} accept={accept} acceptedTypes={acceptedTypes} />
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
