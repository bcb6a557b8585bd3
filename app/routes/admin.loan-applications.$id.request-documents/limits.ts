/** How long the list of documents asked of a loan applicant may be: the schema's rule and the textarea's maxLength (a plain value: the browser's bundle has it). */
export const DOCUMENTS_REQUEST_MAX = 1000;
