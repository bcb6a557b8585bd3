import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { ImageInsertAnswer } from "~/domain/media";
import { ALT_HINT, IMAGE_ACCEPT, IMAGE_HINT } from "./image-upload-form";

const IMAGE_INSERT_PATH = "/admin/content/media/insert";

const FAILED = "The image could not be uploaded. Check your connection and try again.";

/** Puts `text` at the textarea's cursor (replacing a selection) as if typed, so the form and its preview see it. */
function insertAtCursor(textarea: HTMLTextAreaElement, text: string) {
  const before = textarea.value.slice(0, textarea.selectionStart);
  const after = textarea.value.slice(textarea.selectionEnd);
  // A picture is a paragraph of its own: blank lines around it unless the text already has them.
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  textarea.focus();
  // setRangeText changes the text without the value setter React watches, so the input event below reaches onChange.
  textarea.setRangeText(`${lead}${text}${trail}`, textarea.selectionStart, textarea.selectionEnd, "end");
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The article editor's Insert image, with JavaScript: a picture and its alt text go to the media library (the same
 * checks as its upload form) and its Markdown lands at the body's cursor. Its fields have no name, so the article's
 * own form never posts them. Without JavaScript the body's hint sends the editor to the library instead.
 */
export function ImageInsert({ textareaId }: { textareaId: string }) {
  const hydrated = useHydrated();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ file?: string[]; alt?: string[]; form?: string[] }>({});
  const [status, setStatus] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  if (!hydrated) return null;

  async function upload() {
    const file = fileRef.current?.files?.[0];
    const body = new FormData();
    if (file) body.append("file", file);
    body.append("alt", altRef.current?.value ?? "");
    setBusy(true);
    setStatus("");
    try {
      const response = await fetch(IMAGE_INSERT_PATH, { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = response.headers.get("Content-Type")?.includes("application/json") ? ((await response.json()) as ImageInsertAnswer) : null;
      if (!answer) {
        // a file past the form's limit is refused before any JSON (413, in words)
        setErrors(response.status === 413 ? { file: [(await response.text()) || FAILED] } : { form: [FAILED] });
        return;
      }
      if (!answer.ok) {
        setErrors(answer.errors);
        return;
      }
      const textarea = document.getElementById(textareaId);
      if (textarea instanceof HTMLTextAreaElement) insertAtCursor(textarea, answer.markdown);
      setErrors({});
      setOpen(false);
      setStatus("Image uploaded and inserted into the body.");
    } catch {
      setErrors({ form: [FAILED] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mb-2">
      <div className="flex items-center gap-3">
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={`${id}-panel`}>
          Insert image
        </Button>
        <p className="text-xs text-green-700" aria-live="polite">
          {status}
        </p>
      </div>
      {open ? (
        <div id={`${id}-panel`} role="group" aria-label="Insert an image" className="mt-2 space-y-1 rounded-md border border-gray-200 bg-gray-50 p-3">
          <Field label="Image" id={`${id}-file`} errors={errors.file} hint={IMAGE_HINT}>
            {(control) => <Input ref={fileRef} type="file" accept={IMAGE_ACCEPT} {...control} />}
          </Field>
          <Field label="Alt text" id={`${id}-alt`} errors={errors.alt} hint={ALT_HINT}>
            {(control) => (
              <Input
                ref={altRef}
                type="text"
                maxLength={200}
                {...control}
                // Enter here would post the article's form around these fields: it uploads the image instead.
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  void upload();
                }}
              />
            )}
          </Field>
          {errors.form ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.form[0]}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={() => void upload()} disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Uploading..." : "Upload and insert"}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
