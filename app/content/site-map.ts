import { SERVICE_PAGES } from "./services";

export type SiteMapLink = { path: string; label: string };
export type SiteMapGroup = {
  title: string;
  links: readonly SiteMapLink[];
  /** Listed for people but not for search engines. */ noindex?: boolean;
};

/** An article the site map lists under the blog. */
export type SiteMapArticle = { slug: string; title: string };

/** Every public page, grouped as the HTML site map shows them, with the published articles; sitemap.xml lists the indexable ones. */
export function siteMap(articles: readonly SiteMapArticle[]): SiteMapGroup[] {
  return [
    {
      title: "Main pages",
      links: [
        { path: "/", label: "Home" },
        { path: "/about", label: "About Us" },
        { path: "/contact", label: "Contact Us" },
        { path: "/gallery", label: "Gallery" },
      ],
    },
    {
      title: "Services",
      links: SERVICE_PAGES.map((service) => ({
        path: service.path,
        label: service.name,
      })),
    },
    {
      title: "Company",
      links: [
        { path: "/team", label: "Our Team" },
        { path: "/testimonials", label: "Testimonials" },
        { path: "/careers", label: "Careers" },
      ],
    },
    {
      title: "Resources",
      links: [
        { path: "/blog", label: "Blog" },
        ...articles.map((article) => ({
          path: `/blog/${article.slug}`,
          label: article.title,
        })),
        { path: "/resources/sop-writing-guide", label: "SOP Writing Guide" },
        { path: "/faq", label: "Frequently Asked Questions" },
      ],
    },
    {
      title: "Legal",
      links: [
        { path: "/terms", label: "Terms and Conditions" },
        { path: "/terms-of-use", label: "Terms of Use" },
        { path: "/privacy-policy", label: "Privacy Policy" },
        { path: "/sitemap", label: "Sitemap" },
      ],
    },
    {
      title: "Your account",
      noindex: true,
      links: [
        { path: "/login", label: "Login" },
        { path: "/register", label: "Register" },
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
