import { assertStorageKey, type FileStorage } from "./file-storage.server";

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (MinIO, R2, Ceph…); unset, AWS's endpoint of the region. */
  endpoint?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`, which most self-hosted services need. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Objects in one private bucket under their key. The app reads them and streams them to whoever it allowed, so the
 * bucket needs no public access and no signed URLs are handed out.
 */
export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  // The SDK is loaded with the first file: it is heavy for a serving process, and the app is built to run on the
  // local disk as well (decision 073).
  let connected: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: import("@aws-sdk/client-s3").S3Client }> | undefined;
  const connect = () =>
    (connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // The SDK's default CRC checksums are refused by some S3-compatible services; SigV4 already covers the body.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },

    async get(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? null };
      } catch (error) {
        if (error instanceof sdk.S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
