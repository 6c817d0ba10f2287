import { css } from 'styled-system/css';
import { formatCount } from '@/shared/lib/money';
import { BarList } from '@/shared/ui/bar-list';
import type { BehaviorFunnel } from '../api/behavior-api';
import { formatShare } from '../lib/format';
import { NothingYet, SectionCard } from './section-card';

const styles = {
  funnel: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  name: css({ textStyle: 'cardTitle' }),
};

type FunnelStep = BehaviorFunnel['steps'][number];

function stepText(step: FunnelStep, first: boolean): string {
  const count = `${formatCount(step.users)} ${step.users === 1 ? 'person' : 'people'}`;
  if (first) return count;
  return `${count} · ${formatShare(step.stepConversionRate)} of the step before · ${formatShare(step.conversionRate)} of the first`;
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
                value: step.users,
                display: stepText(step, index === 0),
                share: step.conversionRate,
              }))}
            />
          </div>
        ))
      )}
    </SectionCard>
  );
}
