import { Body, Button, Column, Container, Head, Heading, Hr, Html, Link, Preview, Row, Section, Text } from "@react-email/components";
import type { GeneralSettings } from "~/domain/settings";
import { translator } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locales";

export type NoticeEmailProps = {
  /** The recipient's language: the mail's own words (greeting, link line, footer) and its `lang`. */
  locale: Locale;
  site: GeneralSettings;
  appUrl: string;
  greetingName: string | null;
  heading: string;
  paragraphs: string[];
  details: Array<[string, string]>;
  action: { label: string; href: string } | null;
  /** Why this person gets this mail and where to change it (absent for mail they cannot turn off). */
  preferencesHref: string | null;
};

const colors = { brand: "#1d4ed8", text: "#111827", muted: "#4b5563", border: "#e5e7eb", background: "#f3f4f6" };

// Mail clients bring their own fonts: a Devanagari face first for Nepali (with Latin in it too), and for English the
// Latin faces first with the Devanagari ones after them, for a name written in Devanagari.
const FONT_STACKS: Record<Locale, string> = {
  en: 'Helvetica, Arial, "Noto Sans Devanagari", "Mukta", system-ui, sans-serif',
  ne: '"Noto Sans Devanagari", "Mukta", system-ui, Helvetica, Arial, sans-serif',
};

/** A message with one linked part, "… <0>link text</0> …", as the text before, inside and after the link. */
function splitLink(message: string): [string, string, string] {
  const match = /^(.*)<0>(.*)<\/0>(.*)$/s.exec(message);
  return match ? [match[1], match[2], match[3]] : [message, "", ""];
}

/**
 * Every mail of the product: the site's name on top, a heading, a few paragraphs, the details of the record, one
 * button, and a footer with the office's address and contacts from the General settings.
 */
export function NoticeEmail({ locale, site, appUrl, greetingName, heading, paragraphs, details, action, preferencesHref }: NoticeEmailProps) {
  const t = translator(locale);
  const [beforeChoice, choice, afterChoice] = splitLink(t("mail.layout.preferences"));
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{paragraphs[0] ?? heading}</Preview>
      <Body style={{ backgroundColor: colors.background, fontFamily: FONT_STACKS[locale], color: colors.text, margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", border: `1px solid ${colors.border}`, borderRadius: 8, padding: "24px 32px", maxWidth: 560 }}>
          <Text style={{ fontSize: 18, fontWeight: 700, color: colors.brand, margin: 0 }}>
            <Link href={appUrl} style={{ color: colors.brand, textDecoration: "none" }}>
              {site.siteName}
            </Link>
          </Text>
          <Heading as="h1" style={{ fontSize: 22, lineHeight: "30px", margin: "20px 0 12px" }}>
            {heading}
          </Heading>
          {greetingName ? <Text style={{ fontSize: 15, margin: "0 0 12px" }}>{t("mail.layout.greeting", { name: greetingName })}</Text> : null}
          {paragraphs.map((paragraph, index) => (
            <Text key={index} style={{ fontSize: 15, lineHeight: "24px", margin: "0 0 12px", whiteSpace: "pre-line" }}>
              {paragraph}
            </Text>
          ))}
          {details.length > 0 ? (
            <Section style={{ border: `1px solid ${colors.border}`, borderRadius: 6, padding: "8px 16px", margin: "16px 0" }}>
              {details.map(([label, value]) => (
                <Row key={label}>
                  <Column style={{ width: "38%", verticalAlign: "top" }}>
                    <Text style={{ fontSize: 14, color: colors.muted, margin: "6px 0" }}>{label}</Text>
                  </Column>
                  <Column style={{ verticalAlign: "top" }}>
                    <Text style={{ fontSize: 14, margin: "6px 0", whiteSpace: "pre-line" }}>{value}</Text>
                  </Column>
                </Row>
              ))}
            </Section>
          ) : null}
          {action ? (
            <Section style={{ margin: "24px 0" }}>
              <Button
                href={action.href}
                style={{ backgroundColor: colors.brand, color: "#ffffff", borderRadius: 6, padding: "12px 20px", fontSize: 15, fontWeight: 600 }}
              >
                {action.label}
              </Button>
              <Text style={{ fontSize: 13, color: colors.muted, margin: "12px 0 0" }}>
                {t("mail.layout.openLink")} <Link href={action.href}>{action.href}</Link>
              </Text>
            </Section>
          ) : null}
          <Hr style={{ borderColor: colors.border, margin: "24px 0 16px" }} />
          <Text style={{ fontSize: 13, color: colors.muted, margin: 0, lineHeight: "20px" }}>
            {site.siteName}
            {site.officeAddress ? ` · ${site.officeAddress}` : ""}
            <br />
            {[site.contactPhone, site.contactEmail].filter(Boolean).join(" · ")}
          </Text>
          {preferencesHref ? (
            <Text style={{ fontSize: 12, color: colors.muted, margin: "12px 0 0" }}>
              {beforeChoice}
              <Link href={preferencesHref}>{choice}</Link>
              {afterChoice}
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The same mail as plain text, written from the same props rather than converted from the HTML: a converter parsed
 * the rendered page again for every mail, on the event loop that serves pages.
 */
export function noticeEmailText({ locale, site, appUrl, greetingName, heading, paragraphs, details, action, preferencesHref }: NoticeEmailProps): string {
  const t = translator(locale);
  const footer = [
    "-- ",
    [site.siteName, site.officeAddress].filter(Boolean).join(" · "),
    [site.contactPhone, site.contactEmail].filter(Boolean).join(" · "),
  ];
  const blocks = [
    `${site.siteName} (${appUrl})`,
    `${heading}\n${"=".repeat(heading.length)}`,
    greetingName ? t("mail.layout.greeting", { name: greetingName }) : "",
    ...paragraphs,
    details.map(([label, value]) => `${label}: ${value.replaceAll("\n", "\n  ")}`).join("\n"),
    action ? `${action.label}: ${action.href}` : "",
    footer.filter(Boolean).join("\n"),
    preferencesHref ? t("mail.layout.preferencesText", { href: preferencesHref }) : "",
  ];
  return `${blocks.filter(Boolean).join("\n\n")}\n`;
}
