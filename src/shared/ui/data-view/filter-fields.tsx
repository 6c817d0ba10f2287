import type { ReactNode } from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { Input, NativeSelect } from '../input';
import { surfaceStyles } from './data-view';

export interface SelectFilterProps<Value extends string> {
  label: ReactNode;
  /** The chosen value; undefined: every value (the first option). */
  value: NoInfer<Value> | undefined;
  /** Each value's label, in the options' order (unless `options` gives it). */
  labels: Readonly<Record<Value, ReactNode>>;
  options?: readonly NoInfer<Value>[];
  /** The "every value" option, e.g. "All statuses"; without it a value is always chosen. */
  allLabel?: string;
  onChange: (value: NoInfer<Value> | undefined) => void;
  /** Options before the values, for a state the select cannot otherwise show (several values chosen in the address). */
  before?: ReactNode;
  className?: string;
}

/** A filter that picks one value of a list (a status, a role, a platform), in a filter bar. */
export function SelectFilter<Value extends string>({ label, value, labels, options, allLabel, onChange, before, className }: SelectFilterProps<Value>) {
  const values = options ?? (Object.keys(labels) as Value[]);
  return (
    <label className={surfaceStyles.label}>
      {label}
      <NativeSelect className={className} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {before}
        {values.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

export interface BooleanFilterProps {
  label: ReactNode;
  value: boolean | undefined;
  /** The labels of "either", `true` and `false`. */
  any: string;
  yes: string;
  no: string;
  onChange: (value: boolean | undefined) => void;
}

/** A yes / no / either filter. */
export function BooleanFilter({ label, value, any, yes, no, onChange }: BooleanFilterProps) {
  return (
    <SelectFilter
      label={label}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      labels={{ true: yes, false: no }}
      allLabel={any}
      onChange={(choice) => onChange(choice === undefined ? undefined : choice === 'true')}
    />
  );
}

export interface DateRange {
  from?: string;
  to?: string;
}

export interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** Called with the end that changed (undefined once cleared). */
  onChange: (range: DateRange) => void;
  fromLabel?: ReactNode;
  toLabel?: ReactNode;
  /** Days (default) or months. */
  type?: 'date' | 'month';
  className?: string;
  /** The id of a line saying what is wrong with the dates. */
  describedBy?: string | undefined;
}

/** "From" and "To" of a list's dates; each end bounds the other. */
export function DateRangeFilter({ from, to, onChange, fromLabel = 'From', toLabel = 'To', type = 'date', className, describedBy }: DateRangeFilterProps) {
  return (
    <>
      <label className={surfaceStyles.label}>
        {fromLabel}
        <Input type={type} className={className} value={from ?? ''} max={to} aria-describedby={describedBy} onChange={(event) => onChange({ from: event.target.value || undefined })} />
      </label>
      <label className={surfaceStyles.label}>
        {toLabel}
        <Input type={type} className={className} value={to ?? ''} min={from} aria-describedby={describedBy} onChange={(event) => onChange({ to: event.target.value || undefined })} />
      </label>
    </>
  );
}

/** One order a list offers: a sort key, its direction where the list has one, and its name. */
export interface SortOption {
  sortBy: string;
  sortDirection?: 'asc' | 'desc';
  label: string;
}

export interface SortFilterProps {
  /** The list's order now (`useListTable(schema).table.sort`). */
  sort: { by: string; direction?: 'asc' | 'desc' } | undefined;
  options: readonly SortOption[];
  onChange: (sort: { by: string; direction?: 'asc' | 'desc' }) => void;
  label?: ReactNode;
}

const sortKey = (by: string, direction: string | undefined) => (direction ? `${by}:${direction}` : by);

/** The order of a list as a select ("Newest first", "Email A–Z"…); an order from the address it does not offer reads "Custom order". */
export function SortFilter({ sort, options, onChange, label = 'Sort' }: SortFilterProps) {
  const value = sort ? sortKey(sort.by, sort.direction) : '';
  return (
    <label className={surfaceStyles.label}>
      {label}
      <NativeSelect
        value={value}
        onChange={(event) => {
          const option = options.find(({ sortBy, sortDirection }) => sortKey(sortBy, sortDirection) === event.target.value);
          if (option) onChange({ by: option.sortBy, direction: option.sortDirection });
        }}
      >
        {!options.some(({ sortBy, sortDirection }) => sortKey(sortBy, sortDirection) === value) && <option value={value}>Custom order</option>}
        {options.map(({ sortBy, sortDirection, label: name }) => (
          <option key={sortKey(sortBy, sortDirection)} value={sortKey(sortBy, sortDirection)}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

export interface ScopeFilterProps {
  label: ReactNode;
  /** What the list is narrowed to (a segment's name, a subscriber's address). */
  name: ReactNode;
  /** Widens the list again. */
  onClear: () => void;
  /** The "Show all" button's accessible name, e.g. "Show all segments". */
  clearLabel: string;
}

/** The one thing a list is narrowed to from another page (a segment, a subscriber), with "Show all". */
export function ScopeFilter({ label, name, onClear, clearLabel }: ScopeFilterProps) {
  return (
    <div className={surfaceStyles.label}>
      {label}
      <span>
        <Badge palette="accent">{name}</Badge>{' '}
        <Button variant="ghost" size="sm" onClick={onClear} aria-label={clearLabel}>
          Show all
        </Button>
      </span>
    </div>
  );
}
