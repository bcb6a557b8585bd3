import { lookup } from "./lookup";
import type { MediaImageRef } from "./media";
import { readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import type { FieldErrors } from "./forms";
import { slugify } from "./slug";

/**
 * A blog article's life (decision 114): written as a draft; published now or scheduled for a time (the job queue
 * publishes it then); unpublished back to a draft or archived (kept, off the site). Only a published article is public.
 */
export const ARTICLE_STATUSES = ["draft", "scheduled", "published", "archived"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published", archived: "Archived" };

export function articleStatusLabel(status: string) {
  return lookup(ARTICLE_STATUS_LABELS, status) ?? status;
}

/** What an editor can do to an article in each state; anything else is refused with the state's reason. */
export const ARTICLE_ACTIONS = ["publish", "schedule", "unpublish", "archive"] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

const ALLOWED: Record<ArticleStatus, readonly ArticleAction[]> = {
  draft: ["publish", "schedule", "archive"],
  scheduled: ["publish", "schedule", "unpublish", "archive"],
  published: ["unpublish", "archive"],
  archived: ["unpublish"],
};

export function canApplyArticleAction(status: string, action: ArticleAction) {
  return (lookup(ALLOWED, status) ?? []).includes(action);
}

/** The status an action leads to. "Unpublish" takes a published, scheduled or archived article back to a draft. */
export const ARTICLE_ACTION_RESULT: Record<ArticleAction, ArticleStatus> = { publish: "published", schedule: "scheduled", unpublish: "draft", archive: "archived" };

/** The fields a publication needs: a draft may lack them, the public page may not. */
export function missingForPublication(article: { title: string; body: string }) {
  const errors: FieldErrors = {};
  if (!article.title.trim()) errors.title = ["An article needs a title before it is published."];
  if (!article.body.trim()) errors.body = ["An article needs a body before it is published."];
  return errors;
}

export const MAX_TAGS = 8;
export const TAG_MAX = 40;

export type ArticleTagValue = { slug: string; name: string };

/** "Visa, UK,  visa" → the tags Visa and UK: comma-separated, trimmed, one per slug, in the order written. */
export function parseTags(input: string): ArticleTagValue[] {
  const tags = new Map<string, ArticleTagValue>();
  for (const raw of input.split(",")) {
    const name = raw.trim().replace(/\s+/g, " ");
    const slug = slugify(name);
    if (name && slug && !tags.has(slug)) tags.set(slug, { slug, name });
  }
  return [...tags.values()];
}

export function formatTags(tags: readonly { name: string }[]) {
  return tags.map((tag) => tag.name).join(", ");
}

/** Articles per page of /blog. */
export const BLOG_PAGE_SIZE = 10;
/** Articles in the feed. */
export const FEED_SIZE = 20;

export type ArticleFilters = { status: ArticleStatus | null; tag: string | null };
const ARTICLE_FILTER_KEYS = ["status", "tag"] as const;
export const ARTICLE_SORT_KEYS = ["updated", "published", "title"] as const;
export type ArticleSortKey = (typeof ARTICLE_SORT_KEYS)[number];

/** The articles at /admin/content/articles: searched on title, slug and excerpt, filtered by status and tag, last edited first. */
export const ARTICLE_ADMIN_LIST: ListSpec<ArticleSortKey, ArticleFilters> = {
  sortKeys: ARTICLE_SORT_KEYS,
  defaultSort: "updated",
  defaultSortDirection: "desc",
  filterKeys: ARTICLE_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, ARTICLE_FILTER_KEYS);
    const status = readChoiceFilter(raw.status, ARTICLE_STATUSES);
    if (status.error) errors.status = [`The status filter must be one of ${ARTICLE_STATUSES.join(", ")}.`];
    const tag = typeof raw.tag === "string" && raw.tag.trim() ? slugify(raw.tag) || null : null;
    if (raw.tag !== undefined && raw.tag !== "" && tag === null) errors.tag = ["The tag filter must be a tag's name."];
    return { filters: { status: status.value, tag }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.status) json.status = filters.status;
    if (filters.tag) json.tag = filters.tag;
    return json;
  },
};
export type ArticleAdminQuery = ListQuery<ArticleSortKey, ArticleFilters>;

/**
 * An article as its page shows it: the body already rendered (sanitised) HTML, the day in the consultancy's zone; the
 * author's title and photo when their account is a team member shown on /team. `lang` is the language of the title and
 * body (English on a Nepali page when the article has no Nepali version), `authorTitleLang` that of the author's title.
 */
export type ArticlePage = {
  lang: string;
  title: string;
  day: string | null;
  author: string | null;
  authorTitle: string | null;
  authorTitleLang: string;
  authorPhoto: { image: MediaImageRef; alt: string } | null;
  /** The cover image above the body, with the article's own alt text for it. */
  cover: { image: MediaImageRef; alt: string } | null;
  html: string;
  tags: ReadonlyArray<{ slug: string; name: string }>;
};
