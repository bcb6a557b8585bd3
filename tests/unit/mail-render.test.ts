import { render } from "@react-email/components";
import { createElement } from "react";
import { describe, expect, test } from "vitest";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { renderNoticeEmail } from "~/features/mail/render.server";
import { NoticeEmail, type NoticeEmailProps } from "~/features/mail/templates/notice-email";

// The preview line pads the mail with multi-byte spaces up to 150 characters, so its length moves them across the
// renderer's 2 KB buffer ends: some of these lengths put one right on an end.
const notices: NoticeEmailProps[] = Array.from({ length: 150 }, (_, length) => ({
  site: DEFAULT_GENERAL_SETTINGS,
  appUrl: "http://localhost:3000",
  greetingName: null,
  heading: "New demo class",
  paragraphs: ["x".repeat(length)],
  details: [],
  action: null,
  preferencesHref: null,
}));

describe("renderNoticeEmail", () => {
  test("leaves no NUL byte in the HTML or the text, where React 18's renderer puts some", async () => {
    const raw = await Promise.all(notices.map((props) => render(createElement(NoticeEmail, props))));
    expect(raw.filter((html) => html.includes("\0")).length).toBeGreaterThan(0);

    for (const props of notices) {
      const { html, text } = await renderNoticeEmail(props);
      expect(html).not.toContain("\0");
      expect(text).not.toContain("\0");
      expect(html).toContain(props.paragraphs[0]);
    }
  });
});
