export type PdfLine = { text: string; size?: number; bold?: boolean; gapBefore?: number };

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;

function escapePdfText(text: string) {
  // The standard fonts speak WinAnsi: keep printable ASCII and replace the rest rather than emit broken glyphs.
  return text.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");
}

/**
 * A one-page PDF of text lines in Helvetica. Enough for invoices and generated documents, with no dependency: the
 * file is plain PDF 1.4 objects with a correct cross-reference table.
 */
export function renderTextPdf(lines: PdfLine[], title = "Document"): Uint8Array {
  let y = PAGE_HEIGHT - MARGIN;
  const content = lines
    .map((line) => {
      const size = line.size ?? 11;
      y -= (line.gapBefore ?? 0) + size * 1.5;
      const font = line.bold ? "/F2" : "/F1";
      return `BT ${font} ${size} Tf ${MARGIN} ${Math.max(y, MARGIN)} Td (${escapePdfText(line.text)}) Tj ET`;
    })
    .join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title (${escapePdfText(title)}) /Producer (EduGlobal) >>`,
  ];

  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
