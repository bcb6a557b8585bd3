import { describe, expect, test } from "vitest";
import { breadcrumbList, canonicalUrl, jsonLdText } from "~/domain/seo";

describe("search engine metadata", () => {
  test("the canonical address keeps only the parameters that change what a page lists", () => {
    expect(canonicalUrl("https://edu.example", "/blog", "?tag=visa&page=2&utm_source=x")).toBe("https://edu.example/blog?tag=visa&page=2");
    expect(canonicalUrl("https://edu.example", "/about", "?ref=mail")).toBe("https://edu.example/about");
  });

  test("a JSON-LD block cannot be closed or commented out by a value", () => {
    const text = jsonLdText({ headline: "</script><script>alert(1)</script><!-- & -->" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ headline: "</script><script>alert(1)</script><!-- & -->" });
  });

  test("a breadcrumb trail lists each step with its absolute address and position", () => {
    expect(breadcrumbList("https://edu.example", [{ name: "Home", path: "/" }, { name: "Blog", path: "/blog" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://edu.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://edu.example/blog" },
    ]);
  });
});
