import { BLOG_POSTS } from "./blog";
import { SERVICE_PAGES } from "./services";

export type SiteMapLink = { path: string; label: string };
export type SiteMapGroup = { title: string; links: readonly SiteMapLink[]; /** Listed for people but not for search engines. */ noindex?: boolean };

/** Every public page, grouped as the HTML site map shows them; sitemap.xml lists the indexable ones. */
export const SITE_MAP: readonly SiteMapGroup[] = [
  {
    title: "Main pages",
    links: [
      { path: "/", label: "Home" },
      { path: "/about", label: "About Us" },
      { path: "/contact", label: "Contact Us" },
      { path: "/gallery", label: "Gallery" },
    ],
  },
  { title: "Services", links: SERVICE_PAGES.map((service) => ({ path: service.path, label: service.name })) },
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
      ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, label: post.title })),
      { path: "/resources/sop-writing-guide", label: "SOP Writing Guide" },
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

export function indexablePaths() {
  return SITE_MAP.filter((group) => !group.noindex).flatMap((group) => group.links.map((link) => link.path));
}
