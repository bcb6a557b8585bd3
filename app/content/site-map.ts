import { SERVICE_PAGES } from "./services";

/** A link of the site map: a page named by a message key, or an article by its own title. */
export type SiteMapLink = { path: string; labelKey: string } | { path: string; label: string };
export type SiteMapGroup = {
  titleKey: string;
  links: readonly SiteMapLink[];
  /** Listed for people but not for search engines. */ noindex?: boolean;
};

/** An article the site map lists under the blog. */
export type SiteMapArticle = { slug: string; title: string };

/** Every public page, grouped as the HTML site map shows them, with the published articles; sitemap.xml lists the indexable ones. */
export function siteMap(articles: readonly SiteMapArticle[]): SiteMapGroup[] {
  return [
    {
      titleKey: "public.sitemap.group.main",
      links: [
        { path: "/", labelKey: "common.nav.home" },
        { path: "/about", labelKey: "common.nav.about" },
        { path: "/contact", labelKey: "public.contact.title" },
        { path: "/gallery", labelKey: "common.nav.gallery" },
      ],
    },
    {
      titleKey: "common.nav.services",
      links: SERVICE_PAGES.map((service) => ({
        path: service.path,
        labelKey: service.nameKey,
      })),
    },
    {
      titleKey: "common.footer.company",
      links: [
        { path: "/team", labelKey: "common.nav.team" },
        { path: "/testimonials", labelKey: "common.nav.testimonials" },
        { path: "/careers", labelKey: "common.nav.careers" },
      ],
    },
    {
      titleKey: "public.sitemap.group.resources",
      links: [
        { path: "/blog", labelKey: "common.nav.blog" },
        ...articles.map((article) => ({
          path: `/blog/${article.slug}`,
          label: article.title,
        })),
        { path: "/resources/sop-writing-guide", labelKey: "public.sitemap.link.sopWritingGuide" },
        { path: "/faq", labelKey: "public.sitemap.link.faq" },
      ],
    },
    {
      titleKey: "public.sitemap.group.legal",
      links: [
        { path: "/terms", labelKey: "public.sitemap.link.terms" },
        { path: "/terms-of-use", labelKey: "common.nav.termsOfUse" },
        { path: "/privacy-policy", labelKey: "common.nav.privacyPolicy" },
        { path: "/sitemap", labelKey: "common.nav.sitemap" },
      ],
    },
    {
      titleKey: "public.sitemap.group.account",
      noindex: true,
      links: [
        { path: "/login", labelKey: "common.nav.login" },
        { path: "/register", labelKey: "common.nav.register" },
      ],
    },
  ];
}

/** The pages search engines are asked to index, besides the articles (which the sitemap lists with their dates). */
export function indexablePagePaths() {
  return siteMap([])
    .filter((group) => !group.noindex)
    .flatMap((group) => group.links.map((link) => link.path));
}
