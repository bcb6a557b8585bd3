import { readFile } from "node:fs/promises";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { IMAGE_REFUSALS, parseWidths } from "~/domain/media";
import { createArticle, type ArticleInput } from "~/models/article.server";
import { createGalleryAlbum, addGalleryPhoto } from "~/models/gallery.server";
import * as mediaImage from "~/routes/admin.content.media.$id";
import * as mediaInsert from "~/routes/admin.content.media.insert";
import * as mediaList from "~/routes/admin.content.media._index";
import * as mediaNew from "~/routes/admin.content.media.new";
import * as mediaFile from "~/routes/media.$file";
import { action as newArticle } from "~/routes/admin.content.articles.new";
import { loader as postLoader } from "~/routes/_public.blog.$slug";
import { loader as blogLoader } from "~/routes/_public.blog._index";
import { db } from "~/utils/db.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { uniqueTag } from "../support/fixtures/catalogue";
import { addLibraryImage, imageBytes, imageFile, mediaFilePath, pictureFile, storedMediaFiles, type ImageFormat } from "../support/fixtures/images";
import { callRoute, expectRedirect, fieldErrors, formResult } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let editor: SignedInUser;

beforeAll(async () => {
  editor = await signedInUser("editor", "Esha Editor");
});

function upload(form: { file?: File; alt?: string }) {
  return callRoute(mediaNew.action, "/admin/content/media/new", { cookie: editor.cookie, multipart: true, form: { alt: "Students on a campus lawn", ...form } });
}

/** The id of the image a successful upload led to. */
function uploadedId(answer: Awaited<ReturnType<typeof upload>>) {
  expect(answer.status).toBe(302);
  const match = /^\/admin\/content\/media\/(\d+)$/.exec(answer.location ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

/** Every stored variant of an image: its file name and what sharp reads of it. */
async function variantsOf(imageId: number) {
  const image = await db.mediaImage.findUniqueOrThrow({ where: { id: imageId } });
  const prefix = image.storageKey.slice("media/".length);
  const names = storedMediaFiles().filter((name) => name.startsWith(`${prefix}-`));
  return Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(mediaFilePath(name));
      return { name, bytes, metadata: await sharp(bytes).metadata() };
    }),
  );
}

/**
 * A PNG whose header declares `width` × `height` pixels with a few rows of zeros behind it: a small file that would
 * take gigabytes to decode (a decompression bomb).
 */
function pngDeclaring(width: number, height: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits, greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 20));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}

/** Whether an EXIF block (as sharp reads it: "Exif\0\0" and a TIFF structure) points to GPS data from its first IFD. */
function hasGpsPointer(exif: Buffer) {
  const tiff = exif.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12)).includes(0x8825);
}

describe("uploading an image to the library", () => {
  test.each<ImageFormat>(["jpeg", "png", "webp", "avif"])("takes a %s, kept at each width up to its own in WebP and JPEG, and opens its page", async (format) => {
    const answer = await upload({ file: await pictureFile(format, { width: 1000, height: 700 }) });
    const id = uploadedId(answer);
    expect(answer.toast).toMatchObject({ type: "success", title: "Image uploaded" });
    const image = await db.mediaImage.findUniqueOrThrow({ where: { id } });
    expect(image).toMatchObject({ width: 1000, height: 700, alt: "Students on a campus lawn", uploadedById: editor.user.id, originalName: `picture.${format === "jpeg" ? "jpg" : format}` });
    expect(image.storageKey).toMatch(/^media\/[0-9a-f-]{36}$/);
    expect(parseWidths(image.widths)).toEqual([320, 640, 960]);
    const variants = await variantsOf(id);
    expect(variants.map((variant) => [variant.name.slice(37), variant.metadata.format, variant.metadata.width, variant.metadata.height]).sort()).toEqual(
      [
        ["320.jpg", "jpeg", 320, 224],
        ["320.webp", "webp", 320, 224],
        ["640.jpg", "jpeg", 640, 448],
        ["640.webp", "webp", 640, 448],
        ["960.jpg", "jpeg", 960, 672],
        ["960.webp", "webp", 960, 672],
      ].sort(),
    );
  });

  test("keeps an image narrower than the smallest width at its own width, never enlarged", async () => {
    const id = uploadedId(await upload({ file: await pictureFile("png", { width: 200, height: 100 }) }));
    expect(parseWidths((await db.mediaImage.findUniqueOrThrow({ where: { id } })).widths)).toEqual([200]);
    expect((await variantsOf(id)).map((variant) => variant.metadata.width)).toEqual([200, 200]);
  });

  test("removes the camera's details and the GPS position from every variant, and turns the picture upright", async () => {
    const original = await sharp(await imageBytes("jpeg", { width: 1200, height: 800 }))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "Canon", Model: "EOS R5", Copyright: "Sita Sharma" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "27/1 42/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "85/1 19/1 0/1" } })
      .jpeg()
      .toBuffer();
    // the test's own file does carry them
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString("latin1")).toContain("EOS R5");
    expect(hasGpsPointer(before.exif!)).toBe(true);

    const id = uploadedId(await upload({ file: imageFile(original, "IMG_0001.jpg") }));
    const image = await db.mediaImage.findUniqueOrThrow({ where: { id } });
    expect({ width: image.width, height: image.height, widths: parseWidths(image.widths) }).toEqual({ width: 800, height: 1200, widths: [320, 640] });
    const variants = await variantsOf(id);
    expect(variants).toHaveLength(4);
    for (const { name, bytes, metadata } of variants) {
      expect({ name, exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, orientation: metadata.orientation }).toEqual({ name, exif: undefined, xmp: undefined, iptc: undefined, orientation: undefined });
      expect({ name, canon: bytes.includes("EOS R5"), owner: bytes.includes("Sita Sharma") }).toEqual({ name, canon: false, owner: false });
      expect(metadata.height!).toBeGreaterThan(metadata.width!);
    }
  });

  const truncatedJpeg = async () => {
    const whole = await imageBytes("jpeg", { width: 1200, height: 800 });
    return whole.subarray(0, Math.floor(whole.length / 2));
  };

  const REFUSED: Array<[string, () => Promise<File>, string]> = [
    ["an SVG drawing", async () => imageFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), "logo.svg", "image/svg+xml"), IMAGE_REFUSALS.type],
    ["an HTML page named .jpg", async () => imageFile(Buffer.from("<!doctype html><script>alert(document.cookie)</script>"), "photo.jpg", "image/jpeg"), IMAGE_REFUSALS.type],
    ["a PDF", async () => imageFile(Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n"), "scan.png", "image/png"), IMAGE_REFUSALS.type],
    ["a program named .png", async () => imageFile(Buffer.from("MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode", "latin1"), "cat.png", "image/png"), IMAGE_REFUSALS.type],
    ["random bytes", async () => imageFile(Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251)), "noise.webp", "image/webp"), IMAGE_REFUSALS.type],
    ["a GIF", async () => imageFile(await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } }).gif().toBuffer(), "anim.gif", "image/gif"), IMAGE_REFUSALS.type],
    ["a JPEG cut off half-way", async () => imageFile(await truncatedJpeg(), "cut.jpg"), IMAGE_REFUSALS.damaged],
    ["a JPEG's header with nothing behind it", async () => imageFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), "empty.jpg"), IMAGE_REFUSALS.damaged],
    ["a PNG declaring 10000 × 10000 pixels (a decompression bomb)", async () => imageFile(pngDeclaring(10_000, 10_000), "bomb.png", "image/png"), IMAGE_REFUSALS.pixels],
    ["a file of 11 MB", async () => imageFile(Buffer.concat([await imageBytes("jpeg"), Buffer.alloc(11 * 1024 * 1024)]), "huge.jpg"), IMAGE_REFUSALS.bytes],
  ];

  test.each(REFUSED)("refuses %s next to the file field, with the alt text kept and nothing stored", async (_what, file, message) => {
    const [images, files] = [await db.mediaImage.count(), storedMediaFiles()];
    const answer = await upload({ file: await file(), alt: "Kept as typed" });
    expect(fieldErrors(answer)).toEqual({ file: [message] });
    expect(formResult(answer).initialValue).toMatchObject({ alt: "Kept as typed" });
    expect(await db.mediaImage.count()).toBe(images);
    expect(storedMediaFiles()).toEqual(files);
  });

  test("a file far over the limit is refused before it is read, with a 413 that says why", async () => {
    const answer = await upload({ file: imageFile(Buffer.alloc(21 * 1024 * 1024), "poster.jpg") });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 413, body: "The file is larger than 10 MB." });
  });

  test("asks for a file, and for the alt text, each next to its field", async () => {
    expect(fieldErrors(await upload({}))).toEqual({ file: [IMAGE_REFUSALS.missing] });
    const noAlt = await upload({ file: await pictureFile("jpeg"), alt: "" });
    expect(fieldErrors(noAlt)).toMatchObject({ alt: ["Alt text is required"] });
  });
});

describe("the media route", () => {
  test("serves each variant with its type, cached for a year by anyone, and the bytes stored", async () => {
    const image = await addLibraryImage({ width: 700, height: 400 });
    for (const [extension, type] of [
      ["webp", "image/webp"],
      ["jpg", "image/jpeg"],
    ] as const) {
      const file = `${image.storageKey.slice("media/".length)}-640.${extension}`;
      const answer = await callRoute(mediaFile.loader, `/media/${file}`, { params: { file } });
      expect(answer.status).toBe(200);
      expect(Object.fromEntries(["content-type", "cache-control", "x-content-type-options"].map((name) => [name, answer.headers.get(name)]))).toEqual({
        "content-type": type,
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      });
      const served = Buffer.from(await answer.response!.arrayBuffer());
      expect(served.equals(await readFile(mediaFilePath(file)))).toBe(true);
      expect(answer.headers.get("content-length")).toBe(String(served.length));
    }
  });

  test("answers 404 to a width never made, an unknown image and any other name", async () => {
    const image = await addLibraryImage({ width: 700, height: 400 });
    const uuid = image.storageKey.slice("media/".length);
    for (const file of [`${uuid}-1280.webp`, "0b7c1c2e-1111-4222-8333-444455556666-640.webp", `${uuid}-640.png`, "..%2F..%2Fdata%2Fapp.db", "passwd"]) {
      expect({ file, status: (await callRoute(mediaFile.loader, `/media/${file}`, { params: { file } })).status }).toEqual({ file, status: 404 });
    }
  });
});

const articleInput = (fields: Partial<ArticleInput>): ArticleInput => ({
  title: "Studying in Canada",
  slug: uniqueTag("canada-").toLowerCase(),
  excerpt: "",
  body: "Work rights.",
  tags: "",
  coverImageId: null,
  coverAlt: "",
  seoTitle: "",
  seoDescription: "",
  authorId: null,
  ...fields,
});

describe("where an image is used", () => {
  test("the library lists an image's covers, articles, team members, testimonials and albums, each a link to its editor", async () => {
    const name = `${uniqueTag("toronto-")}.jpg`;
    const image = await addLibraryImage({ name, alt: "The CN Tower at dusk" });
    const covered = await createArticle(articleInput({ title: "Covered", coverImageId: image.id, coverAlt: "The tower" }), editor.user.id);
    const quoted = await createArticle(articleInput({ title: "Quoted", body: `Look:\n\n![The tower](/${image.storageKey}-640.jpg)` }), editor.user.id);
    await createArticle(articleInput({ title: "Not this one" }), editor.user.id);
    const member = await db.teamMember.create({ data: { name: "Priya Rai", title: "Counsellor", photoId: image.id, photoAlt: "Priya" } });
    const testimonial = await db.testimonial.create({ data: { name: "Aarati Shrestha", destination: "Canada", university: "UBC", quote: "Great help.", rating: 5, photoId: image.id, photoAlt: "Aarati" } });
    const album = await createGalleryAlbum({ title: "Toronto trip", slug: uniqueTag("toronto-").toLowerCase(), description: "", titleNe: null, descriptionNe: null, position: null, visible: true }, editor.user.id);
    for (const caption of ["One", "Two"]) await addGalleryPhoto({ albumId: album.id, source: { imageId: image.id }, input: { caption, alt: "The tower", captionNe: null, altNe: null, position: null }, editorId: editor.user.id });

    const expected = [
      { label: "The cover of the article “Covered”", href: `/admin/content/articles/${covered.id}` },
      { label: "The text of the article “Quoted”", href: `/admin/content/articles/${quoted.id}` },
      { label: "The photo of team member “Priya Rai”", href: `/admin/content/team/${member.id}` },
      { label: "The photo of the testimonial by “Aarati Shrestha”", href: `/admin/content/testimonials/${testimonial.id}` },
      { label: "The gallery album “Toronto trip”", href: `/admin/content/gallery/${album.id}` },
    ];
    const list = await callRoute(mediaList.loader, `/admin/content/media?search_keyword=${name}`, { cookie: editor.cookie });
    expect(list.status).toBe(200);
    const rows = (list.body as { rows: Array<{ id: number; name: string; snippet: string; uses: unknown[]; size: string }> }).rows;
    expect(rows.map((row) => row.id)).toEqual([image.id]);
    expect(rows[0]).toMatchObject({ name, snippet: `![The CN Tower at dusk](/${image.storageKey}-960.jpg)` });
    expect(rows[0].size).toMatch(/^1000 × 700 px · \d+ KB$/);
    expect(rows[0].uses).toEqual(expected);
    const page = await callRoute(mediaImage.loader, `/admin/content/media/${image.id}`, { cookie: editor.cookie, params: { id: String(image.id) } });
    expect((page.body as { image: { uses: unknown[] } }).image.uses).toEqual(expected);
  });

  test("a delete is refused while the image is used, saying where; once it is not, the image and its files go, audited", async () => {
    const image = await addLibraryImage({ alt: "A visa office" });
    const article = await createArticle(articleInput({ title: "Visa day", coverImageId: image.id, coverAlt: "A visa office" }), editor.user.id);
    const files = storedMediaFiles().filter((file) => file.startsWith(image.storageKey.slice("media/".length)));
    expect(files).toHaveLength(6);
    const remove = () => callRoute(mediaImage.action, `/admin/content/media/${image.id}`, { cookie: editor.cookie, params: { id: String(image.id) }, form: { intent: "delete" } });

    const refused = await remove();
    expectRedirect(refused, `/admin/content/media/${image.id}`);
    expect(refused.toast).toMatchObject({ type: "error", description: "This image is still used: the cover of the article “Visa day”. Choose another image there first, then delete it." });
    expect(await db.mediaImage.count({ where: { id: image.id } })).toBe(1);
    expect(storedMediaFiles()).toEqual(expect.arrayContaining(files));

    await db.article.update({ where: { id: article.id }, data: { coverImageId: null } });
    const deleted = await remove();
    expectRedirect(deleted, "/admin/content/media");
    expect(deleted.toast).toMatchObject({ type: "success", title: "Image deleted" });
    expect(await db.mediaImage.count({ where: { id: image.id } })).toBe(0);
    expect(storedMediaFiles().filter((file) => files.includes(file))).toEqual([]);
    expect(await db.auditLog.findFirst({ where: { entityType: "media_image", entityId: image.id }, select: { action: true, actorId: true } })).toEqual({ action: "delete", actorId: editor.user.id });
  });

  test("an image pasted into an article's text is in use too", async () => {
    const image = await addLibraryImage();
    await createArticle(articleInput({ title: "Pasted", body: `![x](/${image.storageKey}-320.webp)` }), editor.user.id);
    const answer = await callRoute(mediaImage.action, `/admin/content/media/${image.id}`, { cookie: editor.cookie, params: { id: String(image.id) }, form: { intent: "delete" } });
    expect(answer.toast).toMatchObject({ type: "error", description: expect.stringContaining("the text of the article “Pasted”") });
    expect(await db.mediaImage.count({ where: { id: image.id } })).toBe(1);
  });

  test("the suggested alt text is edited on the image's page, and required", async () => {
    const image = await addLibraryImage({ alt: "Old words" });
    const save = (alt: string) => callRoute(mediaImage.action, `/admin/content/media/${image.id}`, { cookie: editor.cookie, params: { id: String(image.id) }, form: { intent: "alt", alt } });
    expect(fieldErrors(await save(""))).toMatchObject({ alt: ["Alt text is required"] });
    expectRedirect(await save("New words"), `/admin/content/media/${image.id}`);
    expect((await db.mediaImage.findUniqueOrThrow({ where: { id: image.id } })).alt).toBe("New words");
  });

  test("the library is searched by file name and alt text, newest first", async () => {
    const tag = uniqueTag("search-");
    const first = await addLibraryImage({ name: `a-${tag}.jpg`, alt: "First" });
    const second = await addLibraryImage({ name: "z-other.jpg", alt: `Second ${tag}` });
    const ids = async (url: string) => ((await callRoute(mediaList.loader, url, { cookie: editor.cookie })).body as { rows: Array<{ id: number }> }).rows.map((row) => row.id);
    expect(await ids(`/admin/content/media?search_keyword=${tag}`)).toEqual([second.id, first.id]);
    expect(await ids(`/admin/content/media?search_keyword=${tag}&sort_type=name&sort_direction=asc`)).toEqual([first.id, second.id]);
  });
});

describe("the article editor's Insert image", () => {
  const insert = (form: Record<string, string | File>) => callRoute(mediaInsert.action, "/admin/content/media/insert", { cookie: editor.cookie, multipart: true, form });

  test("takes the picture into the library and answers its Markdown, which the blog renders", async () => {
    const answer = await insert({ file: await pictureFile("webp", { width: 1500, height: 1000 }), alt: "Graduates [2025]" });
    expect(answer.status).toBe(200);
    const { markdown } = answer.body as { ok: true; markdown: string };
    const image = await db.mediaImage.findFirstOrThrow({ where: { alt: "Graduates [2025]" }, orderBy: { id: "desc" } });
    expect(markdown).toBe(`![Graduates \\[2025\\]](/${image.storageKey}-1280.jpg)`);
    expect(renderMarkdown(markdown)).toBe(`<p><img src="/${image.storageKey}-1280.jpg" alt="Graduates [2025]" loading="lazy" decoding="async" /></p>\n`);
  });

  test("answers a refused file or a missing alt text as JSON, field by field, and keeps nothing", async () => {
    const images = await db.mediaImage.count();
    const svg = await insert({ file: imageFile(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "x.svg", "image/svg+xml"), alt: "A logo" });
    expect({ status: svg.status, body: svg.body }).toEqual({ status: 400, body: { ok: false, errors: { file: [IMAGE_REFUSALS.type] } } });
    const noAlt = await insert({ file: await pictureFile("jpeg"), alt: "" });
    expect({ status: noAlt.status, body: noAlt.body }).toEqual({ status: 400, body: { ok: false, errors: { alt: ["Alt text is required"] } } });
    expect(await db.mediaImage.count()).toBe(images);
  });
});

describe("an article's cover", () => {
  test("is saved with its alt text, which it needs; the article's page and the blog's list show it", async () => {
    const { id: imageId, storageKey } = await addLibraryImage({ width: 1600, height: 900 });
    const slug = uniqueTag("covered-").toLowerCase();
    const form = { intent: "publish", title: `Covered ${slug}`, slug, excerpt: "", body: "Text.", tags: "", seoTitle: "", seoDescription: "", publishAt: "", coverImageId: String(imageId) };
    const missing = await callRoute(newArticle, "/admin/content/articles/new", { cookie: editor.cookie, form: { ...form, coverAlt: "" } });
    expect(fieldErrors(missing)).toMatchObject({ coverAlt: ["Describe the cover image for people who cannot see it"] });
    expect((await callRoute(newArticle, "/admin/content/articles/new", { cookie: editor.cookie, form: { ...form, coverAlt: "A lake in Banff" } })).status).toBe(302);

    const cover = { image: { storageKey, widths: [320, 640, 960, 1280], width: 1600, height: 900 }, alt: "A lake in Banff" };
    const post = await callRoute(postLoader, `/blog/${slug}`, { params: { slug } });
    expect((post.body as { article: { cover: unknown } }).article.cover).toEqual(cover);
    const blog = await callRoute(blogLoader, "/blog");
    expect((blog.body as { articles: Array<{ slug: string; cover: unknown }> }).articles.find((row) => row.slug === slug)?.cover).toEqual(cover);
  });

  test("a cover deleted from the library while the form was open comes back next to its field", async () => {
    const image = await addLibraryImage();
    await db.mediaImage.delete({ where: { id: image.id } });
    const answer = await callRoute(newArticle, "/admin/content/articles/new", {
      cookie: editor.cookie,
      form: { intent: "save", title: "Gone cover", slug: "", excerpt: "", body: "", tags: "", seoTitle: "", seoDescription: "", publishAt: "", coverImageId: String(image.id), coverAlt: "Something" },
    });
    expect(answer.status).toBe(409);
    expect(formResult(answer).error).toEqual({ coverImageId: ["The cover image chosen is no longer in the media library. Choose another one."] });
  });
});
