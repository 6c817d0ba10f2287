import { describe, expect, it } from 'vitest';
import { dashedIsrc, gs1CheckDigit, isGtin, isIsrc } from './gs1.js';

describe('GS1 check digits', () => {
  it('match the published GS1 examples', () => {
    // GS1 US "How to calculate a check digit": UPC-A 03600029145 → 2; GS1 EAN-13 example 629104150021 → 3.
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('629104150021')).toBe(3);
    // A bag of Hershey's (UPC 034000470693) and the EAN of ISBN 978-0-306-40615-7.
    expect(isGtin('034000470693')).toBe(true);
    expect(isGtin('9780306406157')).toBe(true);
  });

  it('refuses a wrong check digit or length', () => {
    expect(isGtin('036000291453')).toBe(false);
    expect(isGtin('9780306406158')).toBe(false);
    expect(isGtin('03600029145')).toBe(false);
    expect(isGtin('03600029145a')).toBe(false);
  });
});

describe('ISRCs', () => {
  it('are two letters, three letters or digits, and seven digits', () => {
    expect(isIsrc('USRC17607839')).toBe(true);
    expect(isIsrc('usrc17607839')).toBe(false);
    expect(isIsrc('USRC1760783')).toBe(false);
    expect(dashedIsrc('USRC17607839')).toBe('US-RC1-76-07839');
  });
});
