import type { Queryable } from '../db/index.js';
import { pageWindow, selectPage } from '../db/paging.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { deviceTypeOf, eventTypeOf } from './event-types.js';
import type { DayRange } from './range.js';

type UserJourney = components['schemas']['UserJourney'];
type JourneySession = UserJourney['items'][number];
type BehaviorEvent = JourneySession['events'][number];

interface SessionRow {
  id: number;
  client_id: string;
  started_at: Date;
  last_at: Date;
  device: number;
  browser: string | null;
  os: string | null;
  app_version: string | null;
}

export const JOURNEY_MESSAGES = { userNotFound: 'User not found' } as const;

/** One user's sessions that started in the range, newest first, a page at a time, each with its events in order. */
export async function userJourney(db: Queryable, userId: string, range: DayRange, page: number, limit: number): Promise<UserJourney> {
  const { rows: users } = await db.query<{ id: string; email: string; name: string; photo_url: string | null }>(
    `select id, email, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name, photo_url from users where id = $1`,
    [userId],
  );
  const user = users[0];
  if (!user) throw new HttpError(404, JOURNEY_MESSAGES.userNotFound);
  const { items: sessions, total } = await selectPage<SessionRow>(
    db,
    {
      select: 'id, client_id, started_at, last_at, device, browser, os, app_version',
      from: 'from behavior_sessions where user_id = $1 and started_at >= $2 and started_at < $3',
      params: [userId, range.start, range.end],
      order: 'started_at desc, id desc',
    },
    pageWindow({ page, limit }),
  );
  const { rows: events } = await db.query<{ session_id: number; occurred_at: Date; type: number; path: string; name: string | null; properties: BehaviorEvent['properties'] | null }>(
    `select e.session_id, e.occurred_at, e.type, p.path, n.name, e.properties
       from behavior_events e join behavior_paths p on p.id = e.path_id left join behavior_names n on n.id = e.name_id
      where e.session_id = any($1::int[])
      order by e.session_id, e.occurred_at, e.type`,
    [sessions.map((session) => session.id)],
  );
  const eventsBySession = new Map<number, BehaviorEvent[]>();
  for (const row of events) {
    const list = eventsBySession.get(row.session_id) ?? [];
    list.push({
      type: eventTypeOf(row.type),
      ...(row.name === null ? {} : { name: row.name }),
      path: row.path,
      timestamp: new Date(row.occurred_at).toISOString(),
      ...(row.properties === null ? {} : { properties: row.properties }),
    });
    eventsBySession.set(row.session_id, list);
  }
  return {
    user: { _id: user.id, email: user.email, name: user.name, photoURL: user.photo_url },
    from: range.from,
    to: range.to,
    items: sessions.map((session) => {
      const startedAt = new Date(session.started_at);
      const endedAt = new Date(session.last_at);
      const known = session.device !== 0 || session.browser !== null || session.os !== null;
      return {
        sessionId: session.client_id,
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        durationSeconds: Math.max(0, (endedAt.getTime() - startedAt.getTime()) / 1000),
        device: known ? { type: deviceTypeOf(session.device), browser: session.browser, os: session.os } : null,
        appVersion: session.app_version,
        events: eventsBySession.get(session.id) ?? [],
      };
    }),
    page,
    limit,
    total,
  };
}
