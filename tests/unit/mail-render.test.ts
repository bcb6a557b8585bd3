import { render } from "@react-email/components";
import { createElement } from "react";
import { describe, expect, test } from "vitest";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { renderNoticeEmail } from "~/mail/render.server";
import { NoticeEmail, type NoticeEmailProps } from "~/mail/templates/notice-email";

// The preview line pads the mail with multi-byte spaces up to 150 characters, so its length moves them across the
// renderer's 2 KB buffer ends: some of these lengths put one right on an end.
const notices: NoticeEmailProps[] = Array.from({ length: 150 }, (_, length) => ({
  locale: "en",
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
      const { html, text } = renderNoticeEmail(props);
      expect(html).not.toContain("\0");
      expect(text).not.toContain("\0");
      expect(html).toContain(props.paragraphs[0]);
    }
  });

  test("writes the plain text from the same props, every part in reading order, with no markup", () => {
    const { html, text } = renderNoticeEmail({
      locale: "en",
      site: DEFAULT_GENERAL_SETTINGS,
      appUrl: "https://consult.example",
      greetingName: "Nima Sherpa",
      heading: "Your booking is confirmed",
      paragraphs: ["We have kept your seat.", "Bring your passport."],
      details: [
        ["Service", "IELTS demo class"],
        ["Where", "Floor 2\nRoom 4"],
      ],
      action: { label: "View the booking", href: "https://consult.example/student/bookings/7" },
      preferencesHref: "https://consult.example/student/profile#email-preferences",
    });
    expect(html.startsWith("<!DOCTYPE html")).toBe(true);
    expect(html).toContain('href="https://consult.example/student/bookings/7"');
    expect(text).not.toMatch(/<[a-z]/i);
    const order = [
      `${DEFAULT_GENERAL_SETTINGS.siteName} (https://consult.example)`,
      "Your booking is confirmed\n=========================",
      "Hello Nima Sherpa,",
      "We have kept your seat.\n\nBring your passport.",
      "Service: IELTS demo class\nWhere: Floor 2\n  Room 4",
      "View the booking: https://consult.example/student/bookings/7",
      `-- \n${DEFAULT_GENERAL_SETTINGS.siteName} · ${DEFAULT_GENERAL_SETTINGS.officeAddress}`,
      `${DEFAULT_GENERAL_SETTINGS.contactPhone} · ${DEFAULT_GENERAL_SETTINGS.contactEmail}`,
      "Choose which e-mails you get: https://consult.example/student/profile#email-preferences",
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test("leaves out what a mail does not have", () => {
    const { text } = renderNoticeEmail({ ...notices[3]!, paragraphs: ["Only this."] });
    expect(text).not.toContain("Hello");
    expect(text).not.toContain("Choose which e-mails you get");
    expect(text).not.toContain("\n\n\n");
    expect(text.endsWith("\n")).toBe(true);
  });

  test("a Nepali recipient's mail is Nepali around its texts too: lang, greeting, link line, footer, a Devanagari font first", () => {
    const preferencesHref = "https://consult.example/student/profile#email-preferences";
    const { html, text } = renderNoticeEmail({
      ...notices[3]!,
      locale: "ne",
      greetingName: "सीता शर्मा",
      action: { label: "सत्र हेर्नुहोस्", href: "https://consult.example/student/bookings/7" },
      preferencesHref,
    });
    expect(html).toMatch(/<html[^>]* lang="ne"/);
    expect(html).toContain("font-family:&quot;Noto Sans Devanagari&quot;, &quot;Mukta&quot;, system-ui");
    for (const part of [text, html]) {
      expect(part).toContain("नमस्ते सीता शर्मा,");
      expect(part).not.toMatch(/Hello|Or open this link|You receive this/);
    }
    expect(html).toContain("वा यो लिङ्क खोल्नुहोस्:");
    expect(html).toMatch(/<a href="https:\/\/consult\.example\/student\/profile#email-preferences"[^>]*>कुन इमेलहरू पाउने, छान्नुहोस्<\/a>/);
    expect(text).toContain(`कुन इमेलहरू पाउने, छान्नुहोस्: ${preferencesHref}`);
  });
});
