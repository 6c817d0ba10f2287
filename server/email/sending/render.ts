import { micromark } from 'micromark';
import { APP_NAME } from '../../version.js';
import { sanitizeHtml } from './safe-html.js';

/**
 * A campaign's message with the per-recipient parts left as placeholders: `{{link:N}}` (the Nth
 * link of `links`), `{{open}}` (the tracking pixel's URL), `{{unsubscribe}}`, `{{preferences}}`.
 * Rendered once per campaign; `personalize` fills it in per recipient.
 */
export interface CampaignTemplate {
  html: string;
  text: string;
  /** The distinct http(s) links of the content, in order of first appearance. */
  links: string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/**
 * The content as HTML: Markdown without raw HTML (micromark's safe default, as posts), or the
 * admin's own HTML under the same rules (no script, event handlers or unsafe links).
 */
export function contentHtml(content: string, format: 'markdown' | 'html'): string {
  return format === 'html' ? sanitizeHtml(content) : micromark(content);
}

/** Plain text of a fragment of our HTML: blocks on their own lines, links as "label (url)". */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_match, href: string, label: string) => {
        const text = label.replace(/<[^>]+>/g, '').trim();
        return text && text !== href ? `${text} (${href})` : href;
      })
      .replace(/<li[^>]*>/gi, '- ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|li|ul|ol|blockquote|pre|div|tr)>/gi, '\n')
      .replace(/<hr\s*\/?>/gi, '\n---\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Replaces every http(s) href by `{{link:N}}`, collecting the targets. */
function placeLinks(html: string): { html: string; links: string[] } {
  const links: string[] = [];
  const placed = html.replace(/href="(https?:\/\/[^"]+)"/gi, (_match, encoded: string) => {
    const url = decodeEntities(encoded);
    let index = links.indexOf(url);
    if (index === -1) index = links.push(url) - 1;
    return `href="{{link:${index}}}"`;
  });
  return { html: placed, links };
}

export function buildTemplate({
  content,
  format,
  previewText,
  tracked,
}: {
  content: string;
  format: 'markdown' | 'html';
  previewText: string | null;
  /** Links through the click redirect and an open pixel; false for test sends. */
  tracked: boolean;
}): CampaignTemplate {
  const body = contentHtml(content, format);
  const { html: placed, links } = tracked ? placeLinks(body) : { html: body, links: [] };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:24px;background:#f6f5fa;font:16px/1.5 system-ui,sans-serif;color:#1c1b22">
${previewText ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(previewText)}</div>\n` : ''}<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${placed}
</div>
<p style="max-width:600px;margin:16px auto;font-size:13px;color:#5b5873">You receive this email from ${APP_NAME}.
<a href="{{unsubscribe}}">Unsubscribe</a> · <a href="{{preferences}}">Email preferences</a></p>
${tracked ? '<img src="{{open}}" width="1" height="1" alt="" style="display:block;border:0">\n' : ''}</body></html>
`;
  const text = `${htmlToText(placed)}\n\n--\n${APP_NAME}\nUnsubscribe: {{unsubscribe}}\nEmail preferences: {{preferences}}\n`;
  return { html, text, links };
}

export interface RecipientLinks {
  /** Base of the tracking URLs: https://app.example.com */
  baseUrl: string;
  /** The recipient's message token (open and click links), or null for an untracked message. */
  messageToken: string | null;
  /** The subscriber's token (unsubscribe and preference pages). */
  subscriberToken: string;
  links: string[];
}

export function personalize(template: string, { baseUrl, messageToken, subscriberToken, links }: RecipientLinks, escape: boolean): string {
  const unsubscribe = `${baseUrl}/email/unsubscribe/${subscriberToken}`;
  const preferences = `${baseUrl}/email/preferences/${subscriberToken}`;
  return template.replace(/\{\{(link:\d+|open|unsubscribe|preferences)\}\}/g, (_match, key: string) => {
    if (key === 'unsubscribe') return unsubscribe;
    if (key === 'preferences') return preferences;
    if (key === 'open') return `${baseUrl}/api/email/open/${messageToken}`;
    const index = Number(key.slice('link:'.length));
    const url = messageToken ? `${baseUrl}/api/email/click/${messageToken}-${index}` : (links[index] ?? '');
    return escape ? escapeHtml(url) : url;
  });
}

/** RFC 8058 one-click unsubscribe (answered by POST /api/email/unsubscribe/{token}) and a mailto fallback. */
export function unsubscribeHeaders(baseUrl: string, subscriberToken: string, from: string): Record<string, string> {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    'List-Unsubscribe': `<${baseUrl}/api/email/unsubscribe/${subscriberToken}>, <mailto:unsubscribe@${domain}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
