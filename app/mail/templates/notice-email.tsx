import { Body, Button, Column, Container, Head, Heading, Hr, Html, Link, Preview, Row, Section, Text } from "@react-email/components";
import type { GeneralSettings } from "~/domain/settings";

export type NoticeEmailProps = {
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

/**
 * Every mail of the product: the site's name on top, a heading, a few paragraphs, the details of the record, one
 * button, and a footer with the office's address and contacts from the General settings.
 */
export function NoticeEmail({ site, appUrl, greetingName, heading, paragraphs, details, action, preferencesHref }: NoticeEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{paragraphs[0] ?? heading}</Preview>
      <Body style={{ backgroundColor: colors.background, fontFamily: "Helvetica, Arial, sans-serif", color: colors.text, margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", border: `1px solid ${colors.border}`, borderRadius: 8, padding: "24px 32px", maxWidth: 560 }}>
          <Text style={{ fontSize: 18, fontWeight: 700, color: colors.brand, margin: 0 }}>
            <Link href={appUrl} style={{ color: colors.brand, textDecoration: "none" }}>
              {site.siteName}
            </Link>
          </Text>
          <Heading as="h1" style={{ fontSize: 22, lineHeight: "30px", margin: "20px 0 12px" }}>
            {heading}
          </Heading>
          {greetingName ? <Text style={{ fontSize: 15, margin: "0 0 12px" }}>Hello {greetingName},</Text> : null}
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
                Or open this link: <Link href={action.href}>{action.href}</Link>
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
              You receive this because you have an account with us. <Link href={preferencesHref}>Choose which e-mails you get</Link>.
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
export function noticeEmailText({ site, appUrl, greetingName, heading, paragraphs, details, action, preferencesHref }: NoticeEmailProps): string {
  const footer = [
    "-- ",
    [site.siteName, site.officeAddress].filter(Boolean).join(" · "),
    [site.contactPhone, site.contactEmail].filter(Boolean).join(" · "),
  ];
  const blocks = [
    `${site.siteName} (${appUrl})`,
    `${heading}\n${"=".repeat(heading.length)}`,
    greetingName ? `Hello ${greetingName},` : "",
    ...paragraphs,
    details.map(([label, value]) => `${label}: ${value.replaceAll("\n", "\n  ")}`).join("\n"),
    action ? `${action.label}: ${action.href}` : "",
    footer.filter(Boolean).join("\n"),
    preferencesHref ? `You receive this because you have an account with us. Choose which e-mails you get: ${preferencesHref}` : "",
  ];
  return `${blocks.filter(Boolean).join("\n\n")}\n`;
}
