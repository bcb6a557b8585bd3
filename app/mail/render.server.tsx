import { renderToStaticMarkup } from "react-dom/server";
import { NoticeEmail, noticeEmailText, type NoticeEmailProps } from "./templates/notice-email";

// What react-email's own `render` puts before the markup: the doctype mail clients expect of a table-laid-out mail.
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A mail's HTML and plain text. The HTML comes from React's string renderer, not react-email's `render`: that one
 * streams, which is wasted work for a page this small, and React 18's streaming renderer leaves NUL
 * bytes where a multi-byte character meets the end of its 2 KB buffer (facebook/react#26228), which mail clients cut
 * the message at and PostgreSQL refuses to store.
 */
export function renderNoticeEmail(props: NoticeEmailProps) {
  return { html: DOCTYPE + renderToStaticMarkup(<NoticeEmail {...props} />), text: noticeEmailText(props) };
}
