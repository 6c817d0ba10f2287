import { describe, expect, it } from 'vitest';
import { missingFieldLabel } from './missing-field-label';

describe('missing field labels', () => {
  it('reads the server’s field paths as people would, never as keys', () => {
    expect(['tracks.0.audio', 'tracks.2.writers', 'artists', 'audioLanguage'].map(missingFieldLabel)).toEqual([
      'Track 1: Audio',
      'Track 3: Writers',
      'Primary artist',
      'Audio language',
    ]);
  });
});
