import { randomUUID } from "node:crypto";
import path from "node:path";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { asciiFileName, checkUpload, downloadName, FILE_TYPE_INFO, MAX_UPLOAD_BYTES, type AcceptKind, type FileType } from "~/domain/uploads";
import { getEnv } from "./env.server";
import type { FileStorage } from "./file-storage.server";
import { decodeUtf8, formDataWithinLimit, unreadableFormResponse } from "./http.server";
import { createLocalFileStorage } from "./local-file-storage.server";
import { createS3FileStorage } from "./s3-file-storage.server";

const MAX_TEXT_PART_BYTES = 64 * 1024;

/** A file part larger than the limit: kept as a marker so the form can say so next to that field. */
export class OversizedFile extends File {}

/**
 * Parses a multipart form without ever throwing on a big file: every text field survives, so that a rejected
 * upload does not cost the user what they typed. File parts are read up to the limit and then drained. A body that
 * is no form at all (another content type, a cut-off multipart stream) is the client's mistake: a 400, not a 500.
 */
export async function parseMultipartForm(request: Request): Promise<FormData> {
  try {
    return await readForm(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    throw unreadableFormResponse();
  }
}

async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.includes("multipart/form-data")) return formDataWithinLimit(request);

  const handler: UploadHandler = async ({ filename, contentType: partType, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const limit = filename === undefined ? MAX_TEXT_PART_BYTES : MAX_UPLOAD_BYTES;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (filename === undefined) return decodeUtf8(Buffer.concat(chunks));
    if (filename === "" && size === 0) return undefined;
    if (size > limit) return new OversizedFile([], filename, { type: partType });
    return new File([Buffer.concat(chunks)], filename, { type: partType });
  };
  return unstable_parseMultipartFormData(request, handler);
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
function fileStorage(): FileStorage {
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
