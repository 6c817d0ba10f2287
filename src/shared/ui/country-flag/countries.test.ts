import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, flagOf, isCountryCode } from './index';

describe('the countries with their flag colours', () => {
  it('are exactly the codes the server checks territories against', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(Object.keys(countries.getAlpha2Codes()).sort());
  });

  it('draw every flag from two to seven colours in a direction', () => {
    for (const code of COUNTRY_CODES) {
      const flag = flagOf(code);
      expect(flag.colours.length, code).toBeGreaterThanOrEqual(2);
      expect(flag.colours.length, code).toBeLessThanOrEqual(7);
      for (const colour of flag.colours) expect(colour, code).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(flagOf('NO')).toEqual({ direction: 'horizontal', colours: ['#BA0C2F', '#FFFFFF', '#00205B', '#FFFFFF', '#BA0C2F'] });
    expect(flagOf('FR').direction).toBe('vertical');
  });

  it('know a code from a stranger and name it in English', () => {
    expect(isCountryCode('SE')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('WORLD')).toBe(false);
    expect(countryName('NO')).toBe('Norway');
    expect(countryName('SE')).toBe('Sweden');
  });
});
