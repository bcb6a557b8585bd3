import type { Metadata, OutputInfo, Sharp, SharpOptions } from "sharp";
import { IMAGE_REFUSALS, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, sniffImageType, type ImageType, type VariantFormat } from "~/domain/media";

/*
 * Reading and resizing the media library's images with sharp (libvips). An upload is judged twice before a pixel is
 * decoded: by its first bytes (domain/media) and by what sharp reads of its header, which must agree; its declared
 * size is checked against the limit before decoding, and sharp itself refuses more pixels than that (a small file
 * that declares a huge image is a decompression bomb). sharp is loaded by the first upload (decision 073): serving
 * the variants needs none of it.
 */

const importSharp = () => import("sharp").then((module) => module.default);
let loaded: ReturnType<typeof importSharp> | undefined;
const loadSharp = () => (loaded ??= importSharp());

/** What sharp must make of each accepted type: an AVIF is a HEIF file compressed with AV1 (a HEIC uses HEVC). */
function sharpAgrees(type: ImageType, metadata: Metadata) {
  if (type === "avif") return metadata.format === "heif" && metadata.compression === "av1";
  return metadata.format === type;
}

// An untrusted file: no more pixels than the library takes, and any warning of the decoder (a truncated JPEG) fails it.
const UNTRUSTED: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" };

export type ImageCheck = { ok: true; type: ImageType; width: number; height: number } | { ok: false; message: string };

/** Whether the bytes are an image the library takes, and its size as shown (after its EXIF orientation). */
export async function inspectImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, message: IMAGE_REFUSALS.bytes };
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, message: IMAGE_REFUSALS.type };
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit is ours to judge (with its own message); decoding keeps sharp's.
    metadata = await (await loadSharp())(bytes, { ...UNTRUSTED, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: IMAGE_REFUSALS.damaged };
  }
  if (!sharpAgrees(type, metadata)) return { ok: false, message: IMAGE_REFUSALS.type };
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, message: IMAGE_REFUSALS.pixels };
  return { ok: true, type, width, height };
}

/** The decoder gave up on the pixels (a cut-off or corrupt file whose header looked fine). */
export class DamagedImageError extends Error {
  constructor(options?: ErrorOptions) {
    super(IMAGE_REFUSALS.damaged, options);
  }
}

export type ImageVariant = { width: number; format: VariantFormat; bytes: Uint8Array };

const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80 }),
  // JPEG has no transparency: a transparent PNG's background turns white, not black.
  jpeg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, progressive: true }),
};

/**
 * Every variant of an image that `inspectImage` accepted: each width in WebP and JPEG. The file is decoded once,
 * turned upright by its EXIF orientation and brought down to the widest variant; the variants are made from those
 * pixels, so none carries the original's metadata (EXIF, GPS, XMP: sharp writes none unless asked to).
 */
export async function makeVariants(bytes: Uint8Array, widths: readonly number[]): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const widest = widths[widths.length - 1];
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, UNTRUSTED).rotate().resize({ width: widest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new DamagedImageError({ cause: error });
  }
  const { data, info } = decoded;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants: ImageVariant[] = [];
  for (const width of widths) {
    for (const format of ["webp", "jpeg"] as const) {
      const encoded = await ENCODE[format](sharp(data, { raw }).resize({ width: Math.min(width, raw.width) })).toBuffer();
      variants.push({ width, format, bytes: new Uint8Array(encoded) });
    }
  }
  return variants;
}

/**
 * A vector drawing of the repository's own (the starter gallery's illustrations) as a PNG `scale` times its size.
 * Only for trusted files: an SVG can reference other files and is never accepted from an upload.
 */
export async function rasterizeTrustedSvg(svg: Uint8Array, scale: number): Promise<Uint8Array> {
  const sharp = await loadSharp();
  return new Uint8Array(await sharp(svg, { density: 72 * scale }).png().toBuffer());
}
