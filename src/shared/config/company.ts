// Who the product is, in one place for the app and the server (which imports this file by its
// path): page titles, emails, agreements and the footer name the company from here.
// Runtime-neutral: no imports, no browser or Node APIs.

/** The product's name as people see it. */
export const PRODUCT_NAME = 'Royalty Desk';

/** The company group that runs the product (spec 1 §9: shown as a constant). */
export const COMPANY_GROUP_NAME = 'Royalty Desk Group';

/** The company line shown under the product (spec 1 §9), for a year read from the clock. */
export function copyrightNotice(year: number): string {
  return `© ${year} ${COMPANY_GROUP_NAME}`;
}
