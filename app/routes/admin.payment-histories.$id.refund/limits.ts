/** How long a refund's reason may be: the schema's rule and the textarea's maxLength (a plain value: the browser's bundle has it). */
export const REFUND_REASON_MAX = 500;
