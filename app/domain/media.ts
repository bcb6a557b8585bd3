import { unknownFilterErrors, type ListQuery, type ListSpec } from "./list-query";

/*
 * The media library's rules: which images it takes, the widths it keeps of each, and the addresses of those
 * variants. An image is stored once per width and format under `<storageKey>-<width>.<extension>`, its storage key
 * being `media/<uuid>`, and served at the same path (`/media/<uuid>-<width>.webp`), so a variant's URL and its key
 * are one string.
 */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_REFUSALS = {
  type: "Choose a JPEG, PNG, WebP or AVIF image.",
  bytes: "This image is larger than 10 MB.",
  pixels: "This image is larger than 40 megapixels.",
  damaged: "This image is damaged or incomplete. Export it again and choose the new file.",
  missing: "Choose an image to upload.",
} as const;

/** The widths kept of an image, those not wider than the original; a smaller original is kept at its own width. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** What an article body or a page's plain `<img>` takes: wide enough for the text column on a sharp screen. */
const DEFAULT_WIDTH = 1280;

/** The kinds of image the library accepts, judged by their bytes. */
export type ImageType = "jpeg" | "png" | "webp" | "avif";

/** Every variant is written in both: WebP for the browsers of today, JPEG for anything else (a feed reader, a mail). */
export const VARIANT_FORMATS = {
  webp: { extension: "webp", mime: "image/webp" },
  jpeg: { extension: "jpg", mime: "image/jpeg" },
} as const;
export type VariantFormat = keyof typeof VARIANT_FORMATS;

/** An image of the library as a picker offers it: its original file name to recognise it, its suggested alt text. */
export type MediaChoice = { id: number; name: string; alt: string };

/** An image as a page draws it. */
export type MediaImageRef = { storageKey: string; widths: readonly number[]; width: number; height: number };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0) {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** An ISO media file (AVIF, HEIC, MP4) names its brands in its first box, `ftyp`: AVIF is an image of brand avif or avis. */
function isAvif(bytes: Uint8Array) {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = Math.min(((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** The type an image really has, read from its first bytes; its name and the browser's claim are not trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

/** The widths made of an image `originalWidth` pixels wide, ascending; never wider than the original. */
export function variantWidths(originalWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [Math.max(1, Math.round(originalWidth))];
}

/** The storage key (and the path after the site's origin) of one variant. */
export function variantKey(storageKey: string, width: number, format: VariantFormat) {
  return `${storageKey}-${width}.${VARIANT_FORMATS[format].extension}`;
}

export function variantUrl(storageKey: string, width: number, format: VariantFormat) {
  return `/${variantKey(storageKey, width, format)}`;
}

/** `srcset` of one format: every width kept. */
export function variantSrcSet(image: Pick<MediaImageRef, "storageKey" | "widths">, format: VariantFormat) {
  return image.widths.map((width) => `${variantUrl(image.storageKey, width, format)} ${width}w`).join(", ");
}

/** The width a plain `<img src>` or a Markdown image uses: the widest up to DEFAULT_WIDTH, else the narrowest. */
export function defaultWidth(widths: readonly number[]) {
  const fitting = widths.filter((width) => width <= DEFAULT_WIDTH);
  return fitting.length > 0 ? fitting[fitting.length - 1] : widths[0];
}

/** The JPEG a Markdown body shows the image with. */
export function defaultImageUrl(image: Pick<MediaImageRef, "storageKey" | "widths">) {
  return variantUrl(image.storageKey, defaultWidth(image.widths), "jpeg");
}

/** `![alt](url)` of one of the library's URLs, with the characters that would end the alt text escaped. */
export function markdownImage(alt: string, url: string) {
  const text = alt.replace(/[\\[\]]/g, (char) => `\\${char}`).replace(/\s+/g, " ").trim();
  return `![${text}](${url})`;
}

/** What the article editor's Insert image gets back: the Markdown to insert, or the message of each refused field. */
export type ImageInsertAnswer = { ok: true; markdown: string } | { ok: false; errors: { file?: string[]; alt?: string[] } };

/** The widths column of a MediaImage row (JSON, ascending) as numbers; anything else is no width. */
export function parseWidths(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((width): width is number => Number.isSafeInteger(width) && width > 0).sort((a, b) => a - b) : [];
  } catch {
    return [];
  }
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const VARIANT_FILE = new RegExp(`^(${UUID})-([1-9][0-9]{0,4})\\.(webp|jpg)$`);

/** The variant a file name of /media/<file> names (`<uuid>-<width>.webp|jpg`), or null for any other name. */
export function parseVariantFile(file: string): { key: string; format: VariantFormat } | null {
  const match = VARIANT_FILE.exec(file);
  if (!match) return null;
  const format: VariantFormat = match[3] === "webp" ? "webp" : "jpeg";
  return { key: variantKey(`media/${match[1]}`, Number(match[2]), format), format };
}

/** "1.4 MB", "320 KB": an image's size for the library's list. */
export function formatImageSize(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const MEDIA_SORT_KEYS = ["uploaded", "name"] as const;
export type MediaSortKey = (typeof MEDIA_SORT_KEYS)[number];

/** The library at /admin/content/media: searched on file name and alt text, newest first. */
export const MEDIA_ADMIN_LIST: ListSpec<MediaSortKey, Record<string, never>> = {
  sortKeys: MEDIA_SORT_KEYS,
  defaultSort: "uploaded",
  defaultSortDirection: "desc",
  filterKeys: [],
  parseFilters: (raw) => ({ filters: {}, errors: unknownFilterErrors(raw, []) }),
  filtersToJson: () => ({}),
};
export type MediaAdminQuery = ListQuery<MediaSortKey, Record<string, never>>;

/** A place that shows an image: `id` and `name` are the article's, the person's or the album's. */
export type MediaUse = { kind: "article_cover" | "article_body" | "team_member" | "testimonial" | "gallery_photo"; id: number; name: string };

const USE_WORDS: Record<MediaUse["kind"], string> = {
  article_cover: "the cover of the article",
  article_body: "the text of the article",
  team_member: "the photo of team member",
  testimonial: "the photo of the testimonial by",
  gallery_photo: "the gallery album",
};

/** "the cover of the article “Studying in Canada”". */
export function describeMediaUse(use: MediaUse) {
  return `${USE_WORDS[use.kind]} “${use.name}”`;
}

/** The same, as a line of its own: "The cover of the article “Studying in Canada”". */
export function mediaUseLabel(use: MediaUse) {
  const words = describeMediaUse(use);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The content area's page where the use is edited. */
export function mediaUseHref(use: MediaUse) {
  switch (use.kind) {
    case "article_cover":
    case "article_body":
      return `/admin/content/articles/${use.id}`;
    case "team_member":
      return `/admin/content/team/${use.id}`;
    case "testimonial":
      return `/admin/content/testimonials/${use.id}`;
    case "gallery_photo":
      return `/admin/content/gallery/${use.id}`;
  }
}
