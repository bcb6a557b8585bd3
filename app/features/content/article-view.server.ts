import type { ArticlePage } from "~/domain/article";
import { dayInZone } from "~/domain/dates";
import { breadcrumbList } from "~/domain/seo";
import { mediaImageRef } from "~/models/media.server";
import { getEnv } from "~/utils/env.server";
import { renderMarkdown } from "~/utils/markdown.server";

type BylineMember = { title: string; visible: boolean; photoAlt: string; photo: { storageKey: string; widths: string; width: number; height: number } | null };

/**
 * An article's page data: its body rendered, its day in the consultancy's zone. The byline names the author's title
 * and shows their photo only while their team member is shown on /team: a hidden member (someone who left, say) is
 * not introduced on the blog either.
 */
export function articleView(article: {
  title: string;
  body: string;
  publishedAt: Date | null;
  author: { name: string; teamMember: BylineMember | null } | null;
  coverAlt: string;
  coverImage: { storageKey: string; widths: string; width: number; height: number } | null;
  tags: ReadonlyArray<{ slug: string; name: string }>;
}): ArticlePage {
  const member = article.author?.teamMember?.visible ? article.author.teamMember : null;
  return {
    title: article.title,
    day: article.publishedAt ? dayInZone(article.publishedAt, getEnv().APP_TIME_ZONE) : null,
    author: article.author?.name ?? null,
    authorTitle: member?.title ?? null,
    authorPhoto: member?.photo ? { image: mediaImageRef(member.photo), alt: member.photoAlt } : null,
    cover: article.coverImage ? { image: mediaImageRef(article.coverImage), alt: article.coverAlt } : null,
    html: renderMarkdown(article.body),
    tags: article.tags,
  };
}

/** schema.org's Article and BreadcrumbList of an article's page, for search engines. */
export function articleStructuredData(article: { title: string; slug: string; excerpt: string; publishedAt: Date | null; updatedAt: Date; author: { name: string } | null }, siteName: string) {
  const origin = getEnv().APP_URL;
  const url = `${origin}/blog/${article.slug}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.excerpt || undefined,
      url,
      mainEntityOfPage: url,
      datePublished: article.publishedAt?.toISOString(),
      dateModified: article.updatedAt.toISOString(),
      author: article.author ? { "@type": "Person", name: article.author.name } : { "@type": "Organization", name: siteName },
      publisher: { "@type": "Organization", name: siteName, url: origin },
    },
    breadcrumbList(origin, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: article.title, path: `/blog/${article.slug}` },
    ]),
  ];
}
