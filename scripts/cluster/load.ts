// The mixed load of `npm run bench:cluster`, through one origin (nginx) for a fixed time:
// catalogue reads and an artist's analytics (closed loop, scripts/bench-load.ts's worker),
// behavioural events (open loop, batches on a fixed clock), presence posts of users moving between
// pages (their updates reach every presence stream) and audio uploads (open loop). Writes that
// were acknowledged (2xx) are kept, to be read back after.
import { demoToneWav } from '../../server/demo/release-media.js';
import { type LoadFigures, load, percentile } from '../bench-load.js';
import { benchPresenceUser } from '../bench-presence-user.js';
import { sleep } from './cluster.js';

export interface Figures {
  requests: number;
  rps: number;
  p99: number;
  errors: number;
}

export interface Acknowledged {
  /** Events the server answered as recorded (202 `accepted`), by client session id. */
  events: Map<string, number>;
  /** Stored audio: its link and its size. */
  uploads: { source: string; bytes: number }[];
}

export interface LoadPlan {
  origin: string;
  seconds: number;
  artistToken: string;
  artistIds: string[];
  catalogueClients: number;
  analyticsClients: number;
  /** Tokens of event senders (each with a client session of its own). */
  senderTokens: string[];
  eventsPerSecond: number;
  /** Presence users: [id, token]; each joins, then changes page every `presenceEverySeconds`. */
  presenceUsers: [string, string][];
  presenceEverySeconds: number;
  uploaderTokens: string[];
  uploadsPerSecond: number;
  acknowledged: Acknowledged;
}

const EVENTS_PER_BATCH = 10;
const PATHS = ['/dashboard', '/dashboard/artists', '/dashboard/tracks', '/dashboard/releases', '/dashboard/analytics'];
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** A 1-second 24-bit/48 kHz stereo tone (288 kB), what an upload sends. */
const WAV = new Uint8Array(demoToneWav(440, 1));

class Timings {
  readonly latencies: number[] = [];
  errors = 0;
  private readonly started = performance.now();
  private ended = 0;

  async time<T>(work: () => Promise<T>): Promise<T | null> {
    const begin = performance.now();
    try {
      const result = await work();
      this.latencies.push(performance.now() - begin);
      return result;
    } catch {
      this.errors++;
      return null;
    }
  }

  end(): void {
    this.ended = performance.now();
  }

  figures(): Figures {
    const seconds = ((this.ended || performance.now()) - this.started) / 1000;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return { requests: this.latencies.length, rps: this.latencies.length / seconds, p99: percentile(sorted, 99), errors: this.errors };
  }
}

const fromLoad = (figures: LoadFigures): Figures => ({ requests: figures.requests, rps: figures.rps, p99: figures.p99, errors: figures.errors });

async function send(origin: string, method: string, path: string, token: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${method} ${path} answered ${response.status}`);
  }
  return response;
}

export const joinPresence = (origin: string, id: string, token: string) => send(origin, 'POST', '/api/presence/join', token, benchPresenceUser({ userId: id, email: `presence-${id}@bench.test`, name: 'Bench presence', currentPath: '/dashboard' })).then((response) => response.body?.cancel());

/** Uploads the tone as audio; the stored file's link and size. */
export async function uploadAudio(origin: string, token: string): Promise<{ source: string; bytes: number }> {
  const form = new FormData();
  form.append('audio', new Blob([WAV], { type: 'audio/wav' }), 'cluster.wav');
  const response = await fetch(`${origin}/api/releases/drafts/upload-audio`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new Error(`upload answered ${response.status}`);
  }
  const { source } = (await response.json()) as { source: string };
  return { source, bytes: WAV.length };
}

/** Runs `task` `perSecond` times a second on a fixed clock until `until`, whatever the answers take. */
async function openLoop(perSecond: number, until: () => boolean, task: (number: number) => Promise<unknown>): Promise<void> {
  const inFlight = new Set<Promise<unknown>>();
  const started = performance.now();
  let sent = 0;
  while (!until()) {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    while (sent < due) {
      const promise = task(sent++).finally(() => inFlight.delete(promise));
      inFlight.add(promise);
    }
    await sleep(10);
  }
  await Promise.all(inFlight);
}

export interface LoadResult {
  catalogue: Figures;
  analytics: Figures;
  events: Figures;
  presence: Figures;
  uploads: Figures;
}

/** Runs the plan for its `seconds`; resolves with figures per kind. */
export async function mixedLoad(plan: LoadPlan): Promise<LoadResult> {
  const { origin, acknowledged } = plan;
  const deadline = performance.now() + plan.seconds * 1000;
  const over = () => performance.now() >= deadline;
  const artistHeaders = { authorization: `Bearer ${plan.artistToken}` };
  const cataloguePaths = Array.from({ length: 200 }, (_, index) => `/api/artists?page=${1 + (index % 50)}&limit=20${index % 2 ? '&sortBy=name' : ''}`);
  const analyticsPaths = Array.from({ length: 200 }, (_, index) => {
    const end = index % 60;
    return `/api/artists/${plan.artistIds[index % plan.artistIds.length]}/analytics?from=${day(end + 29)}&to=${day(end)}`;
  });

  const events = new Timings();
  const eventSessions = plan.senderTokens.map((token, index) => ({ token, sessionId: `cluster-${process.pid}-${index}` }));
  const sendEvents = (number: number) => {
    const sender = eventSessions[number % eventSessions.length]!;
    const now = Date.now();
    const batch = Array.from({ length: EVENTS_PER_BATCH }, (_, index) => {
      const timestamp = new Date(now - (EVENTS_PER_BATCH - index) * 7).toISOString();
      const path = PATHS[(number + index) % PATHS.length]!;
      return index % 3 === 0 ? { type: 'page_view', path, timestamp } : { type: 'click', name: `button-${index % 4}`, path, timestamp, properties: { position: index } };
    });
    return events.time(async () => {
      const response = await send(origin, 'POST', '/api/analytics/events', sender.token, { sessionId: sender.sessionId, appVersion: 'bench', events: batch });
      const { accepted } = (await response.json()) as { accepted: number };
      acknowledged.events.set(sender.sessionId, (acknowledged.events.get(sender.sessionId) ?? 0) + accepted);
    });
  };

  const presence = new Timings();
  const movePresence = async () => {
    let round = 0;
    while (!over()) {
      const gap = (plan.presenceEverySeconds * 1000) / plan.presenceUsers.length;
      for (const [, token] of plan.presenceUsers) {
        if (over()) break;
        void presence.time(() => send(origin, 'POST', '/api/presence/update', token, { currentPath: `${PATHS[round % PATHS.length]}`, currentPage: `Page ${round}` }).then((response) => response.body?.cancel()));
        await sleep(gap);
      }
      round++;
    }
  };

  const uploads = new Timings();
  const upload = (number: number) =>
    uploads.time(async () => acknowledged.uploads.push(await uploadAudio(origin, plan.uploaderTokens[number % plan.uploaderTokens.length]!)));

  const [catalogue, analytics] = await Promise.all([
    load({ origin, paths: cataloguePaths, headers: artistHeaders, clients: plan.catalogueClients, seconds: plan.seconds }),
    load({ origin, paths: analyticsPaths, headers: artistHeaders, clients: plan.analyticsClients, seconds: plan.seconds }),
    openLoop(plan.eventsPerSecond / EVENTS_PER_BATCH, over, sendEvents).then(() => events.end()),
    movePresence().then(() => presence.end()),
    openLoop(plan.uploadsPerSecond, over, upload).then(() => uploads.end()),
  ]);
  return { catalogue: fromLoad(catalogue), analytics: fromLoad(analytics), events: events.figures(), presence: presence.figures(), uploads: uploads.figures() };
}
