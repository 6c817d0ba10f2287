// Presence streams (GET /api/user-presence) held as browser tabs hold them: each on its own
// connection; when one ends without us closing it, it reconnects after the last `retry:` hint, as
// EventSource does. Records how long opening took (request → `initial` event) and, for every
// reconnection, how long the stream was without its list (end → next `initial`). Times are
// Date.now(): the streams live in a process of their own (StreamHolder, stream-holder.ts), so that
// the rest of the load client cannot delay reading them.
import { type ChildProcess, spawn } from 'node:child_process';
import { type IncomingMessage, request } from 'node:http';
import { fileURLToPath } from 'node:url';

interface Stream {
  token: string;
  response: IncomingMessage | null;
  retryMs: number;
  endedAt: number;
}

export interface Reconnection {
  endedAt: number;
  /** From the end of the old stream to the `initial` event of the new one. */
  gapMs: number;
}

export class PresenceStreams {
  readonly openMs: number[] = [];
  readonly reconnections: Reconnection[] = [];
  events = 0;
  failures = 0;
  private readonly streams: Stream[];
  private closing = false;

  constructor(
    private readonly origin: string,
    tokens: string[],
  ) {
    this.streams = tokens.map((token) => ({ token, response: null, retryMs: 1000, endedAt: 0 }));
  }

  /** Opens every stream, `concurrency` at a time; resolves once each has its `initial` event (or failed). */
  async open(concurrency = 100): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < this.streams.length) await this.connect(this.streams[next++]!).catch(() => this.failures++);
      }),
    );
  }

  get openCount(): number {
    return this.streams.filter((stream) => stream.response !== null).length;
  }

  /** Reconnections that ended at or after `since` (the streams of an instance that went away). */
  reconnectedSince(since: number): Reconnection[] {
    return this.reconnections.filter((reconnection) => reconnection.endedAt >= since);
  }

  /** Streams that ended and have not got their list back yet. */
  get waiting(): number {
    return this.streams.filter((stream) => stream.response === null && stream.endedAt > 0).length;
  }

  report(since: number): StreamReport {
    return { openMs: this.openMs, failures: this.failures, openCount: this.openCount, waiting: this.waiting, events: this.events, reconnections: this.reconnectedSince(since) };
  }

  closeAll(): void {
    this.closing = true;
    for (const stream of this.streams) stream.response?.destroy();
  }

  private connect(stream: Stream): Promise<void> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const call = request(`${this.origin}/api/user-presence`, { agent: false, headers: { authorization: `Bearer ${stream.token}`, accept: 'text/event-stream' } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`presence stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let initial = false;
        response.on('data', (chunk: string) => {
          const retry = /(?:^|\n)retry: (\d+)/.exec(chunk);
          if (retry) stream.retryMs = Number(retry[1]);
          if (!initial && chunk.includes('event: initial')) {
            initial = true;
            stream.response = response;
            if (stream.endedAt) this.reconnections.push({ endedAt: stream.endedAt, gapMs: Date.now() - stream.endedAt });
            else this.openMs.push(Date.now() - started);
            stream.endedAt = 0;
            resolve();
            return;
          }
          this.events += chunk.split('\nevent: ').length - 1 + (chunk.startsWith('event: ') ? 1 : 0);
        });
        const ended = () => {
          if (!initial) reject(new Error('presence stream ended before its initial event'));
          if (stream.response !== response) return;
          stream.response = null;
          if (this.closing) return;
          stream.endedAt = Date.now();
          this.reconnectLater(stream);
        };
        response.once('end', ended);
        response.once('close', ended);
        response.on('error', () => {});
      });
      call.on('error', (error) => {
        reject(error);
      });
      call.end();
    });
  }

  private reconnectLater(stream: Stream): void {
    setTimeout(() => {
      if (this.closing) return;
      this.connect(stream).catch(() => {
        // As EventSource does: try again after the same wait.
        if (!this.closing) this.reconnectLater(stream);
      });
    }, stream.retryMs);
  }
}

/** The `initial` list of a fresh presence stream on `origin`: the user ids it holds. */
export function initialPresence(origin: string, token: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin}/api/user-presence`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`presence stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let text = '';
      response.on('data', (chunk: string) => {
        text += chunk;
        const match = /event: initial\ndata: (.*)\n\n/.exec(text);
        if (!match) return;
        response.destroy();
        const data = JSON.parse(match[1]!) as { users: { userId: string }[] } | { userId: string }[];
        resolve((Array.isArray(data) ? data : data.users).map((user) => user.userId));
      });
      response.on('error', () => {});
    });
    call.setTimeout(10_000, () => call.destroy(new Error('no initial presence list in 10 s')));
    call.on('error', reject);
    call.end();
  });
}

export interface StreamReport {
  openMs: number[];
  failures: number;
  openCount: number;
  waiting: number;
  events: number;
  reconnections: Reconnection[];
}

/** PresenceStreams in a child process (stream-holder.ts), asked for reports over IPC. */
export class StreamHolder {
  private constructor(private readonly child: ChildProcess) {}

  /** Opens the streams; resolves once every one has its list (or failed). */
  static async open(origin: string, tokens: string[]): Promise<StreamHolder> {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./stream-holder.ts', import.meta.url)), origin], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const holder = new StreamHolder(child);
    await holder.ask({ open: tokens });
    return holder;
  }

  /** Figures so far; reconnections of streams that ended at or after `since` (Date.now()). */
  report(since = 0): Promise<StreamReport> {
    return this.ask({ report: since });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ close: true });
    await exited;
  }

  private ask(message: object): Promise<StreamReport> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the stream holder exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (report) => {
        this.child.off('exit', onExit);
        resolve(report as StreamReport);
      });
      this.child.send(message);
    });
  }
}
