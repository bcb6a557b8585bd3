import { beforeAll, describe, expect, test } from "vitest";
import { IMAGE_REFUSALS, parseWidths } from "~/domain/media";
import { addStarterGallery } from "~/models/starter-content.server";
import * as albumPage from "~/routes/admin.content.gallery.$id";
import * as albumList from "~/routes/admin.content.gallery._index";
import * as albumNew from "~/routes/admin.content.gallery.new";
import * as publicAlbum from "~/routes/_public.gallery.$slug";
import * as publicGallery from "~/routes/_public.gallery._index";
import { db } from "~/utils/db.server";
import { STARTER_GALLERY } from "../../prisma/starter-content/gallery";
import { uniqueTag } from "../support/fixtures/catalogue";
import { addLibraryImage, imageFile, pictureFile, storedMediaFiles } from "../support/fixtures/images";
import { callRoute, expectRedirect, fieldErrors, formResult } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let editor: SignedInUser;

beforeAll(async () => {
  editor = await signedInUser("editor", "Esha Editor");
});

/** The version every instance's page cache compares with, as stored. */
async function pageVersion() {
  return (await db.pageVersion.findUnique({ where: { id: 1 } }))?.version ?? 0;
}

type PublicAlbum = {
  title: string;
  description: string;
  lang: string;
  slug: string;
  photoCount: number;
  photos: Array<{ caption: string; alt: string; lang: string; image: { storageKey: string; widths: number[]; width: number; height: number } }>;
};

/** The albums of /gallery, or of its Nepali address. */
async function shownAlbums(path = "/gallery") {
  const answer = await callRoute(publicGallery.loader, path);
  expect(answer.status).toBe(200);
  return (answer.body as { albums: PublicAlbum[] }).albums;
}

// First, while the database has never had an album: the starter step is for a new installation only.
describe("the starter gallery", () => {
  test("a new installation gets one album of the repository's drawings, rasterised into the media library; only once", async () => {
    const files = storedMediaFiles().length;
    expect(await addStarterGallery(STARTER_GALLERY)).toBe(6);
    const album = await db.galleryAlbum.findUniqueOrThrow({
      where: { slug: "life-at-the-consultancy" },
      include: { photos: { orderBy: { position: "asc" }, include: { image: true } } },
    });
    expect(album).toMatchObject({ title: "Life at the consultancy", visible: true });
    expect(album.photos.map((photo) => [photo.caption, photo.image.originalName])).toEqual([
      ["Classroom session", "classroom-session.png"],
      ["Campus tour", "campus-tour.png"],
      ["Group study", "group-study.png"],
      ["Graduation", "graduation.png"],
      ["One-on-one counselling", "one-on-one-counselling.png"],
      ["Mock visa interview", "mock-visa-interview.png"],
    ]);
    for (const photo of album.photos) {
      expect(photo.alt.length).toBeGreaterThan(20);
      expect(photo.image).toMatchObject({ width: 1600, height: 1200, alt: photo.alt });
      expect(parseWidths(photo.image.widths)).toEqual([320, 640, 960, 1280]);
    }
    expect(storedMediaFiles().length).toBe(files + 6 * 8);

    expect(await addStarterGallery(STARTER_GALLERY)).toBe(0);
    expect(await db.galleryAlbum.count()).toBe(1);
    expect(storedMediaFiles().length).toBe(files + 6 * 8);

    // the public page shows it as the static page did: six described photos with their captions
    const [shown] = await shownAlbums();
    expect(shown.photos.map((photo) => photo.caption)).toEqual(["Classroom session", "Campus tour", "Group study", "Graduation", "One-on-one counselling", "Mock visa interview"]);
    // and in Nepali on the Nepali page, every text of it
    const [nepali] = await shownAlbums("/ne/gallery");
    expect(nepali).toMatchObject({ lang: "ne", title: "परामर्श केन्द्रमा जीवन" });
    expect(nepali.photos.map((photo) => photo.caption)).toEqual(["कक्षा सत्र", "क्याम्पस भ्रमण", "सामूहिक अध्ययन", "दीक्षान्त समारोह", "व्यक्तिगत परामर्श", "अभ्यास भिसा अन्तर्वार्ता"]);
    for (const photo of nepali.photos) expect(photo).toMatchObject({ lang: "ne", alt: expect.stringMatching(/^[\u0900-\u097F ,]{20,}$/) });
  });
});

function newAlbum(fields: Record<string, string>) {
  return callRoute(albumNew.action, "/admin/content/gallery/new", { cookie: editor.cookie, form: { intent: "album", title: "Graduation 2025", slug: "", description: "", position: "", ...fields } });
}

async function createdAlbum(fields: Record<string, string>) {
  const answer = await newAlbum(fields);
  expect(answer.status).toBe(302);
  return Number(/^\/admin\/content\/gallery\/(\d+)$/.exec(answer.location ?? "")![1]);
}

function postAlbum(albumId: number, form: Record<string, string | File>) {
  return callRoute(albumPage.action, `/admin/content/gallery/${albumId}`, { cookie: editor.cookie, params: { id: String(albumId) }, multipart: true, form });
}

const addPhoto = (albumId: number, fields: Record<string, string | File>) => postAlbum(albumId, { intent: "add_photo", imageId: "", caption: "", alt: "Graduates throwing their caps", position: "", ...fields });

describe("an album in the content area", () => {
  test("is created with a slug made from its title; a taken slug comes back next to its field", async () => {
    const title = `Graduation ${uniqueTag("g")}`;
    const id = await createdAlbum({ title, visible: "on" });
    const album = await db.galleryAlbum.findUniqueOrThrow({ where: { id } });
    expect(album).toMatchObject({ title, slug: title.toLowerCase().replace(/ /g, "-"), visible: true });
    const taken = await newAlbum({ title: "Another", slug: album.slug });
    expect(taken.status).toBe(409);
    expect(formResult(taken).error).toEqual({ slug: ["Another album uses this slug. Choose another one."] });
    expect(formResult(taken).initialValue).toMatchObject({ title: "Another" });
  });

  test("takes photos from the library or a new upload, edits and removes them; every change raises the page version", async () => {
    const id = await createdAlbum({ title: `Campus ${uniqueTag("c")}`, visible: "on" });
    const library = await addLibraryImage({ name: "lawn.jpg" });

    let version = await pageVersion();
    const changed = async () => {
      const now = await pageVersion();
      expect(now).toBeGreaterThan(version);
      version = now;
    };

    expectRedirect(await addPhoto(id, { imageId: String(library.id), caption: "On the lawn", alt: "Students on the lawn" }), `/admin/content/gallery/${id}`);
    await changed();
    const images = await db.mediaImage.count();
    expectRedirect(await addPhoto(id, { file: await pictureFile("png", { width: 800, height: 600 }, "caps.png"), caption: "Caps", alt: "Caps in the air", position: "5" }), `/admin/content/gallery/${id}`);
    await changed();
    // the upload joined the library with the photo's alt text
    expect(await db.mediaImage.count()).toBe(images + 1);
    expect(await db.mediaImage.findFirstOrThrow({ where: { originalName: "caps.png" }, orderBy: { id: "desc" } })).toMatchObject({ alt: "Caps in the air", uploadedById: editor.user.id });

    const page = await callRoute(albumPage.loader, `/admin/content/gallery/${id}`, { cookie: editor.cookie, params: { id: String(id) } });
    const photos = (page.body as { photos: Array<{ id: number; caption: string; position: number }> }).photos;
    // an order of 5 comes before the first photo's 10
    expect(photos.map((photo) => [photo.caption, photo.position])).toEqual([
      ["Caps", 5],
      ["On the lawn", 10],
    ]);

    const [caps, lawn] = photos;
    expectRedirect(await postAlbum(id, { intent: "photo", photoId: String(lawn.id), caption: "The lawn", alt: "Students on the lawn in May", position: "1" }), `/admin/content/gallery/${id}`);
    await changed();
    const invalid = await postAlbum(id, { intent: "photo", photoId: String(caps.id), caption: "", alt: "", position: "" });
    expect(fieldErrors(invalid)).toMatchObject({ alt: ["Alt text is required"] });
    expect((invalid.body as { photoId: string }).photoId).toBe(String(caps.id));

    expectRedirect(await postAlbum(id, { intent: "remove_photo", photoId: String(caps.id) }), `/admin/content/gallery/${id}`);
    await changed();
    const left = await db.galleryPhoto.findMany({ where: { albumId: id }, select: { caption: true, alt: true, position: true } });
    expect(left).toEqual([{ caption: "The lawn", alt: "Students on the lawn in May", position: 1 }]);
    // the removed photo's image stays in the library
    expect(await db.mediaImage.count({ where: { originalName: "caps.png" } })).toBe(1);
    expect(await db.auditLog.findMany({ where: { entityType: "gallery_album", entityId: id }, orderBy: { id: "asc" }, select: { action: true } })).toEqual(
      ["create", "add_photo", "add_photo", "update_photo", "remove_photo"].map((action) => ({ action })),
    );
  });

  test("a refused upload comes back next to the file field with the texts kept, and nothing is stored", async () => {
    const id = await createdAlbum({ title: `Refused ${uniqueTag("r")}` });
    const [images, files] = [await db.mediaImage.count(), storedMediaFiles()];
    const answer = await addPhoto(id, { file: imageFile(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.svg", "image/svg+xml"), caption: "Our logo", alt: "The logo" });
    expect(fieldErrors(answer)).toEqual({ file: [IMAGE_REFUSALS.type] });
    expect(formResult(answer).initialValue).toMatchObject({ caption: "Our logo", alt: "The logo" });
    expect([await db.mediaImage.count(), storedMediaFiles(), await db.galleryPhoto.count({ where: { albumId: id } })]).toEqual([images, files, 0]);
  });

  test("a photo needs an image of the library or an upload, not both, and an alt text", async () => {
    const id = await createdAlbum({ title: `Choice ${uniqueTag("c")}` });
    const library = await addLibraryImage();
    expect(fieldErrors(await addPhoto(id, {}))).toMatchObject({ imageId: ["Choose an image of the library or upload a new one."] });
    expect(fieldErrors(await addPhoto(id, { imageId: String(library.id), file: await pictureFile("jpeg") }))).toMatchObject({ imageId: ["Choose an image of the library or upload a new one, not both."] });
    expect(fieldErrors(await addPhoto(id, { imageId: String(library.id), alt: "" }))).toMatchObject({ alt: ["Alt text is required"] });
    expect(await db.galleryPhoto.count({ where: { albumId: id } })).toBe(0);
  });

  test("the list shows the albums in the site's order with their photo counts and whether they are shown", async () => {
    const tag = uniqueTag("list");
    const late = await createdAlbum({ title: `${tag} late`, position: "9000", visible: "on" });
    const early = await createdAlbum({ title: `${tag} early`, position: "8000" });
    await addPhoto(early, { imageId: String((await addLibraryImage()).id) });
    const answer = await callRoute(albumList.loader, `/admin/content/gallery?search_keyword=${tag}`, { cookie: editor.cookie });
    expect(answer.status).toBe(200);
    expect((answer.body as { rows: unknown[] }).rows).toEqual([
      expect.objectContaining({ id: early, visible: false, photos: "1 photo", position: 8000 }),
      expect.objectContaining({ id: late, visible: true, photos: "No photos yet", position: 9000 }),
    ]);
  });
});

describe("the public gallery", () => {
  test("shows the shown albums in order with their first six photos; an album's page shows them all; a hidden album is no page", async () => {
    const tag = uniqueTag("pub");
    const shown = await createdAlbum({ title: `${tag} shown`, position: "1", visible: "on" });
    const hidden = await createdAlbum({ title: `${tag} hidden`, position: "2" });
    const image = await addLibraryImage({ width: 700, height: 500 });
    for (let index = 1; index <= 7; index++) await addPhoto(shown, { imageId: String(image.id), caption: `Photo ${index}`, alt: `Alt ${index}` });
    await addPhoto(hidden, { imageId: String(image.id) });

    const albums = await shownAlbums();
    expect(albums.map((album) => album.title)).not.toContain(`${tag} hidden`);
    const [first] = albums;
    expect(first.title).toBe(`${tag} shown`);
    expect(first.photoCount).toBe(7);
    expect(first.photos.map((photo) => photo.caption)).toEqual(["Photo 1", "Photo 2", "Photo 3", "Photo 4", "Photo 5", "Photo 6"]);
    expect(first.photos[0]).toMatchObject({ alt: "Alt 1", image: { storageKey: image.storageKey, widths: [320, 640], width: 700, height: 500 } });

    const slugOf = async (id: number) => (await db.galleryAlbum.findUniqueOrThrow({ where: { id } })).slug;
    const page = await callRoute(publicAlbum.loader, `/gallery/${await slugOf(shown)}`, { params: { slug: await slugOf(shown) } });
    expect((page.body as { album: PublicAlbum }).album.photos).toHaveLength(7);
    for (const slug of [await slugOf(hidden), "no-such-album"]) {
      expect((await callRoute(publicAlbum.loader, `/gallery/${slug}`, { params: { slug } })).status).toBe(404);
    }

    // hiding the album takes it off the site at once
    const version = await pageVersion();
    const form = { intent: "album", title: `${tag} shown`, slug: await slugOf(shown), description: "", position: "1" };
    expectRedirect(await postAlbum(shown, form), `/admin/content/gallery/${shown}`);
    expect(await pageVersion()).toBeGreaterThan(version);
    expect((await shownAlbums()).map((album) => album.title)).not.toContain(`${tag} shown`);
    expect(await db.auditLog.findFirst({ where: { entityType: "gallery_album", entityId: shown }, orderBy: { id: "desc" }, select: { action: true, fromStatus: true, toStatus: true } })).toEqual({
      action: "hide",
      fromStatus: "shown",
      toStatus: "hidden",
    });
  });
});

describe("an album in Nepali", () => {
  test("a Nepali reader gets an album's and each photo's Nepali texts where written, else the English marked as English", async () => {
    const tag = uniqueTag("nepali");
    const id = await createdAlbum({ title: `${tag} Convocation`, description: "Our graduates.", titleNe: `${tag} दीक्षान्त`, descriptionNe: "हाम्रा स्नातकहरू।", position: "0", visible: "on" });
    const image = await addLibraryImage({ width: 700, height: 500 });
    expectRedirect(await addPhoto(id, { imageId: String(image.id), caption: "Caps", alt: "Caps in the air", captionNe: "टोपीहरू", altNe: "हावामा टोपीहरू" }), `/admin/content/gallery/${id}`);
    expectRedirect(await addPhoto(id, { imageId: String(image.id), caption: "Speech", alt: "The dean speaking" }), `/admin/content/gallery/${id}`);
    const englishOnly = await createdAlbum({ title: `${tag} Orientation`, position: "0", visible: "on" });
    const slug = (await db.galleryAlbum.findUniqueOrThrow({ where: { id } })).slug;

    const page = await callRoute(publicAlbum.loader, `/ne/gallery/${slug}`, { params: { slug } });
    const album = (page.body as { album: PublicAlbum; seo: { description: string } }).album;
    expect(album).toMatchObject({ lang: "ne", title: `${tag} दीक्षान्त`, description: "हाम्रा स्नातकहरू।" });
    expect((page.body as { seo: { description: string } }).seo.description).toBe("हाम्रा स्नातकहरू।");
    expect(album.photos.map(({ caption, alt, lang }) => ({ caption, alt, lang }))).toEqual([
      { caption: "टोपीहरू", alt: "हावामा टोपीहरू", lang: "ne" },
      { caption: "Speech", alt: "The dean speaking", lang: "en" },
    ]);
    const english = (await callRoute(publicAlbum.loader, `/gallery/${slug}`, { params: { slug } })).body as { album: PublicAlbum };
    expect(english.album).toMatchObject({ lang: "en", title: `${tag} Convocation`, description: "Our graduates." });
    expect(english.album.photos[0]).toMatchObject({ caption: "Caps", alt: "Caps in the air", lang: "en" });

    const list = await shownAlbums("/ne/gallery");
    expect(list.find((row) => row.title === `${tag} दीक्षान्त`)).toMatchObject({ lang: "ne" });
    const fallback = await db.galleryAlbum.findUniqueOrThrow({ where: { id: englishOnly } });
    expect(list.find((row) => row.slug === fallback.slug)).toMatchObject({ lang: "en", title: `${tag} Orientation` });

    // the editor's form reads the Nepali texts back
    const editorPage = (await callRoute(albumPage.loader, `/admin/content/gallery/${id}`, { cookie: editor.cookie, params: { id: String(id) } })).body as {
      values: Record<string, string>;
      photos: Array<{ captionNe: string; altNe: string }>;
    };
    expect(editorPage.values).toMatchObject({ titleNe: `${tag} दीक्षान्त`, descriptionNe: "हाम्रा स्नातकहरू।" });
    expect(editorPage.photos.map(({ captionNe, altNe }) => ({ captionNe, altNe }))).toEqual([
      { captionNe: "टोपीहरू", altNe: "हावामा टोपीहरू" },
      { captionNe: "", altNe: "" },
    ]);
  });

  test("a started Nepali version needs the texts the English has; emptied, it is stored as none and the English shows", async () => {
    const tag = uniqueTag("half");
    const halfAlbum = await newAlbum({ title: `${tag} Tour`, description: "A campus tour.", descriptionNe: "क्याम्पस भ्रमण।" });
    expect(halfAlbum.status).toBe(400);
    expect(fieldErrors(halfAlbum)).toMatchObject({ titleNe: ["The Nepali version needs its title too, or none of its fields"] });
    expect(formResult(halfAlbum).initialValue).toMatchObject({ title: `${tag} Tour`, descriptionNe: "क्याम्पस भ्रमण।" });
    const noDescription = await newAlbum({ title: `${tag} Tour`, description: "A campus tour.", titleNe: "भ्रमण" });
    expect(fieldErrors(noDescription)).toMatchObject({ descriptionNe: ["The Nepali version needs its description too, or none of its fields"] });
    expect(await db.galleryAlbum.count({ where: { title: `${tag} Tour` } })).toBe(0);

    const id = await createdAlbum({ title: `${tag} Tour`, titleNe: "भ्रमण" });
    const image = await addLibraryImage({ width: 700, height: 500 });
    const halfPhoto = await addPhoto(id, { imageId: String(image.id), caption: "Lawn", alt: "Students on the lawn", captionNe: "चौर" });
    expect(fieldErrors(halfPhoto)).toMatchObject({ altNe: ["The Nepali version needs its alt text too, or none of its fields"] });
    expect(await db.galleryPhoto.count({ where: { albumId: id } })).toBe(0);

    expectRedirect(await addPhoto(id, { imageId: String(image.id), caption: "Lawn", alt: "Students on the lawn", captionNe: "चौर", altNe: "चौरमा विद्यार्थीहरू" }), `/admin/content/gallery/${id}`);
    const photo = await db.galleryPhoto.findFirstOrThrow({ where: { albumId: id } });
    const captionOnly = await postAlbum(id, { intent: "photo", photoId: String(photo.id), caption: "Lawn", alt: "Students on the lawn", captionNe: "", altNe: "चौरमा विद्यार्थीहरू", position: "" });
    expect(fieldErrors(captionOnly)).toMatchObject({ captionNe: ["The Nepali version needs its caption too, or none of its fields"] });
    expect(await db.galleryPhoto.findUniqueOrThrow({ where: { id: photo.id } })).toMatchObject({ captionNe: "चौर", altNe: "चौरमा विद्यार्थीहरू" });

    expectRedirect(await postAlbum(id, { intent: "photo", photoId: String(photo.id), caption: "Lawn", alt: "Students on the lawn", captionNe: "", altNe: "", position: "" }), `/admin/content/gallery/${id}`);
    expectRedirect(await postAlbum(id, { intent: "album", title: `${tag} Tour`, slug: "", description: "", titleNe: "", descriptionNe: "", position: "" }), `/admin/content/gallery/${id}`);
    expect(await db.galleryPhoto.findUniqueOrThrow({ where: { id: photo.id } })).toMatchObject({ captionNe: null, altNe: null });
    expect(await db.galleryAlbum.findUniqueOrThrow({ where: { id } })).toMatchObject({ titleNe: null, descriptionNe: null });
  });
});
