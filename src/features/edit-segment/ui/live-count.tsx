import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { emailSegmentQueries, isRuleComplete, personName, type EmailSegmentRule } from '@/entities/email';
import { formatCountOf } from '@/shared/lib/money';
import { useDebouncedValue } from '@/shared/lib/deferred';
import { errorMessageOf, Spinner } from '@/shared/ui';

/** How long the rules must stay unchanged before they are counted. */
export const LIVE_COUNT_DELAY_MS = 400;

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', minW: '0' }),
  count: css({ textStyle: 'figure.md', display: 'flex', alignItems: 'center', gap: '2' }),
  sample: css({ textStyle: 'sm', color: 'fg.muted', ps: '5', listStyle: 'disc', overflowWrap: 'anywhere' }),
  error: css({ textStyle: 'sm', color: 'danger.fg' }),
};

/** The subscribers the unsaved rules match, counted by the server once the rules rest for 400 ms. */
export function LiveCount({ match, rules }: { match: 'all' | 'any'; rules: readonly EmailSegmentRule[] }) {
  const complete = rules.every(isRuleComplete);
  const key = useDebouncedValue(JSON.stringify({ match, rules }), LIVE_COUNT_DELAY_MS);
  const body = useMemo(() => JSON.parse(key) as { match: 'all' | 'any'; rules: EmailSegmentRule[] }, [key]);
  const settled = body.rules.every(isRuleComplete);
  const preview = useQuery({ ...emailSegmentQueries.preview(body), enabled: settled });
  const waiting = key !== JSON.stringify({ match, rules }) || preview.isFetching;

  return (
    <section className={styles.root} aria-label="Matching subscribers">
      <div className={styles.count} aria-live="polite">
        {!complete ? (
          <span>Finish the rules to see how many subscribers match.</span>
        ) : preview.isError ? null : preview.data ? (
          <span>{formatCountOf(preview.data.subscriberCount, 'subscriber')} match</span>
        ) : (
          <span>Counting…</span>
        )}
        {complete && waiting && <Spinner size="sm" />}
      </div>
      {complete && preview.isError && (
        <p role="alert" className={styles.error}>
          {errorMessageOf(preview.error)}
        </p>
      )}
      {complete && preview.data && preview.data.sample.length > 0 && (
        <ul className={styles.sample} aria-label="Some of them">
          {preview.data.sample.map((subscriber) => (
            <li key={subscriber._id}>
              {subscriber.email}
              {personName(subscriber) ? ` (${personName(subscriber)})` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
