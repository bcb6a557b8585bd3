import * as z from "zod";
import { MAX_TAGS, TAG_MAX, parseTags } from "~/domain/article";
import { parseDateTimeInZone } from "~/domain/dates";
import { SLUG_MAX, isSlug, slugify } from "~/domain/slug";
import type { ArticleInput } from "~/models/article.server";
import { optionalText, plainText, requiredText } from "~/utils/form-fields.server";
import { nepaliVersionRule } from "./content-fields.server";

export const BODY_MAX = 100_000;

/** What the editor's buttons do with the form: save it, save and publish or schedule it, or show its preview. */
export const ARTICLE_FORM_INTENTS = ["save", "publish", "schedule", "preview"] as const;

/**
 * The article editor's form. The slug is made from the title when left empty; Publish and Schedule need a body (a
 * draft may be saved without one), and Schedule a time in the consultancy's zone. The time's future is the model's
 * rule (it knows the clock), answered next to the field. The Nepali version (title, excerpt, body, SEO description) is
 * optional, as long as the English fields, and whole once started.
 */
export function articleFormSchema(zone: string) {
  return z
    .object({
      intent: z.enum(ARTICLE_FORM_INTENTS).default("save"),
      title: requiredText("Title", 200),
      slug: z.string().trim().toLowerCase().max(SLUG_MAX, `The slug must be at most ${SLUG_MAX} characters`).optional(),
      excerpt: optionalText("Excerpt", 400, { lines: "many" }),
      body: z.string().max(BODY_MAX, `The body must be at most ${BODY_MAX} characters`).optional(),
      tags: optionalText("Tags", MAX_TAGS * (TAG_MAX + 2)),
      coverImageId: z.number().int().positive().optional(),
      coverAlt: optionalText("The cover image's alt text", 200),
      seoTitle: optionalText("SEO title", 70),
      seoDescription: optionalText("SEO description", 170, { lines: "many" }),
      titleNe: optionalText("Nepali title", 200),
      excerptNe: optionalText("Nepali excerpt", 400, { lines: "many" }),
      bodyNe: z.string().max(BODY_MAX, `The Nepali body must be at most ${BODY_MAX} characters`).optional(),
      seoDescriptionNe: optionalText("Nepali SEO description", 170, { lines: "many" }),
      authorId: z.number().int().positive().optional(),
      publishAt: plainText(z.string().trim().optional(), "Publication time"),
    })
    .superRefine(
      nepaliVersionRule(
        [
          { english: "title", nepali: "titleNe", label: "title" },
          { english: "excerpt", nepali: "excerptNe", label: "excerpt" },
          { english: "body", nepali: "bodyNe", label: "body" },
        ],
        ["seoDescriptionNe"],
      ),
    )
    .superRefine((form, ctx) => {
      const slug = form.slug || slugify(form.title);
      if (!isSlug(slug)) ctx.addIssue({ code: "custom", path: ["slug"], message: "Write a slug: lowercase letters a-z, digits and hyphens (e.g. visa-interview-tips)" });
      const tags = parseTags(form.tags ?? "");
      if (tags.length > MAX_TAGS) ctx.addIssue({ code: "custom", path: ["tags"], message: `An article takes at most ${MAX_TAGS} tags` });
      if (tags.some((tag) => tag.name.length > TAG_MAX)) ctx.addIssue({ code: "custom", path: ["tags"], message: `A tag must be at most ${TAG_MAX} characters` });
      if (form.coverImageId && !form.coverAlt) ctx.addIssue({ code: "custom", path: ["coverAlt"], message: "Describe the cover image for people who cannot see it" });
      const publishing = form.intent === "publish" || form.intent === "schedule";
      if (publishing && !form.body?.trim()) ctx.addIssue({ code: "custom", path: ["body"], message: "An article needs a body before it is published" });
      if (form.intent === "schedule") {
        if (!form.publishAt) ctx.addIssue({ code: "custom", path: ["publishAt"], message: "Choose when the article goes live" });
        else if (!parseDateTimeInZone(form.publishAt, zone)) ctx.addIssue({ code: "custom", path: ["publishAt"], message: "Enter a valid date and time" });
      }
    });
}

export type ArticleForm = z.output<ReturnType<typeof articleFormSchema>>;

/** The posted form as the model takes it: an empty slug made from the title, absent fields saved empty. */
export function articleFromForm(form: ArticleForm): ArticleInput {
  return {
    title: form.title,
    slug: form.slug || slugify(form.title),
    excerpt: form.excerpt ?? "",
    body: form.body ?? "",
    tags: parseTags(form.tags ?? "")
      .map((tag) => tag.name)
      .join(", "),
    coverImageId: form.coverImageId ?? null,
    coverAlt: form.coverImageId ? (form.coverAlt ?? "") : "",
    seoTitle: form.seoTitle ?? "",
    seoDescription: form.seoDescription ?? "",
    titleNe: form.titleNe ?? null,
    excerptNe: form.excerptNe ?? null,
    bodyNe: form.bodyNe?.trim() ? form.bodyNe : null,
    seoDescriptionNe: form.seoDescriptionNe ?? null,
    authorId: form.authorId ?? null,
  };
}
