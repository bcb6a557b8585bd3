import type { ArticlePage } from "~/domain/article";
import { dayInZone } from "~/domain/dates";
import { breadcrumbList } from "~/domain/seo";
import { translator } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locales";
import { localizedPath } from "~/i18n/paths";
import { contentVersion } from "~/models/content-language.server";
import { mediaImageRef } from "~/models/media.server";
import { getEnv } from "~/utils/env.server";
import { renderMarkdown } from "~/utils/markdown.server";

type BylineMember = {
  title: string;
  titleNe: string | null;
  visible: boolean;
  photoAlt: string;
  photo: { storageKey: string; widths: string; width: number; height: number } | null;
};

type ArticleTexts = { title: string; excerpt: string; titleNe: string | null; excerptNe: string | null };
type ArticleBodies = ArticleTexts & { body: string; bodyNe: string | null; seoTitle: string; seoDescription: string; seoDescriptionNe: string | null };

/**
 * The title and excerpt of an article in `locale`: its Nepali version where an editor wrote one (its Nepali title
 * says so: the editor's form keeps the version whole), else the English.
 */
export function articleSummary(article: ArticleTexts, locale: Locale) {
  const nepali = article.titleNe ? { title: article.titleNe, excerpt: article.excerptNe ?? "" } : null;
  return contentVersion(locale, { en: { title: article.title, excerpt: article.excerpt }, ne: nepali });
}

/**
 * An article's texts in `locale`, as its summary chooses them, with the body and the search engines' title and
 * description. The English SEO title is not offered in Nepali: a Nepali version's title serves.
 */
function articleTexts(article: ArticleBodies, locale: Locale) {
  const nepali = article.titleNe
    ? {
        title: article.titleNe,
        excerpt: article.excerptNe ?? "",
        body: article.bodyNe ?? "",
        seoTitle: article.titleNe,
        seoDescription: article.seoDescriptionNe || article.excerptNe || "",
      }
    : null;
  const english = { title: article.title, excerpt: article.excerpt, body: article.body, seoTitle: article.seoTitle || article.title, seoDescription: article.seoDescription || article.excerpt };
  return contentVersion(locale, { en: english, ne: nepali });
}

/**
 * An article's page data in `locale`: its body rendered, its day in the consultancy's zone. The byline names the
 * author's title and shows their photo only while their team member is shown on /team: a hidden member (someone who
 * left, say) is not introduced on the blog either.
 */
export function articleView(
  article: ArticleBodies & {
    publishedAt: Date | null;
    author: { name: string; teamMember: BylineMember | null } | null;
    coverAlt: string;
    coverImage: { storageKey: string; widths: string; width: number; height: number } | null;
    tags: ReadonlyArray<{ slug: string; name: string }>;
  },
  locale: Locale,
): ArticlePage {
  const member = article.author?.teamMember?.visible ? article.author.teamMember : null;
  const texts = articleTexts(article, locale);
  const memberTitle = member ? contentVersion(locale, { en: { title: member.title }, ne: member.titleNe ? { title: member.titleNe } : null }) : null;
  return {
    lang: texts.lang,
    title: texts.title,
    day: article.publishedAt ? dayInZone(article.publishedAt, getEnv().APP_TIME_ZONE) : null,
    author: article.author?.name ?? null,
    authorTitle: memberTitle?.title ?? null,
    authorTitleLang: memberTitle?.lang ?? texts.lang,
    authorPhoto: member?.photo ? { image: mediaImageRef(member.photo), alt: member.photoAlt } : null,
    cover: article.coverImage ? { image: mediaImageRef(article.coverImage), alt: article.coverAlt } : null,
    html: renderMarkdown(texts.body),
    tags: article.tags,
  };
}

/** An article as the blog's feed in `locale` carries it: the version its page shows, the body rendered. */
export function articleFeedItem(article: ArticleBodies, locale: Locale) {
  const { title, excerpt, body, lang } = articleTexts(article, locale);
  return { title, excerpt, html: renderMarkdown(body), lang };
}

/** The blog's feed in `locale`, for the pages that point to it: its address in the language and its title. */
export function blogFeedLink(locale: Locale) {
  return { href: localizedPath("/blog/feed.xml", locale), title: translator(locale)("public.blog.title") };
}

/** What search engines and link previews read of an article's page in `locale`. */
export function articleSeo(article: ArticleBodies, locale: Locale) {
  const { seoTitle, seoDescription } = articleTexts(article, locale);
  return { title: seoTitle, description: seoDescription };
}

/** schema.org's Article and BreadcrumbList of an article's page in `locale`, for search engines. */
export function articleStructuredData(
  article: ArticleBodies & { slug: string; publishedAt: Date | null; updatedAt: Date; author: { name: string } | null },
  siteName: string,
  locale: Locale,
) {
  const origin = getEnv().APP_URL;
  const t = translator(locale);
  const texts = articleTexts(article, locale);
  const path = localizedPath(`/blog/${article.slug}`, locale);
  const url = `${origin}${path}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: texts.title,
      description: texts.excerpt || undefined,
      inLanguage: texts.lang,
      url,
      mainEntityOfPage: url,
      datePublished: article.publishedAt?.toISOString(),
      dateModified: article.updatedAt.toISOString(),
      author: article.author ? { "@type": "Person", name: article.author.name } : { "@type": "Organization", name: siteName },
      publisher: { "@type": "Organization", name: siteName, url: origin },
    },
    breadcrumbList(origin, [
      { name: t("public.blog.breadcrumbHome"), path: localizedPath("/", locale) },
      { name: t("public.blog.breadcrumbBlog"), path: localizedPath("/blog", locale) },
      { name: texts.title, path },
    ]),
  ];
}
