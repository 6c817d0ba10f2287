import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';

/** What came back on a raw connection: an answer (status null if none came) and whether the server closed it. */
export interface RawAnswer {
  status: number | null;
  headers: Record<string, string>;
  body: string;
  closed: boolean;
}

/** The server's side of every connection it accepts (their `bytesRead` is what the server read). */
export function serverSockets(app: FastifyInstance): Socket[] {
  const sockets: Socket[] = [];
  app.server.on('connection', (socket: Socket) => sockets.push(socket));
  return sockets;
}

export function listeningPort(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

/**
 * One keep-alive HTTP/1.1 connection written byte by byte as a client would (bodies in chunks, with
 * back-pressure), for what `inject` cannot show: framing, unread bodies, connections left hanging.
 */
export class RawConnection {
  private readonly socket: Socket;
  private received = Buffer.alloc(0);
  private closed = false;
  private wake: () => void = () => {};

  constructor(port: number) {
    this.socket = connect({ port, host: '127.0.0.1' });
    this.socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    this.socket.on('error', () => {}); // a reset after a refusal: `closed` tells
    this.socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  /** Writes the request line and headers, then the body chunks; stops writing once the server closes. */
  async send(head: string, chunks: Iterable<Buffer>): Promise<void> {
    if (!(await this.write(Buffer.from(head)))) return;
    for (const chunk of chunks) if (!(await this.write(chunk))) return;
  }

  /**
   * The next answer, or whatever came before the server closed the connection; fails when neither
   * happens within `timeoutMs` (the connection hangs).
   */
  async answer(timeoutMs: number): Promise<RawAnswer> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = this.parse();
      if (answer) return answer;
      if (this.closed) {
        const head = this.parseHead();
        return { status: head?.status ?? null, headers: head?.headers ?? {}, body: '', closed: true };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No answer within ${timeoutMs} ms and the connection is still open: it hangs`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Resolves once the server has closed the connection; fails after `timeoutMs`. */
  async whenClosed(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`The connection is still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  get isClosed(): boolean {
    return this.closed;
  }

  end(): void {
    this.socket.destroy();
  }

  private write(chunk: Buffer): Promise<boolean> {
    if (this.closed || this.socket.destroyed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const flushed = this.socket.write(chunk, (error) => {
        if (error) resolve(false);
      });
      if (flushed) resolve(true);
      else {
        const done = (value: boolean) => () => {
          this.socket.off('drain', onDrain);
          this.socket.off('close', onClose);
          resolve(value);
        };
        const onDrain = done(true);
        const onClose = done(false);
        this.socket.once('drain', onDrain);
        this.socket.once('close', onClose);
      }
    });
  }

  private parseHead(): { status: number; headers: Record<string, string>; headLength: number } | null {
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...lines] = this.received.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    return { status: Number(statusLine!.split(' ')[1]), headers, headLength: end + 4 };
  }

  private parse(): RawAnswer | null {
    const head = this.parseHead();
    if (!head) return null;
    const length = Number(head.headers['content-length'] ?? 0);
    if (this.received.length < head.headLength + length) return null;
    const body = this.received.subarray(head.headLength, head.headLength + length).toString('utf8');
    this.received = this.received.subarray(head.headLength + length);
    return { status: head.status, headers: head.headers, body, closed: this.closed };
  }
}

/** A request head with a declared body length, or (null) a chunked body. */
export function requestHead(method: string, path: string, headers: Record<string, string>, contentLength: number | null): string {
  const framing = contentLength === null ? 'transfer-encoding: chunked' : `content-length: ${contentLength}`;
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: keep-alive', framing];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** `bytes` in chunks of `size` (what a client writing a file 64 KB at a time sends). */
export function* inChunks(bytes: Buffer, size: number): Generator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

/** `chunks` in chunked transfer coding (a body of no declared length). */
export function* chunkedCoding(chunks: Iterable<Buffer>): Generator<Buffer> {
  for (const chunk of chunks) yield Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  yield Buffer.from('0\r\n\r\n');
}
