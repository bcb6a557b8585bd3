import { UPLOAD_ACCEPTED_TYPE, fillTemplate } from "./message-templates";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type FileType = "pdf" | "doc" | "docx" | "jpg" | "png" | "gif" | "webp";

export const FILE_TYPE_INFO: Record<FileType, { mime: string; extension: string }> = {
  pdf: { mime: "application/pdf", extension: ".pdf" },
  doc: { mime: "application/msword", extension: ".doc" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: ".docx" },
  jpg: { mime: "image/jpeg", extension: ".jpg" },
  png: { mime: "image/png", extension: ".png" },
  gif: { mime: "image/gif", extension: ".gif" },
  webp: { mime: "image/webp", extension: ".webp" },
};

/** What each upload field accepts. */
export const ACCEPT = {
  document: ["pdf", "doc", "docx"],
  loanDocument: ["pdf", "doc", "docx", "jpg", "png"],
  image: ["jpg", "png", "gif", "webp"],
} as const satisfies Record<string, readonly FileType[]>;

export type AcceptKind = keyof typeof ACCEPT;

/** The `accept` attribute for a file input of that kind. */
export function acceptAttribute(kind: AcceptKind) {
  return ACCEPT[kind].flatMap((type) => (type === "jpg" ? [".jpg", ".jpeg"] : [FILE_TYPE_INFO[type].extension])).join(",");
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function containsAscii(bytes: Uint8Array, text: string) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, "latin1");
}

/**
 * The type a file really has, read from its first bytes; its name and the browser's claim are not trusted. A .docx
 * is a zip whose entries include `word/`; an old .doc is an OLE2 compound file.
 */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && containsAscii(bytes, "word/")) return "docx";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export function describeAccepted(kind: AcceptKind) {
  return ACCEPT[kind].map((type) => (type === "jpg" ? "JPG" : type.toUpperCase())).join(", ");
}

export type UploadCheck = { ok: true; type: FileType } | { ok: false; message: string };

/** The rules every upload follows: not empty, at most 5 MB, and of an accepted type judged by its bytes. */
export function checkUpload({ bytes, size, kind }: { bytes: Uint8Array; size: number; kind: AcceptKind }): UploadCheck {
  if (size === 0) return { ok: false, message: "The file is empty." };
  if (size > MAX_UPLOAD_BYTES) return { ok: false, message: "The file is larger than 5 MB." };
  const type = sniffFileType(bytes);
  if (!type || !(ACCEPT[kind] as readonly FileType[]).includes(type)) {
    return { ok: false, message: fillTemplate(UPLOAD_ACCEPTED_TYPE, { types: describeAccepted(kind) }) };
  }
  return { ok: true, type };
}

/** Every name a file of each type may carry; the first is the one a download gets. */
const TYPE_EXTENSIONS: Record<FileType, readonly string[]> = {
  pdf: [".pdf"],
  doc: [".doc"],
  docx: [".docx"],
  jpg: [".jpg", ".jpeg"],
  png: [".png"],
  gif: [".gif"],
  webp: [".webp"],
};

/** Control characters, and the invisible format characters (bidi overrides among them) that make a name lie. */
const HIDDEN_NAME_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name a stored file is downloaded under: the uploader's name without control or bidi characters or a path, with
 * the extension of the type its bytes were found to be (`poly.html` holding a PDF downloads as `poly.pdf`), so that the
 * name never tells a browser or an operating system to open it as something else.
 */
export function downloadName(originalName: string, mimeType: string) {
  const cleaned = originalName.replace(HIDDEN_NAME_CHARACTERS, "").split(/[\\/]/).pop()!.trim();
  const type = (Object.keys(FILE_TYPE_INFO) as FileType[]).find((candidate) => FILE_TYPE_INFO[candidate].mime === mimeType);
  if (!type) return cleaned || "download";
  const extensions = TYPE_EXTENSIONS[type];
  if (extensions.some((extension) => cleaned.toLowerCase().endsWith(extension) && cleaned.length > extension.length)) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const stem = (dot >= 0 ? cleaned.slice(0, dot) : cleaned).trim() || "document";
  return `${stem}${extensions[0]}`;
}

/** The plain-ASCII `filename` of a Content-Disposition header, beside the exact `filename*`: nothing that ends its quotes. */
export function asciiFileName(name: string) {
  return name.replace(/[^\x20-\x7e]|["\\]/g, "_");
}
