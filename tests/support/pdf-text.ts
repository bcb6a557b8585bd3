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
