import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BooleanFilter, DateRangeFilter, SelectFilter } from './filter-fields';

describe('filter fields', () => {
  it('a select filter offers "all" and each value, and reports undefined for "all"', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<SelectFilter label="Status" value={undefined} labels={{ live: 'Live', draft: 'Draft' }} allLabel="All statuses" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['All statuses', 'Live', 'Draft']);
    await userEvent.selectOptions(select, 'Draft');
    expect(onChange).toHaveBeenLastCalledWith('draft');
    rerender(<SelectFilter label="Status" value="draft" labels={{ live: 'Live', draft: 'Draft' }} allLabel="All statuses" onChange={onChange} />);
    await userEvent.selectOptions(select, 'All statuses');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('a select filter shows a state given before its values (several chosen), which cannot be picked', () => {
    render(
      <SelectFilter
        label="Status"
        value={'several' as 'live'}
        labels={{ live: 'Live', draft: 'Draft' }}
        allLabel="All statuses"
        before={<option value="several" disabled>Live, Draft</option>}
        onChange={vi.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['All statuses', 'Live, Draft', 'Live', 'Draft']);
    expect(select.value).toBe('several');
    expect(screen.getByRole('option', { name: 'Live, Draft' })).toBeDisabled();
  });

  it('a yes/no filter reports true, false or undefined', async () => {
    const onChange = vi.fn();
    render(<BooleanFilter label="Releases" value={undefined} any="Any" yes="Has releases" no="No releases" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Releases' });
    await userEvent.selectOptions(select, 'No releases');
    expect(onChange).toHaveBeenLastCalledWith(false);
    await userEvent.selectOptions(select, 'Has releases');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('a date range bounds each end by the other and reports the end that changed', async () => {
    const onChange = vi.fn();
    render(<DateRangeFilter fromLabel="Signed up from" toLabel="Signed up to" from="2026-01-01" to="2026-02-01" onChange={onChange} />);
    const from = screen.getByLabelText('Signed up from');
    const to = screen.getByLabelText('Signed up to');
    expect(from).toHaveAttribute('max', '2026-02-01');
    expect(to).toHaveAttribute('min', '2026-01-01');
    await userEvent.clear(to);
    expect(onChange).toHaveBeenLastCalledWith({ to: undefined });
  });
});
