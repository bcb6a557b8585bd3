import { GALLERY_PREVIEW_SIZE, POSITION_STEP, type GalleryAdminQuery } from "~/domain/gallery";
import type { Locale } from "~/i18n/locales";
import { containsText, db, isUniqueViolation, type Prisma, type Tx } from "~/utils/db.server";
import { AdminRecordNotFoundError } from "./admin-change.server";
import { contentVersion } from "./content-language.server";
import { recordAudit, type AuditEntry } from "./audit-log.server";
import { insertMediaImage, mediaImageRef, recordPreparedImage, type PreparedImage } from "./media.server";
import { raisePageVersion } from "./page-version.server";
import { paginate } from "./paginate.server";

export const GALLERY_ALBUM_ENTITY = "gallery_album";

export class GalleryAlbumNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("This album no longer exists.");
  }
}

export class GalleryPhotoNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("This photo is no longer in the album.");
  }
}

export class AlbumSlugTakenError extends Error {
  constructor() {
    super("Another album uses this slug. Choose another one.");
  }
}

/** The photo's image is no longer in the media library (deleted while the form was open). */
export class PhotoImageGoneError extends Error {
  constructor() {
    super("This image is no longer in the media library. Choose another one.");
  }
}

/** What an editor writes of an album, its Nepali title and description null where not written; no order puts it last. */
export type GalleryAlbumInput = { title: string; slug: string; description: string; titleNe: string | null; descriptionNe: string | null; position: number | null; visible: boolean };

/** What an editor writes of a photo, its Nepali texts null where not written; no order puts it last in its album. */
export type GalleryPhotoInput = { caption: string; alt: string; captionNe: string | null; altNe: string | null; position: number | null };

/** A photo's picture: an image of the library, or one just uploaded (checked and stored by `prepareImage`). */
export type PhotoSource = { imageId: number } | { upload: PreparedImage; uploadedById: number };

async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlbumSlugTakenError();
    throw error;
  }
}

async function assertSlugFree(tx: Tx, slug: string, albumId: number | null) {
  const holder = await tx.galleryAlbum.findUnique({ where: { slug }, select: { id: true } });
  if (holder && holder.id !== albumId) throw new AlbumSlugTakenError();
}

/**
 * Every change to the gallery is audited against its album and raises the page version in its own transaction, so
 * /gallery and the album's page change on every instance at once (whether the album is shown or not: a hidden album
 * may have been shown a moment ago).
 */
async function recordChange(tx: Tx, entry: Omit<AuditEntry, "entityType">) {
  await recordAudit(tx, { entityType: GALLERY_ALBUM_ENTITY, ...entry });
  await raisePageVersion(tx);
}

/** A change of an album's photos is a change of the album: its page's date in the sitemap moves with it. */
async function recordPhotoChange(tx: Tx, entry: Omit<AuditEntry, "entityType">) {
  await tx.galleryAlbum.update({ where: { id: entry.entityId }, data: { updatedAt: new Date() } });
  await recordChange(tx, entry);
}

async function nextAlbumPosition(tx: Tx) {
  const { _max } = await tx.galleryAlbum.aggregate({ _max: { position: true } });
  return (_max.position ?? 0) + POSITION_STEP;
}

async function nextPhotoPosition(tx: Tx, albumId: number) {
  const { _max } = await tx.galleryPhoto.aggregate({ where: { albumId }, _max: { position: true } });
  return (_max.position ?? 0) + POSITION_STEP;
}

const albumSaved = { id: true, title: true, visible: true } satisfies Prisma.GalleryAlbumSelect;

export async function insertGalleryAlbum(tx: Tx, input: GalleryAlbumInput, editorId: number | null) {
  await assertSlugFree(tx, input.slug, null);
  const album = await tx.galleryAlbum.create({ data: { ...input, position: input.position ?? (await nextAlbumPosition(tx)) }, select: albumSaved });
  await recordChange(tx, { entityId: album.id, actorId: editorId, action: "create", detail: album.title });
  return album;
}

export function createGalleryAlbum(input: GalleryAlbumInput, editorId: number) {
  return withSlugGuard(() => db.$transaction((tx) => insertGalleryAlbum(tx, input, editorId)));
}

/** Saves an album's fields; showing or hiding it is audited as such. */
export function updateGalleryAlbum(albumId: number, input: GalleryAlbumInput, editorId: number) {
  return withSlugGuard(() =>
    db.$transaction(async (tx) => {
      const before = await tx.galleryAlbum.findUnique({ where: { id: albumId }, select: { visible: true } });
      if (!before) throw new GalleryAlbumNotFoundError();
      await assertSlugFree(tx, input.slug, albumId);
      const album = await tx.galleryAlbum.update({ where: { id: albumId }, data: { ...input, position: input.position ?? (await nextAlbumPosition(tx)) }, select: albumSaved });
      const shownOrHidden = before.visible !== album.visible;
      await recordChange(tx, {
        entityId: albumId,
        actorId: editorId,
        action: shownOrHidden ? (album.visible ? "show" : "hide") : "update",
        ...(shownOrHidden ? { fromStatus: before.visible ? "shown" : "hidden", toStatus: album.visible ? "shown" : "hidden" } : {}),
      });
      return album;
    }),
  );
}

async function assertAlbumExists(tx: Tx, albumId: number) {
  if (!(await tx.galleryAlbum.findUnique({ where: { id: albumId }, select: { id: true } }))) throw new GalleryAlbumNotFoundError();
}

export async function insertGalleryPhoto(tx: Tx, { albumId, imageId, input, editorId }: { albumId: number; imageId: number; input: GalleryPhotoInput; editorId: number | null }) {
  const photo = await tx.galleryPhoto.create({
    data: { albumId, imageId, caption: input.caption, alt: input.alt, captionNe: input.captionNe, altNe: input.altNe, position: input.position ?? (await nextPhotoPosition(tx, albumId)) },
    select: { id: true },
  });
  await recordPhotoChange(tx, { entityId: albumId, actorId: editorId, action: "add_photo", detail: input.caption || input.alt });
  return photo;
}

/**
 * Adds a photo to an album: an image of the library, or a new upload that joins the library in the same transaction
 * (a refusal then leaves neither the image nor its files behind).
 */
export function addGalleryPhoto({ albumId, source, input, editorId }: { albumId: number; source: PhotoSource; input: GalleryPhotoInput; editorId: number }) {
  if ("upload" in source) {
    return recordPreparedImage(source.upload, async (tx) => {
      await assertAlbumExists(tx, albumId);
      const image = await insertMediaImage(tx, source.upload, { alt: input.alt, uploadedById: source.uploadedById });
      return insertGalleryPhoto(tx, { albumId, imageId: image.id, input, editorId });
    });
  }
  return db.$transaction(async (tx) => {
    await assertAlbumExists(tx, albumId);
    if (!(await tx.mediaImage.findUnique({ where: { id: source.imageId }, select: { id: true } }))) throw new PhotoImageGoneError();
    return insertGalleryPhoto(tx, { albumId, imageId: source.imageId, input, editorId });
  });
}

/** Saves a photo's caption, alt text and order. */
export function updateGalleryPhoto({ albumId, photoId, input, editorId }: { albumId: number; photoId: number; input: GalleryPhotoInput; editorId: number }) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.galleryPhoto.updateMany({
      where: { id: photoId, albumId },
      data: { caption: input.caption, alt: input.alt, captionNe: input.captionNe, altNe: input.altNe, ...(input.position === null ? {} : { position: input.position }) },
    });
    if (count === 0) throw new GalleryPhotoNotFoundError();
    await recordPhotoChange(tx, { entityId: albumId, actorId: editorId, action: "update_photo", detail: input.caption || input.alt });
  });
}

/** Takes a photo out of its album; its image stays in the media library. */
export function removeGalleryPhoto({ albumId, photoId, editorId }: { albumId: number; photoId: number; editorId: number }) {
  return db.$transaction(async (tx) => {
    const photo = await tx.galleryPhoto.findFirst({ where: { id: photoId, albumId }, select: { caption: true, alt: true } });
    if (!photo) throw new GalleryPhotoNotFoundError();
    await tx.galleryPhoto.delete({ where: { id: photoId } });
    await recordPhotoChange(tx, { entityId: albumId, actorId: editorId, action: "remove_photo", detail: photo.caption || photo.alt });
  });
}

const ADMIN_ORDER: Record<GalleryAdminQuery["sortType"], (direction: Prisma.SortOrder) => Prisma.GalleryAlbumOrderByWithRelationInput[]> = {
  position: (direction) => [{ position: direction }, { id: direction }],
  title: (direction) => [{ title: direction }, { id: direction }],
  updated: (direction) => [{ updatedAt: direction }, { id: direction }],
};

/** The content area's list of albums. */
export function listGalleryAlbumsForAdmin(query: GalleryAdminQuery) {
  const where: Prisma.GalleryAlbumWhereInput = query.search ? { OR: [{ title: containsText(query.search) }, { slug: containsText(query.search) }] } : {};
  return paginate(query, {
    count: () => db.galleryAlbum.count({ where }),
    findMany: (offset) =>
      db.galleryAlbum.findMany({
        where,
        orderBy: ADMIN_ORDER[query.sortType](query.sortDirection),
        ...offset,
        select: { id: true, title: true, slug: true, position: true, visible: true, updatedAt: true, _count: { select: { photos: true } } },
      }),
  });
}

const imageSelect = { storageKey: true, widths: true, width: true, height: true } satisfies Prisma.MediaImageSelect;
const photoOrder = [{ position: "asc" }, { id: "asc" }] satisfies Prisma.GalleryPhotoOrderByWithRelationInput[];

/** An album with its photos in order, for its editor; null when there is none. */
export async function readGalleryAlbumForEditor(albumId: number) {
  const album = await db.galleryAlbum.findUnique({
    where: { id: albumId },
    select: {
      id: true,
      title: true,
      slug: true,
      description: true,
      titleNe: true,
      descriptionNe: true,
      position: true,
      visible: true,
      updatedAt: true,
      photos: {
        orderBy: photoOrder,
        select: { id: true, caption: true, alt: true, captionNe: true, altNe: true, position: true, imageId: true, image: { select: { ...imageSelect, originalName: true } } },
      },
    },
  });
  return album ? { ...album, photos: album.photos.map((photo) => ({ ...photo, image: { ...mediaImageRef(photo.image), name: photo.image.originalName } })) } : null;
}

const publicPhotoSelect = { id: true, caption: true, alt: true, captionNe: true, altNe: true, image: { select: imageSelect } } satisfies Prisma.GalleryPhotoSelect;

/** A photo as a reader of `locale` sees it: its Nepali caption and alt text where written, else the English (`lang`). */
function publicPhoto({ id, caption, alt, captionNe, altNe, image }: Prisma.GalleryPhotoGetPayload<{ select: typeof publicPhotoSelect }>, locale: Locale) {
  return { id, ...contentVersion(locale, { en: { caption, alt }, ne: altNe ? { caption: captionNe ?? "", alt: altNe } : null }), image: mediaImageRef(image) };
}

const publicAlbumSelect = { id: true, title: true, slug: true, description: true, titleNe: true, descriptionNe: true } satisfies Prisma.GalleryAlbumSelect;

/** An album's title and description as a reader of `locale` sees them, as its photos are chosen. */
function publicAlbumTexts({ title, description, titleNe, descriptionNe }: Prisma.GalleryAlbumGetPayload<{ select: typeof publicAlbumSelect }>, locale: Locale) {
  return contentVersion(locale, { en: { title, description }, ne: titleNe ? { title: titleNe, description: descriptionNe ?? "" } : null });
}

/** /gallery in `locale`: the shown albums in order, each with its first photos and how many it has. */
export async function listShownAlbums(locale: Locale) {
  const albums = await db.galleryAlbum.findMany({
    where: { visible: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { ...publicAlbumSelect, _count: { select: { photos: true } }, photos: { orderBy: photoOrder, take: GALLERY_PREVIEW_SIZE, select: publicPhotoSelect } },
  });
  return albums.map((album) => ({
    id: album.id,
    slug: album.slug,
    ...publicAlbumTexts(album, locale),
    photoCount: album._count.photos,
    photos: album.photos.map((photo) => publicPhoto(photo, locale)),
  }));
}

/** /gallery/<slug> in `locale`: a shown album with all its photos, or null (a hidden album is no page). */
export async function readShownAlbum(slug: string, locale: Locale) {
  const album = await db.galleryAlbum.findFirst({ where: { slug, visible: true }, select: { ...publicAlbumSelect, photos: { orderBy: photoOrder, select: publicPhotoSelect } } });
  return album ? { id: album.id, slug: album.slug, ...publicAlbumTexts(album, locale), photos: album.photos.map((photo) => publicPhoto(photo, locale)) } : null;
}

/** Every shown album's address and last change, for the sitemap. */
export function listShownAlbumAddresses() {
  return db.galleryAlbum.findMany({ where: { visible: true }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { slug: true, title: true, updatedAt: true } });
}
