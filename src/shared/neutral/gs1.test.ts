import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidUpc } from './gs1';

describe('GS1 check digits', () => {
  it('accepts the published GS1 examples and refuses a changed digit', () => {
    // GS1's own check-digit calculator examples: UPC-A 036000291452, EAN-13 4006381333931.
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(isValidUpc('036000291452')).toBe(true);
    expect(isValidUpc('4006381333931')).toBe(true);
    expect(isValidUpc('4006381333932')).toBe(false);
    expect(isValidUpc('03600029145')).toBe(false);
    expect(isValidUpc('03600029145a')).toBe(false);
  });
});
