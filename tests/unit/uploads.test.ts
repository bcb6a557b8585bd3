import { describe, expect, test } from "vitest";
import { asciiFileName, downloadName } from "~/domain/uploads";

const PDF = "application/pdf";

// Once, a download kept the uploader's name and extension, whatever the bytes were
describe("the name a stored file is downloaded under", () => {
  test.each([
    ["poly.html", PDF, "poly.pdf"],
    ["report.PDF", PDF, "report.PDF"],
    ["photo.jpeg", "image/jpeg", "photo.jpeg"],
    ["photo.png", "image/jpeg", "photo.jpg"],
    ["scan", "image/png", "scan.png"],
    ["..\\evil/../cv.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "cv.docx"],
    [".pdf", PDF, "document.pdf"],
  ])("%s holding %s downloads as %s", (name, mime, expected) => {
    expect(downloadName(name, mime)).toBe(expected);
  });

  test("drops control characters and invisible format characters such as a right-to-left override", () => {
    expect(downloadName("invoice\u202Efdp.exe", PDF)).toBe("invoicefdp.pdf");
    expect(downloadName("a\u0000b\r\nc\u200Bd.pdf", PDF)).toBe("abcd.pdf");
    expect(downloadName("\u0007", "image/png")).toBe("document.png");
  });

  test("the ASCII name has nothing that could end its quotes or leave the header", () => {
    expect(asciiFileName('my "draft"\\v2 é.pdf')).toBe("my _draft__v2 _.pdf");
  });
});
