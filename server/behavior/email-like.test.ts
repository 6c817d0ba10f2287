import { describe, expect, it } from 'vitest';
import { looksLikeEmail, type Text } from './email-like.js';

// What the check stands for: the regular expression it replaces.
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Every text of up to `length` characters over `alphabet`. */
function textsUpTo(alphabet: readonly string[], length: number): string[] {
  let level = [''];
  const all = [''];
  for (let size = 1; size <= length; size++) {
    level = level.flatMap((text) => alphabet.map((char) => text + char));
    all.push(...level);
  }
  return all;
}

describe('looksLikeEmail', () => {
  it('agrees with /[^\\s@]+@[^\\s@]+\\.[^\\s@]+/ on every text of up to 7 characters over "a", "@", ".", a space and a no-break space', () => {
    const disagreements = textsUpTo(['a', '@', '.', ' ', '\u00a0'], 7).filter((text) => looksLikeEmail(text) !== EMAIL_LIKE.test(text));
    expect(disagreements).toEqual([]);
    expect([looksLikeEmail('write to ana@example.com today'), looksLikeEmail('ana@example'), looksLikeEmail('@example.com')]).toEqual([true, false, false]);
  });

  it('reads each character once, so a text 10 times longer costs 10 times the work (the regex retried from every position)', () => {
    const reads = (text: string) => {
      let count = 0;
      const counted: Text = { length: text.length, charCodeAt: (index: number) => (count++, text.charCodeAt(index)) };
      expect(looksLikeEmail(counted)).toBe(false);
      return count;
    };
    const value = 'x'.repeat(256);
    expect(reads(value)).toBe(256);
    expect(reads(value.repeat(10))).toBe(2560);
    expect(reads('a@'.repeat(1280))).toBe(2560);
  });
});
