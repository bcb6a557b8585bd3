import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

// The app reads its environment once, at the first getEnv(): the bucket must be chosen before anything is imported.
vi.hoisted(() => {
  Object.assign(process.env, {
    STORAGE_DRIVER: "s3",
    S3_BUCKET: "eduglobal-uploads",
    S3_ENDPOINT: "http://s3.test",
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "AKIDAPPTEST",
    S3_SECRET_ACCESS_KEY: "app-test-secret",
  });
});

import { getUserProfile } from "~/models/user.server";
import { loader as adminDocumentLoader } from "~/routes/admin.documents.$id";
import { loader as avatarLoader } from "~/routes/avatars.$userId";
import { action as servicePageAction } from "~/shared-routes/service-page";
import { loader as documentLoader } from "~/routes/student.documents.$id";
import { action as uploadAction } from "~/routes/student.loan-applications.$id.upload/route";
import { action as profileAction } from "~/routes/student.profile/route";
import { db } from "~/utils/db.server";
import { seedCatalogue } from "../support/fixtures/catalogue";
import { PDF, PNG, pdfFile } from "../support/fixtures/files";
import { callRoute } from "../support/routes";
import { createS3Api } from "../support/s3-api";
import { signedInUser } from "../support/users";

const BUCKET = "eduglobal-uploads";
const s3 = createS3Api(BUCKET);

beforeAll(async () => {
  s3.server.listen({ onUnhandledRequest: "error" });
  await seedCatalogue();
});
afterAll(() => s3.server.close());

const uploadDirEntries = () => readdir(process.env.UPLOAD_DIR!);

describe("with STORAGE_DRIVER=s3", () => {
  test("a student's loan document goes to the bucket and comes back only through the authorized download routes", async () => {
    const { user, cookie } = await signedInUser("student", "Nima Sherpa");
    const applied = await callRoute(servicePageAction, "/services/loan-assistance", {
      cookie,
      multipart: true,
      form: { intent: "book", university: "TU Munich", course: "MSc Informatics", loanAmount: "25000", collateralValue: "40000", collateralType: "Property", preferredBank: "" },
    });
    expect(applied.status).toBe(302);
    const loan = await db.loanApplication.findFirstOrThrow({ where: { studentId: user.id } });
    await db.loanApplication.update({ where: { id: loan.id }, data: { status: "documents_needed" } });

    const uploaded = await callRoute(uploadAction, `/student/loan-applications/${loan.id}/upload`, {
      cookie,
      params: { id: String(loan.id) },
      form: { document: pdfFile("bank statement.pdf") },
    });
    expect(uploaded.status).toBe(302);
    const [document] = await db.document.findMany({ where: { loanApplicationId: loan.id } });
    expect(document.originalName).toBe("bank statement.pdf");

    const put = s3.calls.find((call) => call.method === "PUT");
    expect(put).toMatchObject({ path: `/${BUCKET}/${document.storageKey}`, contentType: "application/pdf" });
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDAPPTEST\/\d{8}\/us-east-1\/s3\/aws4_request, /);
    expect(put?.body).toEqual(new Uint8Array(PDF));
    expect(await uploadDirEntries()).toEqual([]);

    const params = { id: String(document.id) };
    const download = await callRoute(documentLoader, `/student/documents/${document.id}`, { cookie, params });
    expect(download.status).toBe(200);
    expect(s3.calls.at(-1)).toMatchObject({ method: "GET", path: `/${BUCKET}/${document.storageKey}` });
    expect(Object.fromEntries(download.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(PDF.byteLength),
      "content-disposition": `attachment; filename="bank statement.pdf"; filename*=UTF-8''bank%20statement.pdf`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(Buffer.from(await download.response!.arrayBuffer())).toEqual(PDF);

    const admin = await signedInUser("admin", "Asha Admin");
    const asAdmin = await callRoute(adminDocumentLoader, `/admin/documents/${document.id}`, { cookie: admin.cookie, params });
    expect(Buffer.from(await asAdmin.response!.arrayBuffer())).toEqual(PDF);

    const requestsBefore = s3.calls.length;
    const stranger = await signedInUser("student", "Stranger");
    expect((await callRoute(documentLoader, `/student/documents/${document.id}`, { cookie: stranger.cookie, params })).status).toBe(404);
    expect(s3.calls).toHaveLength(requestsBefore);
  });

  test("a replaced avatar is deleted from the bucket, and a file missing from the bucket is a 404", async () => {
    const { user, cookie } = await signedInUser("student", "Priya Karki");
    const saveAvatar = (name: string) =>
      callRoute(profileAction, "/student/profile", {
        cookie,
        multipart: true,
        form: { intent: "profile", fullName: "Priya Karki", email: user.email, phone: "+977 980 000 1111", dob: "2001-04-09", address: "Lalitpur", avatar: new File([PNG], name) },
      });

    await saveAvatar("first.png");
    const firstKey = (await getUserProfile(user.id))!.avatarKey!;
    expect(s3.objects.get(firstKey)).toEqual({ bytes: new Uint8Array(PNG), contentType: "image/png" });
    await saveAvatar("second.png");
    const secondKey = (await getUserProfile(user.id))!.avatarKey!;
    expect(s3.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toContain(`/${BUCKET}/${firstKey}`);
    expect(s3.objects.has(firstKey)).toBe(false);

    const params = { userId: String(user.id) };
    const avatar = await callRoute(avatarLoader, `/avatars/${user.id}`, { cookie, params });
    expect(avatar.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await avatar.response!.arrayBuffer())).toEqual(PNG);

    s3.objects.delete(secondKey);
    expect((await callRoute(avatarLoader, `/avatars/${user.id}`, { cookie, params })).status).toBe(404);
    expect(await uploadDirEntries()).toEqual([]);
  });
});
