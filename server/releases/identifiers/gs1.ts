/**
 * GS1 check digits (GTIN-12 UPC-A and GTIN-13 EAN): from the right, digits alternately weigh 3
 * and 1, and the check digit brings the sum to a multiple of ten.
 */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const fromRight = body.length - index;
    sum += Number(body[index]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export const isGtin = (code: string): boolean =>
  /^[0-9]{12,13}$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));

/** An ISRC without dashes: country, registrant, year, designation. */
export const isIsrc = (code: string): boolean => /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/.test(code);

/** `CC-XXX-YY-NNNNN`, the way people write an ISRC. */
export const dashedIsrc = (code: string): string => `${code.slice(0, 2)}-${code.slice(2, 5)}-${code.slice(5, 7)}-${code.slice(7)}`;
