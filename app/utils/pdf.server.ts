import { createRequire } from "node:module";

/**
 * Noto Sans Devanagari from an npm package: it carries Latin, Latin-1 and Latin Extended as well as Devanagari, so
 * one embedded font renders "Zoë Núñez" and "सीता शर्मा" alike (pdfkit shapes the conjuncts with fontkit).
 */
const FONT_PACKAGE = "@expo-google-fonts/noto-sans-devanagari";
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`),
  bold: require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`),
};

export type PdfDocument = PDFKit.PDFDocument;
export type PdfFont = keyof typeof FONTS;

/**
 * An A4 PDF drawn by `draw` with pdfkit, the Unicode fonts registered as "regular" and "bold", its title and author
 * (the consultancy) in the document's properties. Text that reaches the bottom margin flows onto a new page.
 */
export async function renderPdf({ title, author }: { title: string; author: string }, draw: (doc: PdfDocument) => void): Promise<Uint8Array> {
  // Loaded on the first PDF: pdfkit and its font engine are heavy for a serving process that may never write a PDF
  // (decision 073).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  doc.font("regular");
  draw(doc);
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
