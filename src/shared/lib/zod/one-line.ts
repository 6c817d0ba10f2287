/**
 * One line of text: no line breaks, tabs or other control characters (C0, DEL, C1, the Unicode
 * line and paragraph separators). The contract's pattern for names that end up in emails.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const ONE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/u;

/** The contract's message (x-messages `pattern`) for a name that is not one line. */
export const oneLineMessage = (label: string) => `${label} cannot contain line breaks or control characters`;
