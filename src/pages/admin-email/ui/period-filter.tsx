import { Input, surfaceStyles as s } from '@/shared/ui';

export interface PeriodFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (period: { from?: string | undefined; to?: string | undefined }) => void;
}

/** First and last day of a period (`YYYY-MM-DD` in the address); either may stay open. */
export function PeriodFilter({ from, to, onChange }: PeriodFilterProps) {
  return (
    <>
      <label className={s.label}>
        From
        <Input type="date" value={from ?? ''} max={to} onChange={(event) => onChange({ from: event.target.value || undefined })} />
      </label>
      <label className={s.label}>
        To
        <Input type="date" value={to ?? ''} min={from} onChange={(event) => onChange({ to: event.target.value || undefined })} />
      </label>
    </>
  );
}
