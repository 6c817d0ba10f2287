import sanitize from 'sanitize-html';

/**
 * An admin's HTML as mail may carry it: the rules of posts (whose Markdown micromark renders with
 * raw HTML escaped and links only to safe protocols) applied to HTML, by sanitize-html. Only listed
 * tags and attributes are written again, every tag closed (so content cannot swallow the footer);
 * scripts, styles, frames, forms, SVG and MathML go with their content; links keep http(s), mailto,
 * irc(s) and xmpp addresses (micromark's list), images http(s) only. Inline styles stay (HTML
 * email is unusable without them) unless they can load or run something.
 */

const TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'center', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'font',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strike', 'strong', 'sub',
  'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
const COMMON_ATTRIBUTES = ['align', 'valign', 'width', 'height', 'bgcolor', 'color', 'border', 'cellpadding', 'cellspacing', 'colspan', 'rowspan', 'dir', 'lang', 'title', 'class', 'style'];
/** Dropped with everything inside them, not only their tags. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp', 'select', 'option', 'svg', 'math', 'head'];

const LINK_SCHEMES = ['http', 'https', 'mailto', 'irc', 'ircs', 'xmpp'];
/** CSS that can load or run something, or break out of the attribute. */
const UNSAFE_STYLE = /url\s*\(|expression|javascript|@import|behavior|binding|[<>\\]/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { '*': COMMON_ATTRIBUTES, a: ['href'], img: ['src', 'alt'], font: ['face', 'size'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  // sanitize-html keeps style values as written once their properties parse; one that can fetch or run is dropped whole.
  parseStyleAttributes: false,
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.style === undefined || !UNSAFE_STYLE.test(attribs.style)) return { tagName, attribs };
      const { style: _unsafe, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
