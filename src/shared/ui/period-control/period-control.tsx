import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CUSTOM_PERIOD, type AddressPeriod, type PeriodChange, type PeriodPreset } from '@/shared/lib/dates';
import { DateRangeFilter, surfaceStyles as s } from '../data-view';
import { NativeSelect } from '../input';

export interface PeriodControlProps {
  period: AddressPeriod;
  /** The page's choices, `custom` among them when days may be picked. */
  presets: readonly PeriodPreset[];
  onChange: (change: PeriodChange) => void;
  /** More filters of the same row (a chart's buckets). */
  children?: ReactNode;
}

/** The period of a page's figures: a preset or custom days (kept in the address, see `usePeriod`). */
export function PeriodControl({ period, presets, onChange, children }: PeriodControlProps) {
  const problemId = useId();
  const custom = period.preset === CUSTOM_PERIOD;
  return (
    <div className={s.filters}>
      <label className={s.label}>
        Period
        <NativeSelect
          value={period.preset}
          // A custom period starts as the days on screen.
          onChange={(event) => onChange({ period: event.target.value, from: period.from, to: period.to })}
        >
          {presets.map((preset) => (
            <option key={preset.value} value={preset.value}>
              {preset.label}
            </option>
          ))}
        </NativeSelect>
      </label>
      {custom && (
        <DateRangeFilter
          from={period.from}
          to={period.to}
          describedBy={period.problem ? problemId : undefined}
          onChange={(days) => onChange({ period: CUSTOM_PERIOD, from: period.from, to: period.to, ...days })}
        />
      )}
      {children}
      {period.problem && (
        <p id={problemId} role="alert" className={problemStyle}>
          {period.problem}
        </p>
      )}
    </div>
  );
}

const problemStyle = css({ flexBasis: 'full', textStyle: 'sm', color: 'danger.fg' });
