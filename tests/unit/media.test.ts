import { describe, expect, test } from "vitest";
import {
  defaultImageUrl,
  defaultWidth,
  describeMediaUse,
  formatImageSize,
  markdownImage,
  mediaUseHref,
  parseVariantFile,
  parseWidths,
  sniffImageType,
  variantSrcSet,
  variantUrl,
  variantWidths,
} from "~/domain/media";

const UUID = "0b7c1c2e-1111-4222-8333-444455556666";
const IMAGE = { storageKey: `media/${UUID}`, widths: [320, 640, 960, 1280, 1920], width: 2400, height: 1600 };

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...Buffer.from(value, "latin1")] : [value])));

/** The first box of an ISO media file: its size, `ftyp`, the major brand, a version and the compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes(0, 0, 0, size, "ftyp", major, 0, 0, 0, 0, ...compatible);
};

describe("the type of an image, read from its bytes", () => {
  test.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0), "jpeg"],
    ["PNG", bytes(0x89, "PNG\r\n", 0x1a, "\n", 0, 0), "png"],
    ["WebP", bytes("RIFF", 0, 0, 0, 0, "WEBP", "VP8 "), "webp"],
    ["AVIF", ftyp("avif", "mif1", "miaf"), "avif"],
    ["AVIF image sequence", ftyp("avis", "avif"), "avif"],
    ["AVIF named among the compatible brands", ftyp("mif1", "avif"), "avif"],
  ])("knows %s", (_name, file, type) => {
    expect(sniffImageType(file)).toBe(type);
  });

  test.each([
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["HTML", bytes("<!doctype html><script>alert(1)</script>")],
    ["PDF", bytes("%PDF-1.4\n")],
    ["GIF", bytes("GIF89a")],
    ["HEIC", ftyp("heic", "mif1", "heic")],
    ["a RIFF file that is not WebP (WAV)", bytes("RIFF", 0, 0, 0, 0, "WAVE")],
    ["a Windows executable", bytes("MZ", 0x90, 0)],
    ["nothing", bytes()],
  ])("refuses %s", (_name, file) => {
    expect(sniffImageType(file)).toBeNull();
  });
});

describe("the widths kept of an image", () => {
  test("every standard width up to the original's, ascending", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960]);
    expect(variantWidths(320)).toEqual([320]);
  });

  test("an image narrower than the smallest is kept at its own width, never enlarged", () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1)).toEqual([1]);
  });
});

describe("the variants' addresses", () => {
  test("a variant's URL is its storage key under the site's root", () => {
    expect(variantUrl(IMAGE.storageKey, 640, "webp")).toBe(`/media/${UUID}-640.webp`);
    expect(variantUrl(IMAGE.storageKey, 640, "jpeg")).toBe(`/media/${UUID}-640.jpg`);
  });

  test("a srcset names every width of one format", () => {
    expect(variantSrcSet({ storageKey: IMAGE.storageKey, widths: [320, 640] }, "webp")).toBe(`/media/${UUID}-320.webp 320w, /media/${UUID}-640.webp 640w`);
    expect(variantSrcSet({ storageKey: IMAGE.storageKey, widths: [320, 640] }, "jpeg")).toBe(`/media/${UUID}-320.jpg 320w, /media/${UUID}-640.jpg 640w`);
  });

  test("a plain <img> or a Markdown image takes the widest variant up to 1280, or the only one", () => {
    expect(defaultWidth([320, 640, 960, 1280, 1920])).toBe(1280);
    expect(defaultWidth([320, 640])).toBe(640);
    expect(defaultWidth([200])).toBe(200);
    expect(defaultImageUrl(IMAGE)).toBe(`/media/${UUID}-1280.jpg`);
  });

  test("the media route knows a variant's name and nothing else", () => {
    expect(parseVariantFile(`${UUID}-640.webp`)).toEqual({ key: `media/${UUID}-640.webp`, format: "webp" });
    expect(parseVariantFile(`${UUID}-1920.jpg`)).toEqual({ key: `media/${UUID}-1920.jpg`, format: "jpeg" });
    for (const name of [`${UUID}-640.png`, `${UUID}-0640.jpg`, `${UUID}.jpg`, `${UUID}-640.jpg.exe`, `../${UUID}-640.jpg`, `${UUID.toUpperCase()}-640.jpg`, "passwd", ""]) {
      expect(parseVariantFile(name)).toBeNull();
    }
  });

  test("the widths column is read as ascending numbers; anything else is no width", () => {
    expect(parseWidths("[640,320]")).toEqual([320, 640]);
    expect(parseWidths('["320", -1, 1.5, 640]')).toEqual([640]);
    expect(parseWidths("not json")).toEqual([]);
    expect(parseWidths("{}")).toEqual([]);
  });
});

describe("an image's Markdown", () => {
  test("is ![alt](url), with what would end the alt text escaped and lines joined", () => {
    expect(markdownImage("Graduates in Toronto", "/media/x-640.jpg")).toBe("![Graduates in Toronto](/media/x-640.jpg)");
    expect(markdownImage("A [draft] \\ note\nsecond line", "/media/x-640.jpg")).toBe("![A \\[draft\\] \\\\ note second line](/media/x-640.jpg)");
  });
});

describe("the library's words", () => {
  test("sizes in KB under a megabyte, in MB with a decimal above", () => {
    expect(formatImageSize(500)).toBe("1 KB");
    expect(formatImageSize(245 * 1024)).toBe("245 KB");
    expect(formatImageSize(2.5 * 1024 * 1024)).toBe("2.5 MB");
  });

  test("each use names its place and leads to its editor", () => {
    expect(describeMediaUse({ kind: "article_cover", id: 3, name: "Studying in Canada" })).toBe("the cover of the article “Studying in Canada”");
    expect(mediaUseHref({ kind: "article_body", id: 3, name: "x" })).toBe("/admin/content/articles/3");
    expect(mediaUseHref({ kind: "team_member", id: 4, name: "x" })).toBe("/admin/content/team/4");
    expect(mediaUseHref({ kind: "testimonial", id: 5, name: "x" })).toBe("/admin/content/testimonials/5");
    expect(mediaUseHref({ kind: "gallery_photo", id: 6, name: "x" })).toBe("/admin/content/gallery/6");
  });
});
