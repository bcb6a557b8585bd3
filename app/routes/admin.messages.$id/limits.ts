/** How long a reply to a contact message may be: the schema's rule and the textarea's maxLength (a plain value: the browser's bundle has it). */
export const REPLY_MAX = 5000;
