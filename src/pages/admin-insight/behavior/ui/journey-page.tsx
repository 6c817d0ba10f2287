import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { isApiError } from '@/shared/api';
import { formatDateRange } from '@/shared/lib/dates';
import { Link, useParams } from 'react-router';
import { EmailAddress, EmptyState, ErrorState, PageHeader, Pagination, Skeleton, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { behaviorQueries } from '../api/behavior-api';
import { adminUserPath, BEHAVIOR_PATH } from '../config/paths';
import { journeyQuerySchema } from '../model/range-query';
import { useRangeQuery } from '../model/use-range-query';
import { JourneySessionItem } from './journey-session';
import { RangeFilter } from './range-filter';

const OBJECT_ID = /^[0-9a-f]{24}$/;

const styles = {
  sessions: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  eyebrow: css({ textStyle: 'sm', mb: '1' }),
  email: css({ overflowWrap: 'anywhere' }),
};

function NotFound({ back }: { back: string }) {
  return (
    <EmptyState
      title="This person could not be found"
      description="The link may be old, or the account was removed."
      action={
        <Link className={t.link} to={back}>
          Back to behavioral analytics
        </Link>
      }
    />
  );
}

/** `/admin/behavioral-analytics/user/:userId/journey`: one person's sessions, newest first, each with its events. */
export function AdminUserJourneyPage() {
  const userId = useParams().userId ?? '';
  const valid = OBJECT_ID.test(userId);
  const { query, update, choice, range, search, change } = useRangeQuery(journeyQuerySchema);
  const journey = useQuery({
    ...behaviorQueries.journey(userId, { ...range, page: query.page, limit: query.limit }),
    enabled: valid,
  });
  const back = `${BEHAVIOR_PATH}${search}`;
  const data = journey.data;
  const user = data?.user;
  const notFound = !valid || (journey.isError && isApiError(journey.error) && journey.error.status === 404);

  return (
    <div className={s.page}>
      <PageHeader
        eyebrow={
          <div className={styles.eyebrow}>
            <Link className={t.link} to={back}>
              Behavioral analytics
            </Link>
          </div>
        }
        title={user ? `Journey of ${user.name}` : 'User journey'}
        subtitle={
          user ? (
            <>
              <span className={styles.email}><EmailAddress email={user.email} /></span> ·{' '}
              <Link className={t.link} to={adminUserPath(user._id)}>
                Open account
              </Link>{' '}
              · {formatDateRange(range.from, range.to)}
            </>
          ) : undefined
        }
      />
      {notFound ? (
        <NotFound back={back} />
      ) : (
        <>
          <RangeFilter choice={choice} range={range} onChange={change} />
          {journey.isError && !data ? (
            <ErrorState title="Unable to load this journey" error={journey.error} onRetry={() => void journey.refetch()} />
          ) : !data ? (
            <div role="status" aria-label="Loading the journey" className={styles.sessions}>
              <Skeleton height={72} />
              <Skeleton height={72} />
              <Skeleton height={72} />
            </div>
          ) : data.items.length === 0 ? (
            <EmptyState
              title="No sessions in this period"
              description="Sessions appear here as this person uses the app. Try a longer period."
            />
          ) : (
            <>
              <ol className={styles.sessions} aria-label="Sessions, newest first">
                {data.items.map((session, index) => (
                  <JourneySessionItem key={session.sessionId} session={session} open={query.page === 1 && index === 0} />
                ))}
              </ol>
              <Pagination
                label="Session pages"
                page={query.page}
                pageSize={query.limit}
                total={data.total}
                onPageChange={(page) => update({ page } as Partial<typeof query>)}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
