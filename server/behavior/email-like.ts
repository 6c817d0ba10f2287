/** What looksLikeEmail reads of a text: a string, or anything with its length and UTF-16 code units. */
export type Text = Pick<string, 'length' | 'charCodeAt'>;

const AT = 0x40;
const DOT = 0x2e;
// What \s matches besides the ASCII ones (tab to carriage return, space).
const OTHER_SPACES = new Set([0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);

function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return OTHER_SPACES.has(code) || (code >= 0x2000 && code <= 0x200a);
}

/**
 * Whether the text holds something@something.tld anywhere (an address typed into a field, say):
 * what `/[^\s@]+@[^\s@]+\.[^\s@]+/` matches, in one pass that reads each character once. The
 * regular expression retries from every position, so a long value without an "@" cost time in
 * the square of its length.
 */
export function looksLikeEmail(text: Text): boolean {
  // Characters (neither space nor "@") since the last space or "@", and whether that "@" began a
  // domain: then a "." after its first character, followed by one more character, completes it.
  let run = 0;
  let inDomain = false;
  let dotSeen = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === AT) {
      inDomain = run > 0;
      dotSeen = false;
      run = 0;
    } else if (isSpace(code)) {
      inDomain = false;
      run = 0;
    } else {
      if (inDomain && dotSeen) return true;
      if (inDomain && code === DOT && run > 0) dotSeen = true;
      run++;
    }
  }
  return false;
}
