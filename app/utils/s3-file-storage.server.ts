import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
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
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC checksums are refused by some S3-compatible services; SigV4 already covers the body.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

function isMissing(error: unknown) {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
}
