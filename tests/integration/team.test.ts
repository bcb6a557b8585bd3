import { beforeAll, describe, expect, test } from "vitest";
import { createArticle, changeArticleStatus } from "~/models/article.server";
import { deleteMediaImage } from "~/models/media.server";
import { getPageVersion } from "~/models/page-version.server";
import * as teamEdit from "~/routes/admin.content.team.$id";
import * as teamRevisions from "~/routes/admin.content.team.$id_.revisions";
import * as teamList from "~/routes/admin.content.team._index";
import * as teamNew from "~/routes/admin.content.team.new";
import * as aboutPage from "~/routes/_public.about";
import * as blogPost from "~/routes/_public.blog.$slug";
import * as teamPage from "~/routes/_public.team";
import { db } from "~/utils/db.server";
import { uniqueTag } from "../support/fixtures/catalogue";
import { addLibraryImage } from "../support/fixtures/images";
import { callRoute, formResult, type Answer } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let editor: SignedInUser;

beforeAll(async () => {
  editor = await signedInUser("editor", "Esha Editor");
});

type PublicMember = { id: number; name: string; title: string; bio: string; lang: string; photo: { image: { storageKey: string; widths: number[] }; alt: string } | null };

function memberForm(fields: Record<string, string> = {}) {
  return { intent: "save", name: `Sunita ${uniqueTag("m")}`, title: "Head of Counseling", bio: "Leads our counseling team.", photoId: "", photoAlt: "", position: "", visible: "on", userId: "", ...fields };
}

function postNew(fields: Record<string, string> = {}) {
  return callRoute(teamNew.action, "/admin/content/team/new", { cookie: editor.cookie, form: memberForm(fields) });
}

function postEdit(memberId: number, form: Record<string, string>) {
  return callRoute(teamEdit.action, `/admin/content/team/${memberId}`, { cookie: editor.cookie, params: { id: String(memberId) }, form });
}

/** The id of the member a successful save redirected to. */
function savedId(answer: Answer) {
  expect(answer.status).toBe(302);
  const match = /^\/admin\/content\/team\/(\d+)$/.exec(answer.location ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

async function publicTeam() {
  const answer = await callRoute(teamPage.loader, "/team");
  expect(answer.status).toBe(200);
  return (answer.body as { members: PublicMember[] }).members;
}

/** The page version as another instance would read it: a clock past this process's cached copy at every call. */
let clock = Date.now() + 60_000;
const versionNow = () => getPageVersion((clock += 10_000));

describe("the team in the content area", () => {
  test("a new member is saved with its first revision, shows on /team at once and raises the page version", async () => {
    const before = await versionNow();
    const answer = await postNew({ name: "Sunita Maharjan", bio: "Leads our counseling team and specialises in Canada." });
    const id = savedId(answer);
    expect(answer.toast).toMatchObject({ type: "success", title: "Team member added" });
    expect(await db.teamMember.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "Sunita Maharjan", title: "Head of Counseling", visible: true, userId: null });
    expect(await db.contentRevision.count({ where: { entityType: "team_member", entityId: id } })).toBe(1);
    expect(await versionNow()).toBeGreaterThan(before);
    expect(await publicTeam()).toContainEqual({ id, name: "Sunita Maharjan", title: "Head of Counseling", bio: "Leads our counseling team and specialises in Canada.", lang: "en", photo: null });
  });

  test("a member left without an order goes after everyone; /team follows the order and the about page shows its first four", async () => {
    const late = savedId(await postNew({ position: "" }));
    const first = savedId(await postNew({ position: "0" }));
    const positions = await db.teamMember.findMany({ select: { position: true } });
    const lateMember = await db.teamMember.findUniqueOrThrow({ where: { id: late } });
    expect(lateMember.position).toBe(Math.max(...positions.map((row) => row.position)));
    const team = await publicTeam();
    expect(team.findIndex((member) => member.id === first)).toBeLessThan(team.findIndex((member) => member.id === late));
    const about = await callRoute(aboutPage.loader, "/about");
    expect((about.body as { team: PublicMember[] }).team).toEqual(team.slice(0, 4));
  });

  test("a hidden member is kept but off /team; Show and Hide from the list and the page are audited and raise the page version", async () => {
    const id = savedId(await postNew({ visible: "" }));
    expect((await publicTeam()).map((member) => member.id)).not.toContain(id);

    const before = await versionNow();
    const shown = await callRoute(teamList.action, "/admin/content/team?index", { cookie: editor.cookie, form: { intent: "show", id: String(id) } });
    expect(shown.toast).toMatchObject({ type: "success", title: "Team member shown" });
    expect(await versionNow()).toBeGreaterThan(before);
    expect((await publicTeam()).map((member) => member.id)).toContain(id);

    const hidden = await postEdit(id, { intent: "hide" });
    expect(hidden.toast).toMatchObject({ type: "success", title: "Team member hidden" });
    expect((await publicTeam()).map((member) => member.id)).not.toContain(id);
    const again = await postEdit(id, { intent: "hide" });
    expect(again.toast).toMatchObject({ type: "error", title: "Action not allowed" });

    const audits = await db.auditLog.findMany({ where: { entityType: "team_member", entityId: id }, orderBy: { id: "asc" }, select: { action: true, actorId: true, toStatus: true } });
    expect(audits).toEqual([
      { action: "show", actorId: editor.user.id, toStatus: "shown" },
      { action: "hide", actorId: editor.user.id, toStatus: "hidden" },
    ]);
  });

  test("the list searches names and titles and filters shown or hidden, in the team's order", async () => {
    const tag = uniqueTag("Findable");
    const shown = savedId(await postNew({ name: `${tag} Shown`, position: "20" }));
    const hidden = savedId(await postNew({ name: `${tag} Hidden`, visible: "", position: "10" }));
    const ids = async (query: string) => {
      const answer = await callRoute(teamList.loader, `/admin/content/team?${query}`, { cookie: editor.cookie });
      expect(answer.status).toBe(200);
      return (answer.body as { rows: Array<{ id: number }> }).rows.map((row) => row.id);
    };
    expect(await ids(`search_keyword=${tag}`)).toEqual([hidden, shown]);
    expect(await ids(`search_keyword=${tag}&filters=${encodeURIComponent(JSON.stringify({ visibility: "hidden" }))}`)).toEqual([hidden]);
    expect(await ids(`search_keyword=${tag}&filters=${encodeURIComponent(JSON.stringify({ visibility: "shown" }))}`)).toEqual([shown]);
  });

  test("a missing title, or a photo without its alt text, comes back next to the field with what was typed, and nothing is saved", async () => {
    const image = await addLibraryImage({ name: "portrait.jpg" });
    const before = await db.teamMember.count();
    const noTitle = await postNew({ title: "", name: "Kept Name" });
    expect(noTitle.status).toBe(400);
    expect(formResult(noTitle).error.title).toEqual(["Title is required"]);
    expect(formResult(noTitle).initialValue).toMatchObject({ name: "Kept Name" });
    const noAlt = await postNew({ photoId: String(image.id), photoAlt: "" });
    expect(noAlt.status).toBe(400);
    expect(formResult(noAlt).error.photoAlt).toEqual(["Describe the photo for people who cannot see it"]);
    expect(await db.teamMember.count()).toBe(before);
  });

  test("a member's photo shows on /team with its alt text", async () => {
    const image = await addLibraryImage({ name: "hari.jpg" });
    const id = savedId(await postNew({ photoId: String(image.id), photoAlt: "Hari smiling in the office" }));
    const member = (await publicTeam()).find((row) => row.id === id);
    expect(member?.photo).toMatchObject({ alt: "Hari smiling in the office", image: { storageKey: image.storageKey } });
  });

  test("an edit keeps a revision, and restoring an earlier one puts its words back as a new revision", async () => {
    const id = savedId(await postNew({ name: "Emily Clarke", title: "Counselor", position: "30" }));
    savedId(await postEdit(id, memberForm({ name: "Emily Clarke", title: "Senior Counselor", position: "30" })));
    const revisions = await db.contentRevision.findMany({ where: { entityType: "team_member", entityId: id }, orderBy: { id: "asc" } });
    expect(revisions).toHaveLength(2);
    const page = await callRoute(teamRevisions.loader, `/admin/content/team/${id}/revisions?compare=${revisions[0].id}`, { cookie: editor.cookie, params: { id: String(id) } });
    expect((page.body as { history: { comparison: { changes: Array<{ field: string }> } } }).history.comparison.changes.map((change) => change.field)).toEqual(["Title"]);
    const restore = await callRoute(teamRevisions.action, `/admin/content/team/${id}/revisions`, { cookie: editor.cookie, params: { id: String(id) }, form: { revisionId: String(revisions[0].id) } });
    expect(restore.toast).toMatchObject({ type: "success", title: "Revision restored" });
    expect((await db.teamMember.findUniqueOrThrow({ where: { id } })).title).toBe("Counselor");
    expect(await db.contentRevision.count({ where: { entityType: "team_member", entityId: id } })).toBe(3);
  });

  test("a photo deleted from the library since is refused with a clear message: on a stale form next to the field, on a revision's restore as a toast", async () => {
    const image = await addLibraryImage({ name: "anil.jpg" });
    const withPhoto = memberForm({ name: "Anil Thapa", title: "Counselor", photoId: String(image.id), photoAlt: "Anil at his desk" });
    const id = savedId(await postNew(withPhoto));
    savedId(await postEdit(id, memberForm({ name: "Anil Thapa", title: "Counselor" })));
    await deleteMediaImage({ imageId: image.id, editorId: editor.user.id });

    const stale = await postEdit(id, { ...withPhoto, title: "Senior Counselor" });
    expect(stale.status).toBe(409);
    expect(formResult(stale).error.photoId).toEqual(["The photo chosen is no longer in the media library. Choose another one."]);
    expect(formResult(stale).initialValue).toMatchObject({ title: "Senior Counselor", photoAlt: "Anil at his desk" });

    const [first] = await db.contentRevision.findMany({ where: { entityType: "team_member", entityId: id }, orderBy: { id: "asc" }, take: 1 });
    const restore = await callRoute(teamRevisions.action, `/admin/content/team/${id}/revisions`, { cookie: editor.cookie, params: { id: String(id) }, form: { revisionId: String(first.id) } });
    expect(restore.toast).toMatchObject({ type: "error", description: "The photo chosen is no longer in the media library. Choose another one." });
    expect(await db.teamMember.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: "Counselor", photoId: null });
    expect(await db.contentRevision.count({ where: { entityType: "team_member", entityId: id } })).toBe(2);
  });
});

describe("linking a staff account", () => {
  test("an account already linked to another member is refused next to the field, and nothing is saved", async () => {
    const { user: staff } = await signedInUser("counsellor", "Nabin Shrestha");
    const first = savedId(await postNew({ userId: String(staff.id) }));
    const before = await db.teamMember.count();
    const answer = await postNew({ userId: String(staff.id), name: "Someone Else" });
    expect(answer.status).toBe(409);
    expect(formResult(answer).error.userId?.[0]).toMatch(/^This account is already linked to Sunita /);
    expect(await db.teamMember.count()).toBe(before);
    expect((await db.teamMember.findUniqueOrThrow({ where: { id: first } })).userId).toBe(staff.id);
  });

  test("a student's account cannot be linked", async () => {
    const { user: student } = await signedInUser("student");
    const answer = await postNew({ userId: String(student.id) });
    expect(answer.status).toBe(409);
    expect(formResult(answer).error.userId).toEqual(["Choose an active staff account from the list."]);
  });
});

describe("an article's byline", () => {
  async function publishedBy(authorId: number) {
    const slug = uniqueTag("byline-").toLowerCase();
    const article = await createArticle(
      { title: "Visa tips", slug, excerpt: "", body: "Body", tags: "", coverImageId: null, coverAlt: "", seoTitle: "", seoDescription: "", authorId },
      editor.user.id,
    );
    await changeArticleStatus(article.id, { action: "publish", editorId: editor.user.id });
    return slug;
  }

  async function byline(slug: string) {
    const answer = await callRoute(blogPost.loader, `/blog/${slug}`, { params: { slug } });
    expect(answer.status).toBe(200);
    const { article } = answer.body as { article: { author: string | null; authorTitle: string | null; authorPhoto: { alt: string; image: { storageKey: string } } | null } };
    return { author: article.author, authorTitle: article.authorTitle, authorPhoto: article.authorPhoto };
  }

  test("shows the author's title and photo when their account is linked to a shown team member, and only the name once hidden", async () => {
    const { user: author } = await signedInUser("counsellor", "Pooja Tamang");
    const image = await addLibraryImage({ name: "pooja.jpg" });
    const memberId = savedId(await postNew({ name: "Pooja Tamang", title: "Counselor, United Kingdom & Ireland", userId: String(author.id), photoId: String(image.id), photoAlt: "Pooja at her desk" }));
    const slug = await publishedBy(author.id);
    expect(await byline(slug)).toEqual({
      author: "Pooja Tamang",
      authorTitle: "Counselor, United Kingdom & Ireland",
      authorPhoto: { alt: "Pooja at her desk", image: expect.objectContaining({ storageKey: image.storageKey }) },
    });
    await postEdit(memberId, { intent: "hide" });
    expect(await byline(slug)).toEqual({ author: "Pooja Tamang", authorTitle: null, authorPhoto: null });
  });

  test("an author whose account is not linked shows the name alone", async () => {
    const { user: author } = await signedInUser("editor", "Unlinked Writer");
    expect(await byline(await publishedBy(author.id))).toEqual({ author: "Unlinked Writer", authorTitle: null, authorPhoto: null });
  });
});
