import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { looksLikeEmail } from './email-like.js';
import { EVENT_TYPE_CODES, PAGE_VIEW } from './event-types.js';

type BehaviorEvent = components['schemas']['BehaviorEvent'];
type Properties = NonNullable<BehaviorEvent['properties']>;

export const INGEST_MESSAGES = {
  customWithoutName: 'A custom event needs a name',
} as const;

export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const MAX_FUTURE_MS = 5 * 60 * 1000;

/** An event as it will be stored (before interning its path and name). */
export interface PreparedEvent {
  at: Date;
  type: number;
  path: string;
  name: string | null;
  properties: Properties | null;
}


/**
 * The events of a batch worth storing, in time order: those older than 24 h or more than 5 min
 * ahead of `now`, and repeats within the batch, are counted as rejected. Paths lose any query
 * string or fragment (and the secret token of email links); property values that look like
 * email addresses are dropped.
 */
export function prepareEvents(events: readonly BehaviorEvent[], now: Date): { kept: PreparedEvent[]; rejected: number } {
  const oldest = now.getTime() - MAX_AGE_MS;
  const latest = now.getTime() + MAX_FUTURE_MS;
  const seen = new Set<string>();
  const kept: PreparedEvent[] = [];
  let rejected = 0;
  for (const event of events) {
    if (event.type === 'custom' && !event.name?.trim()) throw new HttpError(400, INGEST_MESSAGES.customWithoutName);
    const at = new Date(event.timestamp);
    const time = at.getTime();
    const path = normalizePath(event.path);
    const givenName = event.name?.trim() || null;
    // A name that looks like an email address is dropped (a custom event without its name with it).
    const name = givenName !== null && looksLikeEmail(givenName) ? null : givenName;
    if (event.type === 'custom' && name === null) {
      rejected++;
      continue;
    }
    const key = `${event.type}\n${name ?? ''}\n${path}\n${time}`;
    if (!(time >= oldest && time <= latest) || seen.has(key)) {
      rejected++;
      continue;
    }
    seen.add(key);
    kept.push({ at, type: EVENT_TYPE_CODES[event.type], path, name, properties: withoutPersonalData(event.properties) });
  }
  kept.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { kept, rejected };
}

/**
 * "/dashboard/?tab=1#x" → "/dashboard"; unsubscribe and preference links keep no token, and a
 * segment that looks like an email address reads ":email".
 */
export function normalizePath(path: string): string {
  let pathname = path.split(/[?#]/, 1)[0] || '/';
  const emailLink = pathname.match(/^\/email\/(unsubscribe|preferences)(\/|$)/);
  if (emailLink) pathname = `/email/${emailLink[1]}`;
  pathname = pathname
    .split('/')
    .map((segment) => (looksLikeEmail(safeDecode(segment)) ? ':email' : segment))
    .join('/');
  return withoutTrailingSlashes(pathname);
}

/** "/a/b//" → "/a/b", "///" → "/" (a loop: `/\/+$/` retries at every slash of a long run). */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === SLASH) end--;
  return pathname.slice(0, end);
}

const SLASH = 0x2f;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function withoutPersonalData(properties: Properties | undefined): Properties | null {
  if (!properties) return null;
  const kept = Object.entries(properties).filter(([, value]) => !(typeof value === 'string' && looksLikeEmail(value)));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** Time on page: each page view closed by the next one, capped so that a tab left open overnight does not count. */
export const MAX_TIME_ON_PAGE_MS = 30 * 60 * 1000;

export interface TimedView {
  day: string;
  pathId: number;
  ms: number;
}

export interface PageVisit {
  pathId: number;
  at: Date;
}

/**
 * The page views that the next page view closes (the session's previous last page included), and
 * the session's last page view after the batch. Views not later than the previous last page (a
 * batch sent twice, or late) time nothing.
 */
export function timeOnPages(
  events: readonly { type: number; at: Date; pathId: number }[],
  previous: PageVisit | null,
): { timed: TimedView[]; last: PageVisit | null } {
  const timed: TimedView[] = [];
  let last = previous;
  for (const event of events) {
    if (event.type !== PAGE_VIEW) continue;
    if (last && event.at.getTime() <= last.at.getTime()) continue;
    if (last) timed.push({ day: last.at.toISOString().slice(0, 10), pathId: last.pathId, ms: Math.min(event.at.getTime() - last.at.getTime(), MAX_TIME_ON_PAGE_MS) });
    last = { pathId: event.pathId, at: event.at };
  }
  return { timed, last };
}
