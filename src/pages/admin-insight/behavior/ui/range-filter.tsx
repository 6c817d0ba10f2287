import { Input, NativeSelect, surfaceStyles as s } from '@/shared/ui';
import { RANGE_CHOICES, RANGE_LABELS, type DayRange, type RangeChoice } from '../model/range-query';

export interface RangeFilterProps {
  choice: RangeChoice;
  /** The days in effect (shown in the custom inputs). */
  range: DayRange;
  onChange: (patch: { range: RangeChoice; from?: string; to?: string }) => void;
}

/** The period of the figures: the last 7, 30 or 90 days, or a custom range of days (kept in the address). */
export function RangeFilter({ choice, range, onChange }: RangeFilterProps) {
  return (
    <div className={s.filters} role="group" aria-label="Period">
      <label className={s.label}>
        Period
        <NativeSelect
          value={choice}
          onChange={(event) => {
            const next = event.target.value as RangeChoice;
            onChange(next === 'custom' ? { range: next, ...range } : { range: next, from: undefined, to: undefined });
          }}
        >
          {RANGE_CHOICES.map((value) => (
            <option key={value} value={value}>
              {RANGE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </label>
      {choice === 'custom' && (
        <>
          <label className={s.label}>
            From
            <Input
              type="date"
              value={range.from}
              max={range.to}
              onChange={(event) => event.target.value && onChange({ range: 'custom', from: event.target.value, to: range.to })}
            />
          </label>
          <label className={s.label}>
            To
            <Input
              type="date"
              value={range.to}
              min={range.from}
              onChange={(event) => event.target.value && onChange({ range: 'custom', from: range.from, to: event.target.value })}
            />
          </label>
        </>
      )}
    </div>
  );
}
