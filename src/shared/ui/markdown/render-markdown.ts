import { micromark } from 'micromark';

// micromark escapes raw HTML and empties the address of a link or image whose protocol is not
// safe (`javascript:`, `data:`…): what it writes is the only markup in its output, so the
// attributes it writes can be adjusted by pattern without a parser.
const EMPTIED_LINK = /<a href="">([\s\S]*?)<\/a>/g;
const EMPTIED_IMAGE = /<img src="" alt="([^"]*)"(?: title="[^"]*")? \/>/g;
const EXTERNAL_LINK = /<a href="((?:https?:)?\/\/[^"]*)"/g;

/**
 * Markdown (CommonMark) as HTML that is safe to insert: raw HTML shown as text, unsafe links
 * reduced to their text, and links to other sites opened in a new tab without handing it this
 * page (`noopener noreferrer`).
 */
export function renderMarkdown(text: string): string {
  return micromark(text)
    .replace(EMPTIED_LINK, '$1')
    .replace(EMPTIED_IMAGE, '$1')
    .replace(EXTERNAL_LINK, '<a href="$1" target="_blank" rel="noopener noreferrer"');
}
