import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

/*
 * What a visitor, a student or an applicant reads is a message, so it has a Nepali version: no words written straight
 * into the markup of the public site, the sign-in pages, the student area or the account pages, nor in the texts a
 * screen reader or a tooltip gives (aria-label, title, alt, placeholder). The admin area stays English and is not
 * looked at.
 */

const root = path.resolve(import.meta.dirname, "../..");

const READER_ROUTES = /^(_public|_auth|student|profile|\$\.tsx|logout)/;
/** Components only staff see: the admin area's widgets and the content area's editors. */
const STAFF_COMPONENTS = [
  "admin/",
  "catalogue/",
  "content/album-form",
  "content/article-editor",
  "content/article-status-badge",
  "content/faq-editor",
  "content/gallery-photo-forms",
  "content/image-insert",
  "content/image-upload-form",
  "content/legal-editor",
  "content/markdown-field",
  "content/media-",
  "content/opening-editor",
  "content/opening-status-badge",
  "content/photo-fields",
  "content/rating-field",
  "content/record-header",
  "content/revision-history",
  "content/team-member-form",
  "content/testimonial-form",
  "content/testimonial-status-badge",
  "layout/admin-shell",
  "university/application-filters",
  "university/move-form",
];
const TEXT_ATTRIBUTES = new Set(["aria-label", "title", "alt", "placeholder", "aria-description", "aria-roledescription"]);
/** Attributes that hold names, addresses and styles, never words for a reader. */
const TECHNICAL_ATTRIBUTES = /^(anchor|className|id|name|type|href|to|action|method|src|srcSet|sizes|role|rel|target|autoComplete|inputMode|encType|htmlFor|key|value|defaultValue|accept|pattern|lang|hrefLang|dir|form|variant|size|tone|intent|as|icon|loading|decoding|fetchPriority|prefetch|media|content|property|charSet|kind|status|mode|method|enterKeyHint|capture|wrap|fieldName|field|param|sort|column|testId|data-.*|aria-(controls|describedby|labelledby|live|current|haspopup|expanded|hidden|invalid|required|busy|atomic|relevant|owns|activedescendant|sort|pressed|selected|checked|modal|orientation))$/;
/** A label, not an identifier: written with a capital or in several words. */
const READER_TEXT = /^\p{Lu}|\p{L}\s+\p{L}/u;
const WORDS = /\p{L}{2,}/u;

function tsxFiles(dir: string) {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => ({ dir, file }));
}

const files = [
  ...tsxFiles("app/routes").filter(({ file }) => READER_ROUTES.test(file)),
  ...tsxFiles("app/shared-routes").filter(({ file }) => !file.startsWith("admin-")),
  ...tsxFiles("app/components").filter(({ file }) => !STAFF_COMPONENTS.some((prefix) => file.startsWith(prefix))),
  { dir: "app", file: "root.tsx" },
].map(({ dir, file }) => path.join(root, dir, file));

function untranslated(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(root, file)}:${line + 1} ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  /** A string written as a child of an element ({"text"}, {ok ? "Yes" : "No"}, {a ?? "None"}). */
  const childStrings = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (WORDS.test(node.text)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
      if (WORDS.test(text)) report(node, text);
    } else if (ts.isConditionalExpression(node)) {
      childStrings(node.whenTrue);
      childStrings(node.whenFalse);
    } else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind)) {
      childStrings(node.right);
    } else if (ts.isParenthesizedExpression(node)) {
      childStrings(node.expression);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) childStrings(node.expression);
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && TEXT_ATTRIBUTES.has(name)) childStrings(value);
      else if (value && ts.isStringLiteral(value) && !TECHNICAL_ATTRIBUTES.test(name) && WORDS.test(value.text) && READER_TEXT.test(value.text.trim())) report(value, `${name}=${value.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test("the reader's pages write no words outside their messages", () => {
  expect(files.length).toBeGreaterThan(80);
  expect(files.flatMap(untranslated)).toEqual([]);
});
