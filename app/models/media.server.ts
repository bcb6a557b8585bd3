import { randomUUID } from "node:crypto";
import {
  IMAGE_REFUSALS,
  VARIANT_FORMATS,
  describeMediaUse,
  parseVariantFile,
  parseWidths,
  variantKey,
  variantWidths,
  type MediaAdminQuery,
  type MediaChoice,
  type MediaUse,
} from "~/domain/media";
import { containsText, db, isForeignKeyViolation, type Prisma, type Tx } from "~/utils/db.server";
import { DamagedImageError, inspectImage, makeVariants } from "~/utils/images.server";
import { fileStorage, OversizedFile, removeStoredFile } from "~/utils/uploads.server";
import { ActionNotAllowedError, AdminRecordNotFoundError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { paginate } from "./paginate.server";

/** An image a form or an old revision names that was deleted from the library meanwhile: nothing is saved. */
export class ImageGoneError extends ActionNotAllowedError {
  constructor(what: "cover image" | "photo") {
    super(`The ${what} chosen is no longer in the media library. Choose another one.`);
  }
}

/** Refuses an image id that is no longer in the library, before a write that would fail on its foreign key. */
export async function assertImageInLibrary(tx: Tx, imageId: number | null, what: "cover image" | "photo") {
  if (imageId !== null && !(await tx.mediaImage.findUnique({ where: { id: imageId }, select: { id: true } }))) throw new ImageGoneError(what);
}

export const MEDIA_ENTITY = "media_image";

/** An upload the library does not take, with the sentence that says why (shown next to the file field). */
export class ImageRefusedError extends Error {}

export class MediaImageNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("This image is no longer in the library.");
  }
}

/** A delete refused while a page still shows the image; `uses` says where. */
export class ImageInUseError extends ActionNotAllowedError {
  constructor(readonly uses: MediaUse[]) {
    super(`This image is still used: ${uses.map(describeMediaUse).join("; ")}. Choose another image there first, then delete it.`);
  }
}

/** Every image of the library, newest first, for the pickers of a cover, a photo or a portrait. */
export async function listMediaChoices(): Promise<MediaChoice[]> {
  const images = await db.mediaImage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true, originalName: true, alt: true } });
  return images.map((image) => ({ id: image.id, name: image.originalName, alt: image.alt }));
}

/** An image checked, resized and stored, waiting for its row: `insertMediaImage` records it, `discardPreparedImage` drops it. */
export type PreparedImage = { storageKey: string; originalName: string; width: number; height: number; widths: number[]; sizeBytes: number };

/** The name an image is listed under: the uploader's file name without a path or control characters. */
function displayName(name: string) {
  const base = name.split(/[\\/]/).pop()!.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return (base || "image").slice(0, 200);
}

/**
 * Checks an image and stores its variants; the one way any image enters the library (its own upload form, the
 * article editor's Insert image, a gallery photo, the starter gallery). Throws `ImageRefusedError` with the reason
 * when the bytes are not a JPEG, PNG, WebP or AVIF within the limits; nothing is stored then.
 */
export async function prepareImage(bytes: Uint8Array, originalName: string): Promise<PreparedImage> {
  const check = await inspectImage(bytes);
  if (!check.ok) throw new ImageRefusedError(check.message);
  const widths = variantWidths(check.width);
  let variants;
  try {
    variants = await makeVariants(bytes, widths);
  } catch (error) {
    if (error instanceof DamagedImageError) throw new ImageRefusedError(error.message);
    throw error;
  }
  const storageKey = `media/${randomUUID()}`;
  const storage = fileStorage();
  const prepared: PreparedImage = { storageKey, originalName: displayName(originalName), width: check.width, height: check.height, widths, sizeBytes: bytes.byteLength };
  try {
    for (const variant of variants) await storage.put(variantKey(storageKey, variant.width, variant.format), variant.bytes, VARIANT_FORMATS[variant.format].mime);
  } catch (error) {
    await discardPreparedImage(prepared);
    throw error;
  }
  return prepared;
}

/** `prepareImage` of a posted file field: a field left empty, or a file past the form's limit, is refused too. */
export async function prepareUploadedImage(value: FormDataEntryValue | null): Promise<PreparedImage> {
  if (value instanceof OversizedFile) throw new ImageRefusedError(IMAGE_REFUSALS.bytes);
  if (!(value instanceof File) || (value.size === 0 && value.name === "")) throw new ImageRefusedError(IMAGE_REFUSALS.missing);
  return prepareImage(new Uint8Array(await value.arrayBuffer()), value.name);
}

/** Removes the stored variants of an image whose row was never written (or is gone). */
export async function discardPreparedImage(image: { storageKey: string; widths: readonly number[] }) {
  const keys = image.widths.flatMap((width) => (["webp", "jpeg"] as const).map((format) => variantKey(image.storageKey, width, format)));
  await Promise.all(keys.map((key) => removeStoredFile(key)));
}

export async function insertMediaImage(tx: Tx, image: PreparedImage, { alt, uploadedById }: { alt: string; uploadedById: number | null }) {
  return tx.mediaImage.create({
    data: { storageKey: image.storageKey, originalName: image.originalName, width: image.width, height: image.height, widths: JSON.stringify(image.widths), alt, sizeBytes: image.sizeBytes, uploadedById },
    select: mediaImageSelect,
  });
}

/**
 * Writes the row of a prepared image with `work`'s own rows in one transaction (a gallery photo, say); if it fails,
 * the stored variants are removed, so a refused or failed change leaves no file behind.
 */
export async function recordPreparedImage<T>(image: PreparedImage, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.$transaction(work);
  } catch (error) {
    await discardPreparedImage(image);
    throw error;
  }
}

/** Adds an uploaded image to the library with its suggested alt text. */
export async function uploadMediaImage({ file, alt, uploadedById }: { file: FormDataEntryValue | null; alt: string; uploadedById: number | null }) {
  const prepared = await prepareUploadedImage(file);
  return imageView(await recordPreparedImage(prepared, (tx) => insertMediaImage(tx, prepared, { alt, uploadedById })));
}

const mediaImageSelect = {
  id: true,
  storageKey: true,
  originalName: true,
  width: true,
  height: true,
  widths: true,
  alt: true,
  sizeBytes: true,
  createdAt: true,
  uploadedBy: { select: { name: true } },
} satisfies Prisma.MediaImageSelect;

type MediaImageRow = Prisma.MediaImageGetPayload<{ select: typeof mediaImageSelect }>;

/** A row with its widths as numbers, ready for `ResponsiveImage` and the variant URLs. */
function imageView(row: MediaImageRow) {
  return { ...row, widths: parseWidths(row.widths) };
}

/** An image's fields a page draws it with (`ResponsiveImage`): the widths column read as numbers. */
export function mediaImageRef(image: { storageKey: string; widths: string; width: number; height: number }) {
  return { storageKey: image.storageKey, widths: parseWidths(image.widths), width: image.width, height: image.height };
}

function adminWhere(search: string | null): Prisma.MediaImageWhereInput {
  return search ? { OR: [{ originalName: containsText(search) }, { alt: containsText(search) }] } : {};
}

const ADMIN_ORDER: Record<MediaAdminQuery["sortType"], (direction: Prisma.SortOrder) => Prisma.MediaImageOrderByWithRelationInput[]> = {
  uploaded: (direction) => [{ createdAt: direction }, { id: direction }],
  name: (direction) => [{ originalName: direction }, { id: direction }],
};

/** A page of the library, newest first unless sorted otherwise, searched on file name and alt text; each with its uses. */
export async function listMediaForAdmin(query: MediaAdminQuery) {
  const where = adminWhere(query.search);
  const { rows, meta } = await paginate(query, {
    count: () => db.mediaImage.count({ where }),
    findMany: (offset) => db.mediaImage.findMany({ where, orderBy: ADMIN_ORDER[query.sortType](query.sortDirection), ...offset, select: mediaImageSelect }),
  });
  const uses = await findMediaUses(db, rows);
  return { rows: rows.map((row) => ({ ...imageView(row), uses: uses.get(row.id) ?? [] })), meta };
}

/** One image with where it is used, or null. */
export async function readMediaImage(imageId: number) {
  const row = await db.mediaImage.findUnique({ where: { id: imageId }, select: mediaImageSelect });
  if (!row) return null;
  const uses = await findMediaUses(db, [row]);
  return { ...imageView(row), uses: uses.get(row.id) ?? [] };
}

/**
 * Where each image shows: as an article's cover or inside an article's text (its address in the Markdown), as a team
 * member's or a testimonial's photo, in a gallery album. Read for a page of images at once, one query per kind.
 */
async function findMediaUses(client: Tx | typeof db, images: ReadonlyArray<{ id: number; storageKey: string }>): Promise<Map<number, MediaUse[]>> {
  const uses = new Map<number, MediaUse[]>();
  if (images.length === 0) return uses;
  const ids = images.map((image) => image.id);
  const add = (imageId: number, use: MediaUse) => uses.set(imageId, [...(uses.get(imageId) ?? []), use]);
  const [covers, bodies, team, testimonials, photos] = await Promise.all([
    client.article.findMany({ where: { coverImageId: { in: ids } }, orderBy: { id: "asc" }, select: { id: true, title: true, coverImageId: true } }),
    // A variant's address holds its image's storage key (`/media/<uuid>-640.jpg`), whichever width and format.
    client.article.findMany({ where: { OR: images.map((image) => ({ body: { contains: `/${image.storageKey}-` } })) }, orderBy: { id: "asc" }, select: { id: true, title: true, body: true } }),
    client.teamMember.findMany({ where: { photoId: { in: ids } }, orderBy: { id: "asc" }, select: { id: true, name: true, photoId: true } }),
    client.testimonial.findMany({ where: { photoId: { in: ids } }, orderBy: { id: "asc" }, select: { id: true, name: true, photoId: true } }),
    client.galleryPhoto.findMany({ where: { imageId: { in: ids } }, orderBy: { id: "asc" }, select: { imageId: true, album: { select: { id: true, title: true } } } }),
  ]);
  for (const article of covers) add(article.coverImageId!, { kind: "article_cover", id: article.id, name: article.title });
  for (const article of bodies) {
    for (const image of images) if (article.body.includes(`/${image.storageKey}-`)) add(image.id, { kind: "article_body", id: article.id, name: article.title });
  }
  for (const member of team) add(member.photoId!, { kind: "team_member", id: member.id, name: member.name });
  for (const testimonial of testimonials) add(testimonial.photoId!, { kind: "testimonial", id: testimonial.id, name: testimonial.name });
  // An album shows the image once however many of its photos use it.
  for (const photo of photos) {
    if (!uses.get(photo.imageId)?.some((use) => use.kind === "gallery_photo" && use.id === photo.album.id)) add(photo.imageId, { kind: "gallery_photo", id: photo.album.id, name: photo.album.title });
  }
  return uses;
}

/** The stored bytes of the variant a /media file name names, or null for a name that is none or a variant not stored. */
export async function readMediaVariant(file: string) {
  const variant = parseVariantFile(file);
  const stored = variant ? await fileStorage().get(variant.key) : null;
  return variant && stored ? { ...stored, mime: VARIANT_FORMATS[variant.format].mime } : null;
}

/** Changes the alt text the library suggests; the places that show the image keep their own. */
export async function updateMediaAlt({ imageId, alt }: { imageId: number; alt: string }) {
  const { count } = await db.mediaImage.updateMany({ where: { id: imageId }, data: { alt } });
  if (count === 0) throw new MediaImageNotFoundError();
}

/**
 * Deletes an image and its files, audited; refused with `ImageInUseError` while any page uses it. A cover or photo
 * chosen at the same moment makes the delete fail on its foreign key, and is answered the same way.
 */
export async function deleteMediaImage({ imageId, editorId }: { imageId: number; editorId: number }) {
  let image: { storageKey: string; originalName: string; widths: string };
  try {
    image = await db.$transaction(async (tx) => {
      const row = await tx.mediaImage.findUnique({ where: { id: imageId }, select: { id: true, storageKey: true, originalName: true, widths: true } });
      if (!row) throw new MediaImageNotFoundError();
      const uses = (await findMediaUses(tx, [row])).get(row.id) ?? [];
      if (uses.length > 0) throw new ImageInUseError(uses);
      await tx.mediaImage.delete({ where: { id: imageId } });
      await recordAudit(tx, { entityType: MEDIA_ENTITY, entityId: imageId, actorId: editorId, action: "delete", detail: row.originalName });
      return row;
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const now = await readMediaImage(imageId);
    throw new ImageInUseError(now?.uses ?? []);
  }
  await discardPreparedImage({ storageKey: image.storageKey, widths: parseWidths(image.widths) });
  return { originalName: image.originalName };
}
