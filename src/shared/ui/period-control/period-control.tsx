import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CUSTOM_PERIOD, type AddressPeriod, type PeriodChange, type PeriodPreset } from '@/shared/lib/dates';
import { surfaceStyles as s } from '../data-view';
import { Input, NativeSelect } from '../input';

export interface DayRangeInputsProps {
  /** `YYYY-MM-DD`; an empty end stays open. */
  from: string | undefined;
  to: string | undefined;
  onChange: (days: { from?: string | undefined; to?: string | undefined }) => void;
  /** The id of a line saying what is wrong with the days. */
  describedBy?: string | undefined;
}

/** First and last day of a period (each bounded by the other); clearing one reports it undefined. */
export function DayRangeInputs({ from, to, onChange, describedBy }: DayRangeInputsProps) {
  return (
    <>
      <label className={s.label}>
        From
        <Input type="date" value={from ?? ''} max={to} aria-describedby={describedBy} onChange={(event) => onChange({ from: event.target.value || undefined })} />
      </label>
      <label className={s.label}>
        To
        <Input type="date" value={to ?? ''} min={from} aria-describedby={describedBy} onChange={(event) => onChange({ to: event.target.value || undefined })} />
      </label>
    </>
  );
}

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
        <DayRangeInputs
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
