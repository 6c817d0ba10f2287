import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { FAVICON_LINK } from './pages.js';
import { inlineStylePolicy } from './security-headers.js';
import { APP_NAME } from '../version.js';
import { listOutbox, type OutboxMessage } from '../mail/outbox.js';

export const MAILBOX_PATH = '/dev/mailbox';

export const MAILBOX_MESSAGES = {
  notLoopback: 'The mailbox answers only requests from this machine (loopback).',
} as const;

const MAILBOX_STYLE = `  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 56rem; padding: 1.5rem; color: #1c1b22; background: #f6f5fa; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.05rem; margin: 0; }
  article { background: #fff; border: 1px solid #dcd8ea; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  header p { margin: .25rem 0 0; color: #5b5873; font-size: .875rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: 14px/1.5 ui-monospace, monospace; margin: .75rem 0 0; }
  a { color: #6a3fd6; }`;

/**
 * The outbox for development: an HTML page at /dev/mailbox (newest first, with each message's
 * text) and the same as JSON at /dev/mailbox.json (`?to=` filters by recipient). It shows codes
 * and reset links, so the caller registers it only outside production, and it answers only
 * requests from this machine (the client address, behind TRUST_PROXY the forwarded one): others
 * get 403.
 */
export function registerDevMailbox(app: FastifyInstance): void {
  const fromThisMachine = async (request: FastifyRequest) => {
    if (!isLoopback(request.ip)) throw new HttpError(403, MAILBOX_MESSAGES.notLoopback);
  };
  app.get<{ Querystring: { to?: string } }>(`${MAILBOX_PATH}.json`, { onRequest: fromThisMachine }, async (request, reply) => {
    const to = typeof request.query.to === 'string' && request.query.to !== '' ? request.query.to.trim().toLowerCase() : undefined;
    reply.header('cache-control', 'no-store');
    return { messages: await listOutbox(app.db, to === undefined ? {} : { to }) };
  });
  app.get(MAILBOX_PATH, { onRequest: fromThisMachine, ...inlineStylePolicy(MAILBOX_STYLE) }, async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderMailbox(await listOutbox(app.db));
  });
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

function renderMailbox(messages: OutboxMessage[]): string {
  const items = messages.map(
    (message) => `
    <article>
      <header>
        <h2>${escapeHtml(message.subject)}</h2>
        <p>To <strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.kind)} · ${escapeHtml(describeStatus(message))} ·
        <time datetime="${message.createdAt}">${escapeHtml(message.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
      </header>
      <pre>${linkify(message.text)}</pre>
    </article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · ${APP_NAME}</title>
${FAVICON_LINK}
<style>${MAILBOX_STYLE}</style>
</head>
<body>
<h1>Mailbox</h1>
<p>Emails kept by this development server, newest first (${messages.length}). <a href="${MAILBOX_PATH}">Refresh</a> · <a href="${MAILBOX_PATH}.json">JSON</a></p>
${items.length > 0 ? items.join('\n') : '<p>No emails yet.</p>'}
</body>
</html>
`;
}

function describeStatus(message: OutboxMessage): string {
  if (message.status === 'kept') return 'kept (no SMTP server)';
  if (message.status === 'failed') return `failed: ${message.error ?? 'unknown error'}`;
  return message.status;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkify(text: string): string {
  // A link ends before trailing punctuation ("… (https://…/x)." links https://…/x).
  return escapeHtml(text).replace(/https?:\/\/[^\s<]*[^\s<.,;:!?)\]'"]/g, (url) => `<a href="${url}">${url}</a>`);
}
