import { useId } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { DEVICE_TYPE_LABELS, PRESENCE_STATUS_LABELS } from '@/entities/presence';
import { ROLE_LABELS } from '@/entities/session';
import { Button, Field, Input } from '@/shared/ui';
import { ALL_USERS, type PresenceFilters } from '../lib/presence-table';

const styles = {
  form: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '[2fr repeat(4, minmax(0, 1fr)) auto]' },
    alignItems: 'end',
    gap: '3',
  }),
  select: css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  label: css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.default' }),
};

interface SelectProps {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={input()} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface PresenceFilterBarProps {
  filters: PresenceFilters;
  pages: readonly string[];
  onChange: (filters: PresenceFilters) => void;
}

/** Search by name or email; role, status, device and page filters. */
export function PresenceFilterBar({ filters, pages, onChange }: PresenceFilterBarProps) {
  const set = <Key extends keyof PresenceFilters>(key: Key, value: PresenceFilters[Key]) =>
    onChange({ ...filters, [key]: value });
  const pageChoices = filters.page !== 'all' && !pages.includes(filters.page) ? [...pages, filters.page] : pages;
  const dirty = JSON.stringify(filters) !== JSON.stringify(ALL_USERS);

  return (
    <form
      role="search"
      aria-label="Filter online users"
      className={styles.form}
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label="Search">
        <Input
          type="search"
          placeholder="Name or email"
          value={filters.search}
          onChange={(event) => set('search', event.target.value)}
        />
      </Field>
      <FilterSelect
        label="Role"
        value={filters.role}
        options={[
          ['all', 'All roles'],
          ...Object.values(ROLE_LABELS).map((role) => [role, role] as const),
        ]}
        onChange={(value) => set('role', value as PresenceFilters['role'])}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        options={[
          ['all', 'All statuses'],
          ...Object.entries(PRESENCE_STATUS_LABELS),
        ]}
        onChange={(value) => set('status', value as PresenceFilters['status'])}
      />
      <FilterSelect
        label="Device"
        value={filters.device}
        options={[
          ['all', 'All devices'],
          ...Object.entries(DEVICE_TYPE_LABELS),
        ]}
        onChange={(value) => set('device', value as PresenceFilters['device'])}
      />
      <FilterSelect
        label="Page"
        value={filters.page}
        options={[['all', 'All pages'], ...pageChoices.map((page) => [page, page] as const)]}
        onChange={(value) => set('page', value)}
      />
      <Button type="button" variant="ghost" disabled={!dirty} onClick={() => onChange(ALL_USERS)}>
        Clear filters
      </Button>
    </form>
  );
}
