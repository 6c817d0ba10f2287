import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ListSearch } from '../list-search';
import { FilterBar } from './filter-bar';
import { BooleanFilter, DateRangeFilter, SelectFilter, SortFilter, type DateRange } from './filter-fields';

const STATUSES = { live: 'Live', in_review: 'In review', scheduled: 'Scheduled', draft: 'Draft' } as const;
const PLATFORMS = { spotify: 'Spotify', apple: 'Apple Music', deezer: 'Deezer', youtube: 'YouTube Music', amazon: 'Amazon Music' } as const;
const SORTS = [
  { sortBy: 'released', sortDirection: 'desc', label: 'Newest first' },
  { sortBy: 'streams', sortDirection: 'desc', label: 'Most streams' },
  { sortBy: 'title', sortDirection: 'asc', label: 'Title A–Z' },
] as const;

/** A release list's filters (the app keeps them in the address: `useListTable(schema).filterBar`). */
function ReleaseFilters({ preset = false }: { preset?: boolean }) {
  const [search, setSearch] = useState<string | undefined>(preset ? 'midnight' : undefined);
  const [status, setStatus] = useState<keyof typeof STATUSES | undefined>(preset ? 'live' : undefined);
  const [platform, setPlatform] = useState<keyof typeof PLATFORMS | undefined>(preset ? 'spotify' : undefined);
  const [explicit, setExplicit] = useState<boolean | undefined>(undefined);
  const [days, setDays] = useState<DateRange>({});
  const [sort, setSort] = useState<{ by: string; direction?: 'asc' | 'desc' }>({ by: 'released', direction: 'desc' });
  const count = [search, status, platform, explicit, days.from ?? days.to].filter((value) => value !== undefined).length;
  const clear = () => {
    setSearch(undefined);
    setStatus(undefined);
    setPlatform(undefined);
    setExplicit(undefined);
    setDays({});
  };
  return (
    <FilterBar
      label="Filter releases"
      count={count}
      onClear={count > 0 ? clear : undefined}
      search={<ListSearch value={search} onSearch={(value) => setSearch(value)} placeholder="Title, artist, UPC or ISRC" label="Search releases" />}
    >
      <SelectFilter label="Status" value={status} labels={STATUSES} allLabel="Any status" onChange={setStatus} />
      <SelectFilter label="Store" value={platform} labels={PLATFORMS} allLabel="Every store" onChange={setPlatform} />
      <BooleanFilter label="Explicit" value={explicit} any="Either" yes="Explicit" no="Clean" onChange={setExplicit} />
      <DateRangeFilter from={days.from} to={days.to} onChange={(range) => setDays((before) => ({ ...before, ...range }))} fromLabel="Released from" toLabel="to" />
      <SortFilter sort={sort} options={SORTS} onChange={setSort} />
    </FilterBar>
  );
}

const meta = {
  title: 'Kit/FilterBar',
  component: ReleaseFilters,
  args: { preset: false },
} satisfies Meta<typeof ReleaseFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** Filters set: “Clear filters” appears. */
export const Filtered: Story = { args: { preset: true } };

/** On a phone the search stays and the filters fold behind “Filters (n)” into a drawer. */
export const Phone: Story = { args: { preset: true }, globals: { viewport: { value: 'phone', isRotated: false } } };

/** The phone's drawer, opened. */
export const PhoneDrawer: Story = {
  ...Phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (3)' }));
  },
};
