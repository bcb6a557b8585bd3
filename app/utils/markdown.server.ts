import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { parseVariantFile } from "~/domain/media";

/*
 * The content area's bodies (articles, FAQs, legal pages, …) are Markdown written by staff and rendered here, on the
 * server, into HTML the pages insert as it is (decision 114). Two layers keep a script out: Markdown's raw HTML is
 * written back as text (an editor who types <b> sees "<b>"), and the HTML Markdown makes passes an allowlist
 * (sanitize-html) of tags, attributes and URL schemes, so a `javascript:` or `data:` link or an event handler that
 * a Markdown construct could produce is dropped too.
 */

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

/**
 * Where an image may come from: the web (http, https) or the media library's variants on this site. Any other path of
 * the site is dropped: a reader's browser would request it with their cookies, at an address the editor chose.
 */
function isImageSource(src: string) {
  if (/^https?:/i.test(src)) return true;
  return src.startsWith("/media/") && parseVariantFile(src.slice("/media/".length)) !== null;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "a", "img", "blockquote", "code", "pre", "em", "strong", "del", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "loading", "decoding"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  transformTags: {
    // The page's title is its one h1: a "# Heading" in a body is a section of it.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "") ? { ...attribs, rel: "nofollow noopener noreferrer" } : attribs,
    }),
    img: (tagName, { src, ...attribs }) => ({ tagName, attribs: { ...(src !== undefined && isImageSource(src) ? { src } : {}), ...attribs, loading: "lazy", decoding: "async" } }),
  },
};

/** A Markdown body as safe HTML: headings from h2, lists, links, images, quotes, code and tables, nothing executable. */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, SANITIZE);
}
