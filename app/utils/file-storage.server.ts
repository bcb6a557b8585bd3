/** What a store hands back for a key: the bytes as a stream, read as the response goes out, and their count. */
export type StoredObject = { body: ReadableStream<Uint8Array>; size: number | null };

/**
 * Where uploaded files live: one local directory (one machine) or an S3-compatible bucket (several instances).
 * Keys are the app's own generated names, never a user's; a store answers a missing key with `null`.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a key that is already gone is no error. */
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {}

// One flat name, as `storeUpload` generates them (a UUID and an extension), or one in the media library's own folder
// (`media/<uuid>-<width>.webp`): no other separator, no "..", nothing that could reach outside the upload directory
// or into another prefix of the bucket.
const STORAGE_KEY = /^(media\/)?[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/;

export function assertStorageKey(key: string) {
  if (key.length > 200 || !STORAGE_KEY.test(key)) throw new InvalidStorageKeyError(`Not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
}
