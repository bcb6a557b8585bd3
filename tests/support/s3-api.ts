/**
 * An S3-compatible service as MSW handlers for Vitest: one bucket in memory, addressed path-style
 * (`http://s3.test/<bucket>/<key>`, as MinIO and most self-hosted services are), answering PutObject, GetObject and
 * DeleteObject the way S3 does (a missing key is a 404 with the `NoSuchKey` error document), and recording every
 * request the app made with its body.
 */
import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

export const S3_ENDPOINT = "http://s3.test";

export type S3Call = {
  method: string;
  path: string;
  contentType: string | null;
  authorization: string | null;
  /** The SHA-256 of the payload as signed (`x-amz-content-sha256`). */
  contentSha256: string | null;
  body: Uint8Array;
};

export type S3Object = { bytes: Uint8Array; contentType: string };

function errorDocument(status: number, code: string, message: string) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  return new HttpResponse(xml, { status, headers: { "Content-Type": "application/xml" } });
}

export function createS3Api(bucket: string) {
  const objects = new Map<string, S3Object>();
  const calls: S3Call[] = [];

  const record = async (request: Request) => {
    const body = new Uint8Array(await request.arrayBuffer());
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      contentType: request.headers.get("content-type"),
      authorization: request.headers.get("authorization"),
      contentSha256: request.headers.get("x-amz-content-sha256"),
      body,
    });
    return body;
  };

  const route = `${S3_ENDPOINT}/:bucket/:key`;
  const noSuchBucket = () => errorDocument(404, "NoSuchBucket", "The specified bucket does not exist");

  const server = setupServer(
    http.put(route, async ({ request, params }) => {
      const body = await record(request);
      if (params.bucket !== bucket) return noSuchBucket();
      objects.set(String(params.key), { bytes: body, contentType: request.headers.get("content-type") ?? "application/octet-stream" });
      return new HttpResponse(null, { status: 200, headers: { ETag: `"${createHash("md5").update(body).digest("hex")}"` } });
    }),
    http.get(route, async ({ request, params }) => {
      await record(request);
      if (params.bucket !== bucket) return noSuchBucket();
      const object = objects.get(String(params.key));
      if (!object) return errorDocument(404, "NoSuchKey", "The specified key does not exist.");
      return new HttpResponse(object.bytes, {
        status: 200,
        headers: { "Content-Type": object.contentType, "Content-Length": String(object.bytes.byteLength) },
      });
    }),
    http.delete(route, async ({ request, params }) => {
      await record(request);
      if (params.bucket !== bucket) return noSuchBucket();
      objects.delete(String(params.key));
      return new HttpResponse(null, { status: 204 });
    }),
  );

  return { server, objects, calls };
}
