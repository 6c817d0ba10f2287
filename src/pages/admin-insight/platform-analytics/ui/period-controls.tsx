import { useId } from 'react';
import { css } from 'styled-system/css';
import { Input, NativeSelect, surfaceStyles as s } from '@/shared/ui';
import type { Granularity } from '../api/admin-analytics-api';
import { type AnalyticsPeriod, GRANULARITIES, PERIOD_PRESETS, type PeriodPreset } from '../model/period';

export type PeriodChange = { period?: PeriodPreset; from?: string; to?: string; granularity?: Granularity | undefined };

export interface PeriodControlsProps {
  period: AnalyticsPeriod;
  onChange: (change: PeriodChange) => void;
}

/** The period (a preset or custom days) and the size of the charts' buckets. */
export function PeriodControls({ period, onChange }: PeriodControlsProps) {
  const problemId = useId();
  return (
    <div className={s.filters}>
      <label className={s.label}>
        Period
        <NativeSelect
          value={period.preset}
          onChange={(event) => {
            const preset = event.target.value as PeriodPreset;
            // A custom period starts as the one on screen; a preset chooses its own buckets.
            onChange(preset === 'custom' ? { period: preset, from: period.from, to: period.to } : { period: preset, granularity: undefined });
          }}
        >
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset.value} value={preset.value}>
              {preset.label}
            </option>
          ))}
        </NativeSelect>
      </label>
      {period.preset === 'custom' && (
        <>
          <label className={s.label}>
            From
            <Input
              type="date"
              value={period.from}
              max={period.to}
              aria-describedby={period.problem ? problemId : undefined}
              onChange={(event) => event.target.value && onChange({ from: event.target.value })}
            />
          </label>
          <label className={s.label}>
            To
            <Input
              type="date"
              value={period.to}
              min={period.from}
              aria-describedby={period.problem ? problemId : undefined}
              onChange={(event) => event.target.value && onChange({ to: event.target.value })}
            />
          </label>
        </>
      )}
      <label className={s.label}>
        Group by
        <NativeSelect value={period.granularity} onChange={(event) => onChange({ granularity: event.target.value as Granularity })}>
          {GRANULARITIES.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </NativeSelect>
      </label>
      {period.problem && (
        <p id={problemId} role="alert" className={problemStyle}>
          {period.problem}
        </p>
      )}
    </div>
  );
}

const problemStyle = css({ flexBasis: 'full', textStyle: 'sm', color: 'danger.fg' });
