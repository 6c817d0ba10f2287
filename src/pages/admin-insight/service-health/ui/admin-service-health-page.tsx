import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Button, ErrorState, PageHeader, Skeleton, errorMessageOf, surfaceStyles as s } from '@/shared/ui';
import { serviceHealthQueries } from '../api/service-health-api';
import { formatClock } from '../lib/health-words';
import { CheckCard } from './check-card';
import { StatusBanner } from './status-banner';
import { PRODUCT_NAME } from '@/shared/config';

const styles = {
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  checked: css({ textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  notice: css({ p: '3', borderRadius: 'card', bg: 'warning.subtle', color: 'warning.fg', textStyle: 'sm' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  sectionTitle: css({ textStyle: 'sectionTitle' }),
  legend: css({ textStyle: 'caption', color: 'fg.muted' }),
  cards: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
  skeleton: css({ h: '40', borderRadius: 'card' }),
};

/** `/admin/service-health`: every service measured now, refreshed every 5 s while visible, with its last 24 hours. */
export function AdminServiceHealthPage() {
  const report = useQuery(serviceHealthQueries.report());
  const history = useQuery(serviceHealthQueries.history());
  const data = report.data;
  // The strips end at the server's last check, not at this browser's clock.
  const now = data ? Date.parse(data.checkedAt) : 0;
  const refresh = () => {
    void report.refetch();
    void history.refetch();
  };

  return (
    <div className={s.page}>
      <title>{`Service health · ${PRODUCT_NAME}`}</title>
      <PageHeader
        title="Service health"
        subtitle="Measured on the server each time the page refreshes, every 5 seconds while it is open."
        actions={
          <div className={styles.actions}>
            {data && (
              <p className={styles.checked}>
                Last checked <time dateTime={data.checkedAt}>{formatClock(data.checkedAt)}</time>
              </p>
            )}
            <Button variant="outline" size="sm" onClick={refresh}>
              Refresh
            </Button>
          </div>
        }
      />
      {report.isError && !data && <ErrorState title="Unable to check the services" error={report.error} onRetry={refresh} />}
      {report.isError && data && (
        <p role="status" className={styles.notice}>
          The latest check could not be fetched ({errorMessageOf(report.error)}). Showing the results from {formatClock(data.checkedAt)}; the page keeps trying.
        </p>
      )}
      {report.isPending && (
        <div role="status" aria-label="Checking the services" className={styles.cards}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className={styles.skeleton} />
          ))}
        </div>
      )}
      {data && (
        <>
          <StatusBanner report={data} overall={history.data?.overall} now={now} />
          <section className={styles.section} aria-labelledby="service-health-services">
            <h2 id="service-health-services" className={styles.sectionTitle}>
              Services
            </h2>
            {history.data && (
              <p className={styles.legend}>
                Each bar is a quarter hour of the last 24 hours: short for up, taller for degraded, full height for down, a flat line when the server took no sample.
              </p>
            )}
            <ul className={styles.cards}>
              {data.services.map((check) => (
                <li key={check.name}>
                  <CheckCard check={check} periods={history.data?.checks.find((entry) => entry.name === check.name)?.periods} now={now} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
