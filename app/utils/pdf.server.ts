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

const DEVANAGARI = /[\u0900-\u097F]/;

type TextRun = PDFKit.Mixins.TextOptions & { font: PdfFont; size: number; x?: number; y?: number };

/**
 * `doc.text` in a registered font and size, at `x`/`y` when given, for text in any language. The font draws a
 * Devanagari syllable's glyphs in the order they are seen (the vowel sign ि before its consonant, the reph after it),
 * so a reader that extracts the glyphs in drawing order would scramble the word: such a run carries its words as
 * written, as ActualText (PDF 32000-1, 14.9.4), which text extraction, search and screen readers read instead.
 */
export function writeText(doc: PdfDocument, text: string, { font, size, x, y, ...options }: TextRun) {
  doc.font(font).fontSize(size);
  const draw = () => (x === undefined && y === undefined ? doc.text(text, options) : doc.text(text, x, y, options));
  if (!DEVANAGARI.test(text)) return draw();
  doc.markContent("Span", { actual: text });
  draw();
  // Poppler (pdftotext, Evince) places a span's text by the graphics state at its end, where pdfkit has restored the
  // page's flipped coordinates and no font size: the span ends in the coordinates and the size the text was drawn in
  // (any font of the page gives the size), so its words land on their own line, in reading order.
  const pageFont = Object.keys(doc.page.fonts).at(-1);
  doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
  doc.addContent(`/${pageFont} ${size} Tf`);
  doc.endMarkedContent();
  return doc.restore();
}

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
