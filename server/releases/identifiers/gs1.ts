// The GS1 check digit is the app's too (the release rules check a UPC the artist types).
export { gs1CheckDigit, isValidUpc as isGtin } from '../../../src/shared/neutral/index.js';

/** An ISRC without dashes: country, registrant, year, designation. */
export const isIsrc = (code: string): boolean => /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/.test(code);

/** `CC-XXX-YY-NNNNN`, the way people write an ISRC. */
export const dashedIsrc = (code: string): string => `${code.slice(0, 2)}-${code.slice(2, 5)}-${code.slice(5, 7)}-${code.slice(7)}`;
