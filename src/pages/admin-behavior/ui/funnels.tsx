import { css } from 'styled-system/css';
import { formatCount } from '@/shared/lib/money';
import type { BehaviorFunnel } from '../api/behavior-api';
import { formatShare, stepConversion } from '../lib/format';
import { BarList } from './bar-list';
import { NothingYet, SectionCard } from './section-card';

const styles = {
  funnel: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  name: css({ textStyle: 'md', fontWeight: 'semibold' }),
};

function stepText(users: number, rate: number, previous: number | undefined): string {
  const count = `${formatCount(users)} ${users === 1 ? 'person' : 'people'}`;
  if (previous === undefined) return count;
  return `${count} · ${formatShare(stepConversion(users, previous))} of the step before · ${formatShare(rate)} of the first`;
}

/** Each funnel's steps with the people who reached them and the conversion between steps. */
export function Funnels({ funnels }: { funnels: readonly BehaviorFunnel[] }) {
  return (
    <SectionCard title="Funnels" note="People who reached each step, and how many of the step before went on.">
      {funnels.length === 0 ? (
        <NothingYet>No funnels for this period.</NothingYet>
      ) : (
        funnels.map((funnel) => (
          <div key={funnel.name} className={styles.funnel}>
            <h3 className={styles.name}>{funnel.name}</h3>
            <BarList
              label={`${funnel.name} steps`}
              items={funnel.steps.map((step, index) => ({
                key: step.name,
                label: step.name,
                valueText: stepText(step.users, step.conversionRate, funnel.steps[index - 1]?.users),
                share: step.conversionRate,
              }))}
            />
          </div>
        ))
      )}
    </SectionCard>
  );
}
