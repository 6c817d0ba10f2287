import { describe, expect, it } from 'vitest';
import { completenessText, tabCompleteness } from './tab-completeness';

const missing = (...fields: string[]) => fields.map((field) => ({ field, message: `${field} is missing.` }));

describe('edit tab completeness', () => {
  it('counts each missing field on the tab where it is fixed', () => {
    expect(tabCompleteness(missing('releaseDate', 'label', 'coverArt', 'artists', 'tracks.0.audio', 'tracks.0.writers', 'tracks.1.credits'))).toEqual({
      details: 1,
      artists: 1,
      tracks: 1,
      credits: 2,
      dates: 2,
      review: 7,
    });
  });

  it('calls every tab complete when the readiness checks find nothing missing', () => {
    expect(Object.values(tabCompleteness([]))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('says what is left in words', () => {
    expect([0, 1, 3].map(completenessText)).toEqual(['Complete', '1 thing missing', '3 things missing']);
  });
});
