import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { asciiFileName, checkUpload, downloadName, FILE_TYPE_INFO, MAX_UPLOAD_BYTES, type AcceptKind, type FileType } from "~/domain/uploads";
import { getEnv } from "./env.server";
import type { FileStorage } from "./file-storage.server";
import { formDataWithinLimit, formTooLargeResponse, MAX_FORM_BYTES, notUtf8Response, unreadableFormResponse } from "./http.server";
import { createLocalFileStorage } from "./local-file-storage.server";
import { createS3FileStorage } from "./s3-file-storage.server";

/** A file part larger than the limit: kept as a marker so the form can say so next to that field. */
export class OversizedFile extends File {}

/**
 * The most a multipart form may hold (decision 105). A form of this app has at most two file fields (a browser sends
 * an empty part for a field left empty). A file up to twice the upload limit is read and answered next to its field
 * with what the user typed kept; past that, or past the whole form's size, the body is refused with a 413. The limit
 * is the documents' 5 MB unless the form names its own (the media library's images).
 */
const MAX_FILES = 4;

const fileTooLarge = (maxFileBytes: number) => `The file is larger than ${maxFileBytes / (1024 * 1024)} MB.`;
const OVER_A_LIMIT = [MaxFilesExceededError, MaxTotalSizeExceededError, MaxPartsExceededError, MaxHeaderSizeExceededError];

/**
 * Parses a form, files included, with the Remix authors' streaming multipart parser, which reads any file name a
 * browser or curl sends (`report=final.pdf`, `CV; final.pdf`, quotes, non-ASCII, `filename*`). A file over the upload
 * limit becomes an `OversizedFile` marker so that the other fields survive; a body that is no form at all (another
 * content type, a cut-off multipart stream) is the client's mistake, a 400; text that is not UTF-8 a 400 that says so;
 * a form over the limits above a 413.
 */
export async function parseMultipartForm(request: Request, { maxFileBytes = MAX_UPLOAD_BYTES }: { maxFileBytes?: number } = {}): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const maxFileSize = 2 * maxFileBytes;
  try {
    if (!contentType.includes("multipart/form-data")) return await formDataWithinLimit(request);
    return await parseFormData(request, { maxFiles: MAX_FILES, maxFileSize, maxTotalSize: 2 * maxFileSize + MAX_FORM_BYTES }, (upload) => keepUpload(upload, maxFileBytes));
  } catch (error) {
    throw answerTo(error, maxFileBytes);
  }
}

function keepUpload(upload: FileUpload, maxFileBytes: number): File | null {
  if (upload.name === "" && upload.size === 0) return null;
  const name = browserFileName(upload.name);
  if (upload.size > maxFileBytes) return new OversizedFile([], name, { type: upload.type });
  return name === upload.name ? upload : new File([upload], name, { type: upload.type });
}

/**
 * A browser writes a file name's double quote and line breaks as %22, %0D and %0A in a multipart form (the HTML
 * standard's encoding); curl escapes the quote with a backslash instead, which the parser reads. Both arrive alike.
 */
function browserFileName(name: string) {
  return name.replace(/%22|%0D|%0A/gi, (escape) => decodeURIComponent(escape));
}

/** The parser's refusals as the answers the forms give everywhere. */
function answerTo(error: unknown, maxFileBytes: number): Response {
  if (error instanceof Response) return error;
  if (error instanceof MaxFileSizeExceededError) return new Response(fileTooLarge(maxFileBytes), { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (OVER_A_LIMIT.some((limit) => error instanceof limit)) return formTooLargeResponse();
  // The parser reads every text part and part header as strict UTF-8.
  if (error instanceof TypeError && (error as NodeJS.ErrnoException).code === "ERR_ENCODING_INVALID_ENCODED_DATA") return notUtf8Response();
  return unreadableFormResponse();
}

export type StoredFile = { originalName: string; mimeType: string; sizeBytes: number; storageKey: string };

export type UploadResult = { ok: true; file: File; type: FileType } | { ok: false; message: string };

/** Checks a submitted file against the rules of its field; `null` when none was chosen. */
export async function inspectUpload(value: FormDataEntryValue | null, kind: AcceptKind): Promise<UploadResult | null> {
  if (!(value instanceof File)) return null;
  if (value instanceof OversizedFile) return { ok: false, message: "The file is larger than 5 MB." };
  if (value.size === 0 && value.name === "") return null;
  const bytes = new Uint8Array(await value.arrayBuffer());
  const check = checkUpload({ bytes, size: value.size, kind });
  return check.ok ? { ok: true, file: value, type: check.type } : check;
}

let storage: FileStorage | undefined;

/** The store `STORAGE_DRIVER` chose: the upload directory on this machine, or a bucket that every instance shares. */
export function fileStorage(): FileStorage {
  if (storage) return storage;
  const env = getEnv();
  storage =
    env.STORAGE_DRIVER === "s3"
      ? createS3FileStorage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        })
      : createLocalFileStorage(env.UPLOAD_DIR);
  return storage;
}

function safeOriginalName(name: string) {
  const base = [...path.basename(name)].map((char) => (char < " " || char === '"' || char === "\\" ? "_" : char)).join("").trim();
  return (base || "file").slice(0, 200);
}

/** Stores the bytes outside public/ under a generated name; the original name is kept only as metadata. */
export async function storeUpload(file: File, type: FileType): Promise<StoredFile> {
  const { extension, mime } = FILE_TYPE_INFO[type];
  const storageKey = `${randomUUID()}${extension}`;
  await fileStorage().put(storageKey, new Uint8Array(await file.arrayBuffer()), mime);
  return { originalName: safeOriginalName(file.name), mimeType: mime, sizeBytes: file.size, storageKey };
}

export async function storeBytes(bytes: Uint8Array, originalName: string, type: FileType): Promise<StoredFile> {
  return storeUpload(new File([Buffer.from(bytes)], originalName), type);
}

/** An archive the app built (an account's data export), stored like an upload under a generated name. */
export async function storeArchive(bytes: Uint8Array, originalName: string): Promise<StoredFile> {
  const storageKey = `${randomUUID()}.zip`;
  await fileStorage().put(storageKey, bytes, "application/zip");
  return { originalName: safeOriginalName(originalName), mimeType: "application/zip", sizeBytes: bytes.byteLength, storageKey };
}

/** A stored file's bytes, or null when the store no longer has it. */
export async function readStoredFile(storageKey: string): Promise<Uint8Array | null> {
  const stored = await fileStorage().get(storageKey);
  return stored ? new Uint8Array(await new Response(stored.body).arrayBuffer()) : null;
}

/** Called once the record is gone: a file that cannot be removed is only an orphan, so it never fails the request. */
export async function removeStoredFile(storageKey: string) {
  await fileStorage()
    .delete(storageKey)
    .catch((error: unknown) => console.error(`Stored file ${storageKey} could not be removed`, error));
}

/** A download response for a stored file; callers must have checked that the requester may read it. */
export async function fileResponse(file: { storageKey: string; originalName: string; mimeType: string }) {
  const stored = await fileStorage().get(file.storageKey);
  if (!stored) throw new Response("File not found", { status: 404 });
  const name = downloadName(file.originalName, file.mimeType);
  const headers = new Headers({
    "Content-Type": file.mimeType,
    "Content-Disposition": `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (stored.size !== null) headers.set("Content-Length", String(stored.size));
  return new Response(stored.body, { headers });
}
