import { render } from "@react-email/components";
import { NoticeEmail, type NoticeEmailProps } from "./templates/notice-email";

/**
 * A mail's HTML and plain text. React 18's streaming renderer, which react-email's `render` uses, leaves NUL bytes
 * in its output where a multi-byte character meets the end of its 2 KB buffer (facebook/react#26228, fixed in React
 * 19): mail clients cut the message at the first one, and PostgreSQL refuses to store text that holds one.
 */
export async function renderNoticeEmail(props: NoticeEmailProps) {
  const element = <NoticeEmail {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html: html.replaceAll("\0", ""), text: text.replaceAll("\0", "") };
}
