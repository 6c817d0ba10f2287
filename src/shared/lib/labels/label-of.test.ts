import { describe, expect, it } from 'vitest';
import { humanizeKey, labelOf } from './label-of';

describe('labelOf', () => {
  const labels = { appleMusic: 'Apple Music', YOUTUBE_MUSIC: 'Youtube Music' } as const;

  it('reads the label of a known key', () => {
    expect(labelOf(labels, 'appleMusic')).toBe('Apple Music');
    expect(labelOf(labels, 'YOUTUBE_MUSIC')).toBe('Youtube Music');
  });

  it('makes an unknown key readable rather than showing it raw', () => {
    expect(labelOf(labels, 'amazonMusic')).toBe('Amazon music');
    expect(labelOf(labels, 'CLAIM_SUBMITTED')).toBe('Claim submitted');
    expect(labelOf(labels, 'not_registered')).toBe('Not registered');
    expect(labelOf(labels, 'all-tracks')).toBe('All tracks');
  });

  it('does not mistake inherited properties for labels', () => {
    expect(labelOf(labels, 'toString')).toBe('To string');
  });

  it('shows a dash for a missing value', () => {
    expect(labelOf(labels, null)).toBe('—');
    expect(labelOf(labels, '')).toBe('—');
  });
});

describe('humanizeKey', () => {
  it('keeps a plain word as a capitalised word', () => {
    expect(humanizeKey('spotify')).toBe('Spotify');
    expect(humanizeKey('ONLINE')).toBe('Online');
  });
});
