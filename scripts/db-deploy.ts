/**
 * npm run db:deploy : applies the migrations to DATABASE_URL, creating the database first when it does not exist
 * (Prisma's CLI creates neither a PostgreSQL database nor a SQLite file's folder). A database without a catalogue gets
 * the default one, so that a new installation can take bookings and orders, and one that never had an article, a
 * question, an opening, an album, a team member or a testimonial gets the starter ones, so its blog, FAQs, careers
 * page, gallery, team and testimonials are not empty; a legal page with no version gets its first, with the policy
 * texts the installation kept in its Settings if it had saved any; no account or demo record is written.
 */
import { execFileSync } from "node:child_process";
import "dotenv/config";
import { ensureDatabase } from "~/utils/database-admin.server";

const url = process.env.DATABASE_URL || "file:./data/app.db";
try {
  if (await ensureDatabase(url)) console.log("Created the PostgreSQL database that DATABASE_URL names.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
execFileSync("npx", ["prisma", "migrate", "deploy"], { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } });

process.env.DATABASE_URL = url;
const { addDefaultCatalogue, catalogueIsEmpty } = await import("~/models/service.server");
const { db } = await import("~/utils/db.server");
if (await catalogueIsEmpty()) {
  await addDefaultCatalogue();
  console.log("Wrote the default catalogue of services and prices; the admin edits it under /admin/services.");
}
const { addStarterArticles, addStarterFaqs, addStarterGallery, addStarterOpenings, addStarterTeam, addStarterTestimonials } = await import("~/models/starter-content.server");
const { STARTER_ARTICLES } = await import("../prisma/starter-content/articles");
const { getEnv } = await import("~/utils/env.server");
const { addStarterSiteCopy } = await import("~/models/site-copy.server");
const { STARTER_SITE_COPY } = await import("../prisma/starter-content/site-copy");
if ((await addStarterSiteCopy(STARTER_SITE_COPY)) > 0) console.log("Wrote the starter copy of the site; editors change it under /admin/content/site.");
if ((await addStarterArticles(STARTER_ARTICLES, getEnv().APP_TIME_ZONE)) > 0) {
  console.log("Wrote the starter articles of the blog; editors change them under /admin/content.");
}
const { STARTER_FAQS } = await import("../prisma/starter-content/faqs");
const { STARTER_OPENINGS } = await import("../prisma/starter-content/openings");
if ((await addStarterFaqs(STARTER_FAQS)) > 0) console.log("Wrote the starter questions of the FAQs; editors change them under /admin/content/faqs.");
if ((await addStarterOpenings(STARTER_OPENINGS)) > 0) console.log("Wrote the starter openings of the careers page; editors change them under /admin/content/careers.");
const { STARTER_GALLERY } = await import("../prisma/starter-content/gallery");
if ((await addStarterGallery(STARTER_GALLERY)) > 0) console.log("Wrote the starter album of the gallery into the media library; editors change it under /admin/content/gallery.");
const { STARTER_TEAM } = await import("../prisma/starter-content/team");
const { STARTER_TESTIMONIALS } = await import("../prisma/starter-content/testimonials");
if ((await addStarterTeam(STARTER_TEAM)) > 0) console.log("Wrote the starter team; editors change it under /admin/content/team.");
if ((await addStarterTestimonials(STARTER_TESTIMONIALS)) > 0) console.log("Wrote the starter testimonials; editors change them under /admin/content/testimonials.");
const { addStarterLegalDocuments, readFormerPolicyTexts } = await import("~/models/legal-document.server");
const { starterLegalDocuments } = await import("../prisma/starter-content/legal");
if ((await addStarterLegalDocuments(starterLegalDocuments(await readFormerPolicyTexts()), getEnv().APP_TIME_ZONE)) > 0) {
  console.log("Wrote the first version of the legal pages; editors publish new ones under /admin/content/legal.");
}
await db.$disconnect();
