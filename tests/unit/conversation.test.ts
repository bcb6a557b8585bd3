import { describe, expect, test } from "vitest";
import {
  CONVERSATION_ADMIN_LIST,
  MAIL_THROTTLE_MS,
  advancedReadMark,
  checkMessageBody,
  isSeen,
  mailDue,
  messageMailContent,
  readMarkAfterPosting,
  staffRecipientIds,
  threadVersion,
} from "~/domain/conversation";
import { canonicalListSearch } from "~/domain/list-query";
import { translator } from "~/i18n/catalogs.server";

const at = (minutes: number) => new Date(Date.UTC(2027, 0, 1, 9, minutes));

describe("message body", () => {
  test("is trimmed and accepted from 1 to 5,000 characters", () => {
    expect(checkMessageBody("  Hello  ")).toEqual({ ok: true, body: "Hello" });
    expect(checkMessageBody("x".repeat(5000))).toMatchObject({ ok: true });
  });

  test("refuses an empty or blank body and one of 5,001 characters", () => {
    expect(checkMessageBody("   \n ")).toEqual({ ok: false, message: "Message is required" });
    expect(checkMessageBody("x".repeat(5001))).toEqual({ ok: false, message: "Message must be at most 5000 characters" });
    expect(checkMessageBody(` ${"x".repeat(5000)} `)).toMatchObject({ ok: true });
  });
});

describe("mail throttle", () => {
  test("mails a recipient never mailed about the thread", () => {
    expect(mailDue(null, at(0))).toBe(true);
  });

  test("does not mail again within 10 minutes, and does at 10 minutes", () => {
    expect(mailDue(at(0), at(9))).toBe(false);
    expect(mailDue(at(0), new Date(at(0).getTime() + MAIL_THROTTLE_MS - 1))).toBe(false);
    expect(mailDue(at(0), at(10))).toBe(true);
  });
});

describe("read marks and Seen", () => {
  test("Seen once the other side's mark reaches the viewer's last message", () => {
    expect(isSeen(at(5), null)).toBe(false);
    expect(isSeen(at(5), at(4))).toBe(false);
    expect(isSeen(at(5), at(5))).toBe(true);
    expect(isSeen(null, at(5))).toBe(false);
  });

  test("a mark moves forward to the newest message shown, never back", () => {
    expect(advancedReadMark(null, at(3))).toEqual(at(3));
    expect(advancedReadMark(at(2), at(3))).toEqual(at(3));
    expect(advancedReadMark(at(3), at(3))).toBeNull();
    expect(advancedReadMark(at(4), at(3))).toBeNull();
    expect(advancedReadMark(at(4), null)).toBeNull();
  });

  test("posting moves the author's mark to their message only when they had read the other side's last one", () => {
    expect(readMarkAfterPosting({ readAt: null, otherSideLastAt: null, postedAt: at(9) })).toEqual(at(9));
    expect(readMarkAfterPosting({ readAt: at(5), otherSideLastAt: at(5), postedAt: at(9) })).toEqual(at(9));
    expect(readMarkAfterPosting({ readAt: at(4), otherSideLastAt: at(5), postedAt: at(9) })).toBeNull();
    expect(readMarkAfterPosting({ readAt: null, otherSideLastAt: at(5), postedAt: at(9) })).toBeNull();
  });

  test("the version follows the newest message and the other side's mark only", () => {
    const state = { lastMessageAt: at(5), studentReadAt: at(5), staffReadAt: at(1) };
    expect(threadVersion(state, "student")).toBe(threadVersion({ ...state, studentReadAt: at(9) }, "student"));
    expect(threadVersion(state, "student")).not.toBe(threadVersion({ ...state, staffReadAt: at(5) }, "student"));
    expect(threadVersion(state, "staff")).not.toBe(threadVersion({ ...state, lastMessageAt: at(6) }, "staff"));
    expect(threadVersion(null, "staff")).toBe("empty");
  });
});

describe("staff recipients of a student's message", () => {
  const admin = (id: number, disabledAt: Date | null = null) => ({ id, role: "admin", disabledAt });
  test("the assigned counsellor alone", () => {
    expect(staffRecipientIds({ id: 7, role: "counsellor", disabledAt: null }, [admin(1)])).toEqual([7]);
  });
  test("every active admin when none is assigned or the counsellor's account is disabled", () => {
    expect(staffRecipientIds(null, [admin(1), admin(2, at(0)), admin(3)])).toEqual([1, 3]);
    expect(staffRecipientIds({ id: 7, role: "counsellor", disabledAt: at(0) }, [admin(1)])).toEqual([1]);
  });
});

test("the mail quotes the message and links to the thread", () => {
  const content = messageMailContent({
    authorName: "Kiran",
    body: "Line one\nLine two",
    attachmentNames: ["offer.pdf"],
    threadPath: "/student/messages",
    heading: "New message from Kiran",
    t: translator("en"),
  });
  expect(content.paragraphs).toEqual(expect.arrayContaining(["Kiran wrote:", "> Line one\n> Line two", "Attached: offer.pdf"]));
  expect(content.action).toEqual({ label: "Open the conversation", path: "/student/messages" });
});

describe("staff list filters", () => {
  test("the filter fields of a form fold into the canonical URL, and a bad value is dropped", () => {
    expect(canonicalListSearch(new URLSearchParams("counsellor=mine&unread=true"), CONVERSATION_ADMIN_LIST)).toBe(
      new URLSearchParams({ filters: JSON.stringify({ counsellor: "mine", unread: true }) }).toString(),
    );
    expect(CONVERSATION_ADMIN_LIST.parseFilters({ counsellor: "someone" })).toMatchObject({
      filters: { counsellor: null, unread: false },
      errors: { counsellor: ["The counsellor filter must be one of mine, unassigned, everyone."] },
    });
  });

  test("an old link's `show` filter, in the JSON or as a field, reads as `counsellor`; the current name wins", () => {
    const current = new URLSearchParams({ filters: JSON.stringify({ counsellor: "unassigned", unread: true }), page: "2" }).toString();
    expect(canonicalListSearch(new URLSearchParams({ filters: JSON.stringify({ show: "unassigned", unread: true }), page: "2" }), CONVERSATION_ADMIN_LIST)).toBe(current);
    expect(canonicalListSearch(new URLSearchParams("show=unassigned&unread=true&page=2"), CONVERSATION_ADMIN_LIST)).toBe(current);
    expect(canonicalListSearch(new URLSearchParams({ filters: JSON.stringify({ show: "mine", counsellor: "everyone" }) }), CONVERSATION_ADMIN_LIST)).toBe(
      new URLSearchParams({ filters: JSON.stringify({ counsellor: "everyone" }) }).toString(),
    );
  });
});
