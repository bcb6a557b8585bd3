/** How long the staff's notes on an inquiry may be: the schema's rule and the textarea's maxLength (a plain value: the browser's bundle has it). */
export const NOTES_MAX = 5000;
