import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { InvalidStorageKeyError, type StoredObject } from "~/utils/file-storage.server";
import { createLocalFileStorage } from "~/utils/local-file-storage.server";
import { createS3FileStorage } from "~/utils/s3-file-storage.server";
import { PDF, PNG } from "../support/fixtures/files";
import { createS3Api, S3_ENDPOINT } from "../support/s3-api";

const bytesOf = async (stored: StoredObject | null) => new Uint8Array(await new Response(stored!.body).arrayBuffer());

describe("local file storage", () => {
  const directory = path.join(process.env.UPLOAD_DIR!, "local-driver");
  const storage = createLocalFileStorage(directory);

  test("stores the bytes under the key in the upload directory and streams them back with their size", async () => {
    await storage.put("round-trip.pdf", PDF, "application/pdf");
    expect(new Uint8Array(await readFile(path.join(directory, "round-trip.pdf")))).toEqual(new Uint8Array(PDF));

    const stored = await storage.get("round-trip.pdf");
    expect(stored?.size).toBe(PDF.byteLength);
    expect(stored?.body).toBeInstanceOf(ReadableStream);
    expect(await bytesOf(stored)).toEqual(new Uint8Array(PDF));
  });

  test("reads a file written before the interface existed: the key is the file's name in UPLOAD_DIR", async () => {
    const legacy = await mkdtemp(path.join(process.env.UPLOAD_DIR!, "legacy-"));
    await writeFile(path.join(legacy, "0b7c1c2e-legacy.png"), PNG);
    expect(await bytesOf(await createLocalFileStorage(legacy).get("0b7c1c2e-legacy.png"))).toEqual(new Uint8Array(PNG));
  });

  test("answers a missing key with null", async () => {
    expect(await storage.get("never-stored.pdf")).toBeNull();
  });

  test("delete removes the file, and deleting it again is no error", async () => {
    await storage.put("to-delete.png", PNG, "image/png");
    await storage.delete("to-delete.png");
    expect(existsSync(path.join(directory, "to-delete.png"))).toBe(false);
    expect(await storage.get("to-delete.png")).toBeNull();
    await expect(storage.delete("to-delete.png")).resolves.toBeUndefined();
  });

  test("refuses a key that is not one flat generated name, before touching the disk", async () => {
    await writeFile(path.join(process.env.UPLOAD_DIR!, "outside.pdf"), PDF);
    for (const key of ["../outside.pdf", "sub/dir.pdf", "..", "", ".hidden", "a\\b.pdf", "bad name.pdf"]) {
      await expect(storage.put(key, PDF, "application/pdf")).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(existsSync(path.join(process.env.UPLOAD_DIR!, "outside.pdf"))).toBe(true);
  });
});

describe("S3 file storage", () => {
  const BUCKET = "uploads-test";
  const s3 = createS3Api(BUCKET);
  const storage = createS3FileStorage({
    bucket: BUCKET,
    region: "eu-central-1",
    endpoint: S3_ENDPOINT,
    forcePathStyle: true,
    accessKeyId: "AKIDTESTSTORAGE",
    secretAccessKey: "secret-test-storage-key",
  });

  beforeAll(() => s3.server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    s3.calls.length = 0;
  });
  afterAll(() => s3.server.close());

  test("PutObject sends the bytes intact to /<bucket>/<key> with the content type, signed with SigV4", async () => {
    await storage.put("3f2a-upload.pdf", PDF, "application/pdf");

    expect(s3.calls).toHaveLength(1);
    const [put] = s3.calls;
    expect(put).toMatchObject({ method: "PUT", path: `/${BUCKET}/3f2a-upload.pdf`, contentType: "application/pdf" });
    expect(put.body).toEqual(new Uint8Array(PDF));
    expect(put.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTESTSTORAGE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    // The signature covers the payload's hash, so a body changed on the way would be refused by a real S3.
    expect(put.contentSha256).toBe(createHash("sha256").update(PDF).digest("hex"));
    expect(s3.objects.get("3f2a-upload.pdf")).toEqual({ bytes: new Uint8Array(PDF), contentType: "application/pdf" });
  });

  test("GetObject streams back the stored bytes with their size", async () => {
    await storage.put("9c1d-avatar.png", PNG, "image/png");
    const stored = await storage.get("9c1d-avatar.png");

    expect(s3.calls.at(-1)).toMatchObject({ method: "GET", path: `/${BUCKET}/9c1d-avatar.png` });
    expect(s3.calls.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTESTSTORAGE\//);
    expect(stored?.size).toBe(PNG.byteLength);
    expect(stored?.body).toBeInstanceOf(ReadableStream);
    expect(await bytesOf(stored)).toEqual(new Uint8Array(PNG));
  });

  test("a missing key (404 NoSuchKey) is null", async () => {
    expect(await storage.get("never-stored.pdf")).toBeNull();
    expect(s3.calls).toMatchObject([{ method: "GET", path: `/${BUCKET}/never-stored.pdf` }]);
  });

  test("DeleteObject removes the object", async () => {
    await storage.put("to-delete.pdf", PDF, "application/pdf");
    await storage.delete("to-delete.pdf");

    expect(s3.calls.at(-1)).toMatchObject({ method: "DELETE", path: `/${BUCKET}/to-delete.pdf` });
    expect(s3.calls.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(s3.objects.has("to-delete.pdf")).toBe(false);
    expect(await storage.get("to-delete.pdf")).toBeNull();
  });

  test("any other failure of the service is an error, not a missing file", async () => {
    const elsewhere = createS3FileStorage({
      bucket: "no-such-bucket",
      region: "eu-central-1",
      endpoint: S3_ENDPOINT,
      forcePathStyle: true,
      accessKeyId: "AKIDTESTSTORAGE",
      secretAccessKey: "secret-test-storage-key",
    });
    await expect(elsewhere.put("a.pdf", PDF, "application/pdf")).rejects.toThrow();
  });

  test("refuses a key that could reach another prefix of the bucket, before sending anything", async () => {
    await expect(storage.put("../other/a.pdf", PDF, "application/pdf")).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get("other/a.pdf")).rejects.toThrow(InvalidStorageKeyError);
    expect(s3.calls).toEqual([]);
  });
});
