import { describe, expect, it } from 'vitest';
import { DUPLICATE_SOURCE_MESSAGE, payoutRatesSchema, toRateInputs, unusedSource } from './payout-rates-schema';

const messages = (value: unknown) => payoutRatesSchema.safeParse(value).error?.issues.map(({ path, message }) => [path.join('.'), message]);

describe('payout rates form', () => {
  it('accepts rates from 0 to 1 USD per stream and sends them in USD', () => {
    const values = payoutRatesSchema.parse({ rates: [{ source: 'SPOTIFY', perStream: 0.003 }, { source: 'MLC', perStream: 0 }] });
    expect(toRateInputs(values)).toEqual([
      { source: 'SPOTIFY', perStream: 0.003, currency: 'USD' },
      { source: 'MLC', perStream: 0, currency: 'USD' },
    ]);
  });

  it('refuses a negative rate, a rate above 1 USD and a missing one', () => {
    expect(messages({ rates: [{ source: 'SPOTIFY', perStream: -0.1 }, { source: 'TIDAL', perStream: 1.5 }, { source: 'MLC' }] })).toEqual([
      ['rates.0.perStream', 'The rate cannot be negative'],
      ['rates.1.perStream', 'The rate must be at most $1 per stream'],
      ['rates.2.perStream', 'Enter a rate in US dollars per stream'],
    ]);
  });

  it('marks the second row of a source that appears twice', () => {
    expect(messages({ rates: [{ source: 'SPOTIFY', perStream: 0.1 }, { source: 'SPOTIFY', perStream: 0.2 }] })).toEqual([
      ['rates.1.source', DUPLICATE_SOURCE_MESSAGE],
    ]);
  });

  it('offers the first source without a row', () => {
    expect(unusedSource(['SPOTIFY', 'APPLE_MUSIC'])).toBe('AMAZON_MUSIC');
  });
});
