import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { describe, expect, test } from "vitest";
import { renderMarkdown } from "~/utils/markdown.server";

type Node = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["documentFragment"];

/** The elements of an HTML fragment as a browser parses it, with their attributes (entities decoded). */
function elements(html: string) {
  const found: Array<{ tag: string; attrs: Record<string, string> }> = [];
  const walk = (node: Node) => {
    if ("tagName" in node) found.push({ tag: node.tagName, attrs: Object.fromEntries(node.attrs.map((attr) => [attr.name, attr.value])) });
    if ("childNodes" in node) node.childNodes.forEach(walk);
    if ("content" in node) walk(node.content);
  };
  walk(parseFragment(html));
  return found;
}

const SAFE_TAGS = new Set(["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "a", "img", "blockquote", "code", "pre", "em", "strong", "del", "table", "thead", "tbody", "tr", "th", "td"]);

/** What a browser would run or load from the fragment: an element outside the list, a handler, a style, a script URL. */
function dangers(html: string) {
  return elements(html).flatMap(({ tag, attrs }) => [
    ...(SAFE_TAGS.has(tag) ? [] : [`<${tag}>`]),
    ...Object.keys(attrs).filter((name) => name.startsWith("on") || name === "style" || name === "srcdoc" || name === "srcset"),
    ...["href", "src"].filter((name) => name in attrs && !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(attrs[name].trim())).map((name) => `${name}=${attrs[name]}`),
  ]);
}

/** Known XSS vectors (OWASP's filter evasion cheat sheet and friends), in Markdown and as raw HTML inside it. */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="javascript:alert(1)">',
  "<svg/onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<iframe src=javascript:alert(1)></iframe>",
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "<body onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))",
  "[click](  javascript:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox(1))",
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  '![x" onerror="alert(1)](https://example.com/a.png)',
  '[x](https://example.com/" onmouseover="alert(1))',
  "<a href='https://example.com' onclick='alert(1)'>x</a>",
  "[ref]\n\n[ref]: javascript:alert(1)",
  "<<script>script>alert(1)<</script>/script>",
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
];

describe("renderMarkdown", () => {
  test.each(PAYLOADS)("lets nothing executable through: %s", (payload) => {
    const html = renderMarkdown(payload);
    expect({ html, dangers: dangers(html) }).toEqual({ html, dangers: [] });
  });

  test("renders headings (from h2), lists, links, images, quotes, code and tables", () => {
    const html = renderMarkdown(
      [
        "# Section",
        "### Part",
        "- one\n- two",
        "1. first",
        "A [guide](/resources/sop-writing-guide) and [IRCC](https://www.canada.ca/).",
        "![A graduate](https://cdn.example.com/grad.jpg)",
        "> Quoted",
        "`code`",
        "| Test | Score |\n|---|:-:|\n| IELTS | 7.0 |",
        "**bold** *em* ~~old~~",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<h3>Part</h3>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<ol>");
    expect(html).toContain('<a href="/resources/sop-writing-guide">guide</a>');
    expect(html).toContain('<a href="https://www.canada.ca/" rel="nofollow noopener noreferrer">IRCC</a>');
    expect(html).toContain('<img src="https://cdn.example.com/grad.jpg" alt="A graduate" loading="lazy" decoding="async" />');
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain('<th align="center">Score</th>');
    expect(html).toContain("<strong>bold</strong> <em>em</em> <del>old</del>");
  });

  test("the check itself finds what a browser would run", () => {
    expect(dangers('<p><img src=x onerror=alert(1)><a href=" JaVaScript:x">a</a><script></script></p>')).toEqual(["onerror", "src=x", "href= JaVaScript:x", "<script>"]);
  });

  test("shows raw HTML as the text the editor typed", () => {
    expect(renderMarkdown("Use <b>bold</b> sparingly")).toBe("<p>Use &lt;b&gt;bold&lt;/b&gt; sparingly</p>\n");
  });

  test("shows an image of the media library by its address on this site, and drops any other path of the site", () => {
    const variant = "/media/0b7c1c2e-1111-4222-8333-444455556666-640.jpg";
    expect(renderMarkdown(`![A graduate](${variant})`)).toBe(`<p><img src="${variant}" alt="A graduate" loading="lazy" decoding="async" /></p>\n`);
    for (const path of ["/admin/users/1/disable", "/logout", "../x.png", "x.png", "//evil.example/x.png", "/media/../logout", `${variant}?x=1`]) {
      expect(elements(renderMarkdown(`![x](${path})`)).find((element) => element.tag === "img")?.attrs).toEqual({ alt: "x", loading: "lazy", decoding: "async" });
    }
  });

  test("keeps mailto and tel links", () => {
    expect(renderMarkdown("[Write](mailto:info@example.com) or [call](tel:+97714000000)")).toBe('<p><a href="mailto:info@example.com">Write</a> or <a href="tel:+97714000000">call</a></p>\n');
  });
});
