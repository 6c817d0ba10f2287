import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { periodPresets, readPeriod, withPeriod, type PeriodChange } from '@/shared/lib/dates';
import { SelectFilter } from '../data-view';
import { PeriodControl } from './period-control';

const PRESETS = periodPresets('7d', '30d', '90d', '12m', 'custom');
const BUCKETS = { day: 'Daily', week: 'Weekly', month: 'Monthly' } as const;

/** The app's own rules (`readPeriod`, what `usePeriod` reads from the address), on a fixed day: the catalogue is deterministic. */
const TODAY = new Date('2025-11-28T12:00:00Z');
const periodOf = (change: PeriodChange) => readPeriod(withPeriod(new URLSearchParams(), change), PRESETS, '30d', TODAY);

/** The one period control of every chart and report; a chart's buckets sit in the same row. */
function StreamsPeriod({ initial, withBuckets = false }: { initial: PeriodChange; withBuckets?: boolean }) {
  const [period, setPeriod] = useState(() => periodOf(initial));
  const [bucket, setBucket] = useState<keyof typeof BUCKETS | undefined>('day');
  return (
    <PeriodControl period={period} presets={PRESETS} onChange={(change) => setPeriod(periodOf(change))}>
      {withBuckets && <SelectFilter label="Show" value={bucket} labels={BUCKETS} onChange={setBucket} />}
    </PeriodControl>
  );
}

const meta = {
  title: 'Kit/PeriodControl',
  component: StreamsPeriod,
  args: { initial: { period: '30d' }, withBuckets: false },
} satisfies Meta<typeof StreamsPeriod>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preset: Story = {};

export const WithBuckets: Story = { args: { withBuckets: true } };

export const CustomRange: Story = { args: { initial: { period: 'custom', from: '2025-09-01', to: '2025-11-28' } } };

/** A custom period the rules refuse: the message, and nothing fetched. */
export const TooLong: Story = { args: { initial: { period: 'custom', from: '2024-01-01', to: '2025-11-28' } } };
