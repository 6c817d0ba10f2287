import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { EVENT_TYPE_CODES } from './event-types.js';
import type { DayRange } from './range.js';

type Funnel = components['schemas']['BehavioralAnalytics']['funnels'][number];

export const SIGN_UP_FUNNEL = 'Sign-up to submitted release';
const STEP_NAMES = ['Sign-up', 'Verified', 'First release', 'Submitted'] as const;

/**
 * The users who signed up in the range, and how many of them went on, step after step, by the
 * end of the range: verified an artist (the event, or a verified artist on their roster), created
 * a release (the event, or a release they own), submitted one (a release of theirs moved to PENDING).
 */
export async function signUpFunnel(db: Queryable, range: DayRange): Promise<Funnel> {
  const { rows } = await db.query<{ signed_up: number; verified: number; created: number; submitted: number }>(
    `with cohort as (
       select id from users where created_at >= $1 and created_at < $2
     ),
     verified as (
       select c.id from cohort c
        where exists (select 1 from behavior_user_firsts f where f.user_id = c.id and f.type = ${EVENT_TYPE_CODES.verification_completed} and f.first_at < $2)
           or exists (select 1 from user_artists ua where ua.user_id = c.id and ua.created_at < $2
                        and exists (select 1 from jsonb_each(ua.verified) flag where flag.value = 'true'::jsonb))
     ),
     created as (
       select v.id from verified v
        where exists (select 1 from behavior_user_firsts f where f.user_id = v.id and f.type = ${EVENT_TYPE_CODES.release_created} and f.first_at < $2)
           or exists (select 1 from releases r where r.owner_id = v.id and r.created_at < $2)
     ),
     submitted as (
       select c.id from created c
        where exists (select 1 from releases r join release_status_changes change on change.release_id = r.id
                       where r.owner_id = c.id and change.to_status = 'PENDING' and change.at < $2)
     )
     select (select count(*) from cohort)::int as signed_up, (select count(*) from verified)::int as verified,
            (select count(*) from created)::int as created, (select count(*) from submitted)::int as submitted`,
    [range.start, range.end],
  );
  const row = rows[0]!;
  return funnelOf(SIGN_UP_FUNNEL, STEP_NAMES, [row.signed_up, row.verified, row.created, row.submitted]);
}

/** Steps with their conversion against the first step and against the previous one. */
export function funnelOf(name: string, stepNames: readonly string[], users: readonly number[]): Funnel {
  const first = users[0] ?? 0;
  return {
    name,
    steps: stepNames.map((stepName, index) => {
      const count = users[index] ?? 0;
      const previous = index === 0 ? count : (users[index - 1] ?? 0);
      return {
        name: stepName,
        users: count,
        conversionRate: ratio(count, first),
        stepConversionRate: index === 0 ? 1 : ratio(count, previous),
      };
    }),
  };
}

export function ratio(part: number, whole: number): number {
  return whole > 0 ? Math.min(1, part / whole) : 0;
}
