import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import type { Constraint } from "~/domain/forms";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { cn } from "~/components/ui/cn";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Textarea } from "~/components/ui/field";
import { MESSAGE_BODY_MAX } from "~/domain/conversation";
import { useFormat, useT } from "~/i18n/i18n";

export type ThreadMessage = {
  id: number;
  body: string;
  side: "student" | "staff";
  own: boolean;
  author: string;
  role: string;
  at: string;
  iso: string;
  attachments: Array<{ id: number; name: string; size: number; href: string }>;
};

function fileSize(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The messages oldest first, the viewer's own on the right, and "Seen" under their last one once the other side read it. */
export function MessageThread({ messages, seenMessageId, emptyText }: { messages: ThreadMessage[]; seenMessageId: number | null; emptyText: string }) {
  const t = useT();
  if (messages.length === 0) {
    return <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-600">{emptyText}</p>;
  }
  return (
    <ol className="space-y-3" aria-label={t("student.messages.threadLabel")} data-testid="message-thread">
      {messages.map((message) => (
        <li key={message.id} className={cn("flex flex-col", message.own ? "items-end" : "items-start")} data-testid={`message-${message.id}`}>
          <article className={cn("max-w-[85%] rounded-lg border p-3 sm:p-4", message.own ? "border-brand-200 bg-brand-50" : "border-gray-200 bg-white")}>
            <p className="text-sm text-gray-700">
              <span className="font-semibold text-gray-900">{message.author}</span> · {message.role} ·{" "}
              <time dateTime={message.iso}>{message.at}</time>
            </p>
            <p className="mt-2 whitespace-pre-line break-words text-gray-900">{message.body}</p>
            {message.attachments.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm" aria-label={t("student.messages.attachments")}>
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={file.href} download className="break-all font-medium text-brand-700 underline">
                      {file.name}
                    </a>{" "}
                    <span className="text-gray-600">({fileSize(file.size)})</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
          {message.id === seenMessageId ? (
            <p className="mt-1 text-xs font-medium text-gray-600" data-testid="seen">
              {t("student.messages.seen")}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The message form of both sides: a native multipart POST that works without JavaScript. */
export function MessageForm({
  lastResult,
  constraint,
  accept,
  acceptedTypes,
  label,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  constraint?: Constraint;
  accept: string;
  acceptedTypes: string;
  label?: string;
}) {
  const [form, fields] = useAppForm<{ body: string; attachment: File }>({ id: "conversation-message", lastResult, constraint });
  const t = useT();
  const format = useFormat();
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-2 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <Field label={label ?? t("student.messages.yourMessage")} id={fields.body.id} errors={fields.body.errors} hint={t("student.messages.bodyHint", { max: format.number(MESSAGE_BODY_MAX) })}>
        {(control) => <Textarea {...getTextareaProps(fields.body, { ariaAttributes: false })} {...control} rows={5} maxLength={MESSAGE_BODY_MAX} />}
      </Field>
      <Field label={t("student.messages.attachment")} id={fields.attachment.id} errors={fields.attachment.errors} hint={t("student.files.acceptedHint", { types: acceptedTypes })}>
        {(control) => <Input type="file" name={fields.attachment.name} accept={accept} {...control} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <div className="flex justify-end">
        <SubmitButton pendingText={t("student.messages.sending")}>{t("student.messages.send")}</SubmitButton>
      </div>
    </Form>
  );
}
