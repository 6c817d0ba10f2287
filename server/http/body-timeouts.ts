import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export interface BodyTimeouts {
  /** No byte of a request body for this long closes the connection. */
  idleMs: number;
  /** A body that is not a multipart upload must have all arrived this long after the headers. */
  totalMs: number;
}

export const BODY_TIMEOUTS: BodyTimeouts = { idleMs: 30_000, totalMs: 60_000 };

/**
 * Cuts request bodies that stop arriving, which would otherwise hold a connection and a request
 * open for ever (Fastify sets no request timeout, and Node's headersTimeout covers headers only).
 *
 * An idle limit for every body: an audio master of 2 GB on a slow link takes as long as it takes
 * while its bytes keep coming, so no total limit can fit uploads. Other bodies are at most 1 MiB
 * (16 KiB without signing in), so they also get a total limit, which a sender dripping one byte
 * just inside the idle limit cannot stretch. The timers run only while the body arrives, on the
 * socket: a slow handler, a download or an event stream afterwards is not cut.
 */
export function registerBodyTimeouts(app: FastifyInstance, timeouts: BodyTimeouts): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const socket = raw.socket as Socket | undefined;
    if (raw.complete || !hasBody(raw) || typeof socket?.setTimeout !== 'function') return;
    const cut = () => {
      request.log.info('request body stalled: connection closed');
      socket.destroy();
    };
    const deadline = isMultipart(raw) ? undefined : setTimeout(cut, timeouts.totalMs).unref();
    raw.on('timeout', cut); // Node emits it on the request while the body is incomplete
    socket.setTimeout(timeouts.idleMs);
    let done = false;
    const bodyDone = () => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      raw.off('timeout', cut);
      // Once the response is finished, Node has put the keep-alive timeout on the socket: leave it.
      if (!reply.raw.writableFinished && !socket.destroyed) socket.setTimeout(app.server.timeout || 0);
    };
    raw.once('end', bodyDone);
    raw.once('close', bodyDone);
    // An answer sent before the body was read (413 past the body limit, a refused upload) ends the
    // watch too: that connection closes, or its rest is drained under Node's keep-alive timeout.
    // Neither event above comes then, and each refused request would keep its timer, its listeners
    // and itself in memory for the whole total timeout.
    reply.raw.once('finish', bodyDone);
    reply.raw.once('close', bodyDone);
  });
}

function hasBody(raw: IncomingMessage): boolean {
  return raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
}

/** Uploads (multipart forms, tus chunks) take as long as their bytes keep coming. */
function isMultipart(raw: IncomingMessage): boolean {
  const type = (raw.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/') || type.startsWith('application/offset+octet-stream');
}
