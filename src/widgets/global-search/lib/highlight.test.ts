import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence of each word', () => {
    expect(highlightParts('Ada Adams', 'ad')).toEqual([
      { text: 'Ad', match: true },
      { text: 'a ', match: false },
      { text: 'Ad', match: true },
      { text: 'ams', match: false },
    ]);
    expect(highlightParts('Max Martin', ' martin  max ')).toEqual([
      { text: 'Max', match: true },
      { text: ' ', match: false },
      { text: 'Martin', match: true },
    ]);
  });

  it('leaves text alone without a query and escapes special characters', () => {
    expect(highlightParts('Ada', '  ')).toEqual([{ text: 'Ada', match: false }]);
    expect(highlightParts('A.B (x)', '(x)')).toEqual([
      { text: 'A.B ', match: false },
      { text: '(x)', match: true },
    ]);
  });
});
