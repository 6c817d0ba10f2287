import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { isApiError } from '@/shared/api';
import { formatDateRange } from '@/shared/lib/dates';
import { useListQuery } from '@/shared/lib/list-query';
import { Link, useParams } from 'react-router';
import { EmailAddress, EmptyState, ErrorState, PageHeader, Pagination, Skeleton, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { PeriodControl } from '@/shared/ui/period-control';
import { behaviorQueries } from '../api/behavior-api';
import { adminUserPath, BEHAVIOR_PATH } from '../config/paths';
import { BEHAVIOR_PERIODS, journeyQuerySchema } from '../model/period';
import { useBehaviorPeriod } from '../model/use-behavior-period';
import { JourneySessionItem } from './journey-session';

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
  const { query, update } = useListQuery(journeyQuerySchema);
  const { period, search, change } = useBehaviorPeriod();
  const journey = useQuery({
    ...behaviorQueries.journey(userId, { from: period.from, to: period.to, page: query.page, limit: query.limit }),
    enabled: valid && period.problem === null,
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
              · {formatDateRange(period.from, period.to)}
            </>
          ) : undefined
        }
      />
      {notFound ? (
        <NotFound back={back} />
      ) : (
        <>
          <PeriodControl period={period} presets={BEHAVIOR_PERIODS} onChange={change} />
          {period.problem ? null : journey.isError && !data ? (
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
