import { execFile } from "node:child_process";
import { PDFParse } from "pdf-parse";

/** The text a PDF reader extracts from each page (ToUnicode maps); on a copy, as pdf.js takes over the buffer it reads. */
export async function pdfPages(bytes: Uint8Array) {
  const parser = new PDFParse({ data: bytes.slice() });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}

/**
 * The text poppler's pdftotext extracts (poppler-utils), laid out as the page shows it: the reader most Linux desktops
 * copy and search with, and one that reads a span's ActualText where the drawn glyphs are in visual order.
 */
export function pdftotext(bytes: Uint8Array) {
  return new Promise<string>((resolve, reject) => {
    const child = execFile("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { encoding: "utf8" }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin!.end(Buffer.from(bytes));
  });
}
