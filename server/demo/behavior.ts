import { rebuildBehaviorRollups } from '../behavior/rollups.js';
import { EVENT_TYPE_CODES as T } from '../behavior/event-types.js';
import type { Queryable } from '../db/index.js';
import { DEMO_ACCOUNTS } from './accounts.js';

/** Accounts whose behaviour is made up: sign-ups spread over ten weeks (they sign in with the demo password). */
export const DEMO_MEMBERS = 30;
const WEEKS = 6;
const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jamie', 'Kai', 'Logan', 'Morgan', 'Noel', 'Parker', 'Quinn', 'Riley'];
const LAST_NAMES = ['Adler', 'Brooks', 'Chen', 'Diaz', 'Ellis', 'Fox', 'Gray', 'Hayes', 'Ito', 'Jensen', 'Khan', 'Lopez', 'Moreau', 'Novak', 'Ortiz'];
const ARTIST = DEMO_ACCOUNTS[1]!.artists[0]!.id;
const MEMBER_PATHS = [
  '/dashboard',
  '/dashboard',
  '/dashboard/artists',
  `/dashboard/artists/${ARTIST}`,
  `/dashboard/artists/${ARTIST}/payouts`,
  '/dashboard/tracks',
  '/dashboard/albums',
  '/dashboard/releases',
  '/dashboard/releases/management',
  '/dashboard/analytics',
  '/dashboard/works',
  '/dashboard/writers',
  '/dashboard/account',
  '/dashboard/integrations',
];
const ADMIN_PATHS = ['/admin', '/admin/users', '/admin/releases', '/admin/artists', '/admin/analytics', '/admin/email', '/admin/presence', '/admin/behavioral-analytics'];
const CLICK_NAMES = ['open-menu', 'export-csv', 'change-period', 'open-artist', 'play-preview', 'filter-platform'];

export function demoMemberId(index: number): string {
  return `66b4de00000000000d${index.toString(16).padStart(6, '0')}`;
}

/**
 * Six weeks of behaviour for the demo accounts and DEMO_MEMBERS made-up members, generated in a
 * few set-based statements (pseudo-random from hashes of fixed keys, so every start draws the same
 * pattern relative to its day): sessions on the days each is active, fewer as weeks pass since
 * sign-up (retention), page views and clicks, verification and release milestones for some (the
 * funnel). Then the rollups are computed from the events.
 */
export async function seedDemoBehavior(tx: Queryable, passwordHash: string): Promise<void> {
  await tx.query(
    `insert into users (id, email, password_hash, first_name, last_name, email_verified_at, created_at, updated_at)
     select id, 'member' || g || '@demo.test', $2, ($3::text[])[1 + g % array_length($3::text[], 1)], ($4::text[])[1 + (g * 7) % array_length($4::text[], 1)],
            created, created, created
       from generate_series(1, $1::int) g
       cross join lateral (select '66b4de00000000000d' || lpad(to_hex(g), 6, '0') as id,
                                  date_trunc('hour', now()) - make_interval(days => (g * 7 * 10 / $1::int), hours => (g * 5) % 24) as created) member
     on conflict do nothing`,
    [DEMO_MEMBERS, passwordHash, FIRST_NAMES, LAST_NAMES],
  );
  const people = [...DEMO_ACCOUNTS.map((account) => account.id), ...Array.from({ length: DEMO_MEMBERS }, (_, index) => demoMemberId(index + 1))];
  await tx.query('insert into behavior_paths (path) select unnest($1::text[]) on conflict do nothing', [[...MEMBER_PATHS, ...ADMIN_PATHS]]);
  await tx.query('insert into behavior_names (name) select unnest($1::text[]) on conflict do nothing', [CLICK_NAMES]);

  // Sessions: on a day since sign-up, one (sometimes two) with a chance that falls week after week.
  await tx.query(
    `insert into behavior_sessions (user_id, client_id, started_at, last_at, device, browser, os, app_version)
     select u.id, 'demo-' || u.id || '-' || d || '-' || s, start, start, device.code, device.browser, device.os, '2026.11.1'
       from users u
       cross join generate_series(0, $2::int * 7 - 1) d
       cross join generate_series(0, 1) s
       cross join lateral (select abs(hashtext(u.id || ':' || d || ':' || s)) as h, abs(hashtext(u.id)) as uh) r
       cross join lateral (select date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 7 + r.h % 13, mins => r.h % 60) as start) t
       cross join lateral (select case when r.uh % 20 < 13 then 1 when r.uh % 20 < 18 then 2 else 3 end as code,
                                  (array['Chrome', 'Safari', 'Firefox', 'Microsoft Edge'])[1 + r.uh % 4] as browser,
                                  case when r.uh % 20 < 13 then (array['macOS', 'Windows', 'Linux'])[1 + r.uh % 3]
                                       else (array['iOS', 'Android'])[1 + r.uh % 2] end as os) device
      where u.id = any($1::text[]) and start < now()
        -- the demo accounts were made at the first start: they act as if they had been here for weeks
        and (start >= u.created_at or u.id = any($3::text[]))
        and r.h % 100 < greatest(12, 75 - 12 * greatest(0, (start::date - u.created_at::date) / 7))
        and (s = 0 or r.h % 4 = 0)`,
    [people, WEEKS, DEMO_ACCOUNTS.map((account) => account.id)],
  );
  // Events: a page view first, then page views, clicks, searches, dialogs and plays, 20 to 80 s apart.
  await tx.query(
    `insert into behavior_events (session_id, occurred_at, type, path_id, name_id)
     select s.id, r.at, kind.type, p.id, coalesce(n.id, 0)
       from behavior_sessions s
       join users u on u.id = s.user_id
       cross join lateral generate_series(0, 2 + abs(hashtext(s.client_id)) % 12) k
       cross join lateral (select abs(hashtext(s.client_id || ':' || k)) as h,
                                  s.started_at + make_interval(secs => k * (20 + abs(hashtext(s.client_id)) % 60)) as at) r
       cross join lateral (select case when k = 0 or r.h % 100 < 55 then ${T.page_view} when r.h % 100 < 78 then ${T.click}
                                       when r.h % 100 < 86 then ${T.search} when r.h % 100 < 91 then ${T.modal_open}
                                       when r.h % 100 < 95 then ${T.modal_close} when r.h % 100 < 98 then ${T.audio_play}
                                       else ${T.form_submit} end as type,
                                  case when 'ADMIN' = any(u.roles) then $2::text[] else $1::text[] end as paths) kind
       join behavior_paths p on p.path = kind.paths[1 + r.h % array_length(kind.paths, 1)]
       left join behavior_names n on kind.type = ${T.click} and n.name = ($3::text[])[1 + r.h % array_length($3::text[], 1)]
      where s.client_id like 'demo-%' and r.at < now()`,
    [MEMBER_PATHS, ADMIN_PATHS, CLICK_NAMES],
  );
  // Milestones in each member's first session: three in four verify an artist, one in two of those create a release.
  await tx.query(
    `with firsts as (
       select distinct on (s.user_id) s.id, s.user_id, s.started_at + interval '5 minutes' as last_at
         from behavior_sessions s where s.client_id like 'demo-%' and s.user_id like '66b4de00000000000d%'
        order by s.user_id, s.started_at
     ),
     first_sessions as (select *, row_number() over (order by user_id) as n from firsts)
     insert into behavior_events (session_id, occurred_at, type, path_id, name_id)
     select f.id, f.last_at + make_interval(mins => m.offset_minutes), m.type, p.id, 0
       from first_sessions f
       cross join (values (${T.verification_started}, 1, '/dashboard/integrations', 0), (${T.verification_completed}, 3, '/dashboard/integrations', 0),
                          (${T.release_create_started}, 5, '/dashboard/releases', 1), (${T.release_created}, 9, '/dashboard/releases', 1)) m(type, offset_minutes, path, release)
       join behavior_paths p on p.path = m.path
      where f.n % 4 <> 0 and (m.release = 0 or f.n % 2 = 1) and f.last_at + make_interval(mins => m.offset_minutes) < now()`,
  );
  await rebuildBehaviorRollups(tx);
}
