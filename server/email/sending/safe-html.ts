/**
 * An admin's HTML as mail may carry it: the rules of posts (whose Markdown micromark renders with
 * raw HTML escaped and links only to safe protocols) applied to HTML. Nothing of the input is
 * copied as markup: it is read into tags and text, and only listed tags with listed attributes are
 * written again, every attribute value decoded, checked and escaped (so what a mail client reads is
 * what was checked), every tag closed. Scripts, styles, frames, forms and event handlers go;
 * links keep http(s), mailto, irc(s) and xmpp addresses (micromark's list), images http(s) only.
 * Anything that does not read as a tag is text.
 */

const TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'center', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'font',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strike', 'strong', 'sub',
  'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);
const VOID_TAGS = new Set(['br', 'col', 'hr', 'img']);
/** Dropped with everything up to their end tag (raw text, or markup read by other rules). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp', 'select', 'svg', 'math', 'head']);
const ATTRIBUTES = new Set(['align', 'valign', 'width', 'height', 'bgcolor', 'color', 'border', 'cellpadding', 'cellspacing', 'colspan', 'rowspan', 'dir', 'lang', 'title', 'class', 'style']);
const TAG_ATTRIBUTES: Record<string, Set<string>> = { a: new Set(['href']), img: new Set(['src', 'alt']), font: new Set(['face', 'size']) };

const LINK_PROTOCOL = /^(?:https?|ircs?|mailto|xmpp)$/i;
const IMAGE_PROTOCOL = /^https?$/i;
/** CSS that can load or run something, or break out of the attribute. */
const UNSAFE_STYLE = /url\s*\(|expression|javascript|@import|behavior|binding|[<>\\]/i;

// No `<` inside a tag (HTML allows some): a tag never reaches past the next `<`, so reading stays
// linear, and a tag that does not read is text.
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"<]*"|'[^'<]*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/y;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"<]*)"|'([^'<]*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]*|#[0-9]+|#[xX][0-9a-fA-F]+);/;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(?:#([0-9]+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z]+));?/g, (match, decimal?: string, hex?: string, name?: string) => {
    const code = decimal !== undefined ? Number(decimal) : hex !== undefined ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    return NAMED[name!.toLowerCase()] ?? match;
  });
}

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Text as it was, with `<` and `>` escaped and an `&` that starts no entity escaped. */
function escapeText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '&' && !ENTITY.test(text.slice(index, index + 40))) out += '&amp;';
    else out += char;
  }
  return out;
}

/** The address when its protocol is allowed (or it has none: relative), else null. */
export function safeUrl(value: string, protocol: RegExp = LINK_PROTOCOL): string | null {
  const url = value.trim();
  const colon = url.indexOf(':');
  if (colon < 0) return url;
  const before = (char: string) => {
    const at = url.indexOf(char);
    return at > -1 && at < colon;
  };
  if (before('/') || before('?') || before('#')) return url;
  return protocol.test(url.slice(0, colon)) ? url : null;
}

function attributeValue(name: string, raw: string): string | null {
  const value = decodeEntities(raw);
  if (name === 'href') return safeUrl(value, LINK_PROTOCOL);
  if (name === 'src') return safeUrl(value, IMAGE_PROTOCOL);
  if (name === 'style') return UNSAFE_STYLE.test(value) ? null : value;
  return value;
}

function writeStartTag(tag: string, attributes: string): string {
  const allowed = TAG_ATTRIBUTES[tag];
  const seen = new Set<string>();
  let out = `<${tag}`;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (seen.has(name) || !(ATTRIBUTES.has(name) || allowed?.has(name))) continue;
    seen.add(name);
    const value = attributeValue(name, match[2] ?? match[3] ?? match[4] ?? '');
    if (value !== null) out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return `${out}>`;
}

/** Where the element's content ends: after its end tag, or the end of the input. */
function skipElement(html: string, tag: string, from: number): number {
  const end = new RegExp(`</${tag}[\\s/>]`, 'ig');
  end.lastIndex = from;
  const match = end.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close < 0 ? html.length : close + 1;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let index = 0;
  while (index < html.length) {
    const next = html.indexOf('<', index);
    if (next < 0) {
      out += escapeText(html.slice(index));
      break;
    }
    out += escapeText(html.slice(index, next));
    index = next;
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      index = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[index + 1] === '!' || html[index + 1] === '?') {
      const end = html.indexOf('>', index);
      index = end < 0 ? html.length : end + 1;
      continue;
    }
    END_TAG.lastIndex = index;
    const end = END_TAG.exec(html);
    if (end) {
      index = END_TAG.lastIndex;
      const tag = end[1]!.toLowerCase();
      const at = open.lastIndexOf(tag);
      if (at > -1) while (open.length > at) out += `</${open.pop()!}>`;
      continue;
    }
    START_TAG.lastIndex = index;
    const start = START_TAG.exec(html);
    if (!start) {
      out += '&lt;';
      index += 1;
      continue;
    }
    index = START_TAG.lastIndex;
    const tag = start[1]!.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      index = skipElement(html, tag, index);
      continue;
    }
    if (!TAGS.has(tag)) continue;
    out += writeStartTag(tag, start[2] ?? '');
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  while (open.length > 0) out += `</${open.pop()!}>`;
  return out;
}
