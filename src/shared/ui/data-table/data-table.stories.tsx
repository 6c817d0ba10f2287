import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../badge';
import { Button } from '../button';
import { requests, trackStatusLooks, tracks, type CatalogTrack } from '../catalog';
import { countColumn, dateColumn, figureColumn, linkColumn } from './columns';
import { DataTable } from './data-table';
import type { DataTableColumn, TableSort } from './types';

type State = 'rows' | 'loading' | 'error' | 'empty' | 'filtered';

const columns: readonly DataTableColumn<CatalogTrack>[] = [
  linkColumn<CatalogTrack>('title', 'Track', { to: (track) => `/tracks/${track.id}`, text: (track) => track.title, note: (track) => track.artist }, { sortKey: 'title' }),
  { key: 'isrc', header: 'ISRC', cell: (track) => <code>{track.isrc}</code> },
  {
    key: 'status',
    header: 'Status',
    cell: (track) => {
      const [label, palette] = trackStatusLooks[track.status];
      return <Badge palette={palette}>{label}</Badge>;
    },
  },
  countColumn<CatalogTrack>('streams', 'Streams', (track) => track.streams, { sortKey: 'streams', sortFirst: 'desc' }),
  figureColumn<CatalogTrack>('change', 'vs last 28 days', (track) => (track.change === 0 ? '—' : `${track.change > 0 ? '+' : '−'}${Math.abs(track.change).toFixed(1)} %`)),
  dateColumn<CatalogTrack>('released', 'Released', (track) => track.released, { sortKey: 'released' }),
];

function sorted(rows: readonly CatalogTrack[], sort: TableSort): CatalogTrack[] {
  const key = sort.by as keyof CatalogTrack;
  const order = sort.direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -order : a[key] > b[key] ? order : 0));
}

/** The track list in each of its states; sorting, selection, row menus and pages work. */
function TrackTable({ state, cards = true, selectable = false }: { state: State; cards?: boolean; selectable?: boolean }) {
  const [sort, setSort] = useState<TableSort>({ by: 'streams', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['t3']));
  const pageSize = 5;
  const all = sorted(tracks, sort);
  const rows = state === 'rows' ? all.slice((page - 1) * pageSize, page * pageSize) : state === 'empty' || state === 'filtered' ? [] : undefined;
  const request = state === 'loading' ? requests.pending : state === 'error' ? requests.failed : requests.done;
  return (
    <DataTable<CatalogTrack>
      label="Tracks"
      subject="tracks"
      columns={columns}
      rowKey={(track) => track.id}
      request={request}
      rows={rows}
      total={tracks.length}
      cards={cards}
      sort={sort}
      onSortChange={setSort}
      pagination={{ page, pageSize, onPageChange: setPage, label: 'Track pages' }}
      filtered={state === 'filtered'}
      onClearFilters={() => undefined}
      empty={{ title: 'No tracks yet', description: 'Upload your first release and its tracks show here with their streams.', action: <Button>New release</Button> }}
      filteredEmpty={{ title: 'No tracks match these filters', description: 'Try another status or a wider period.' }}
      skeletonRows={5}
      actions={{
        label: (track) => `Actions for ${track.title}`,
        items: (track) => [
          { value: 'open', label: 'Open track' },
          { value: 'copy-isrc', label: `Copy ISRC ${track.isrc}` },
          { type: 'separator', id: 'danger' },
          { value: 'remove', label: 'Remove from release', tone: 'danger', disabled: track.status === 'live' },
        ],
      }}
      selection={
        selectable
          ? {
              isSelected: (track) => selected.has(track.id),
              onChange: (changed, on) =>
                setSelected((before) => {
                  const next = new Set(before);
                  for (const track of changed) if (on) next.add(track.id); else next.delete(track.id);
                  return next;
                }),
              label: (track) => `Select ${track.title}`,
              allLabel: 'Select all tracks on this page',
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Kit/DataTable',
  component: TrackTable,
  args: { state: 'rows', cards: true, selectable: false },
  argTypes: { state: { control: 'inline-radio', options: ['rows', 'loading', 'error', 'empty', 'filtered'] } },
} satisfies Meta<typeof TrackTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};

export const Selectable: Story = { args: { selectable: true } };

export const Loading: Story = { args: { state: 'loading' } };

/** The server's message and “Try again”. */
export const Failed: Story = { args: { state: 'error' } };

/** Nothing at all: what is missing and the next step. */
export const Empty: Story = { args: { state: 'empty' } };

/** Filtered to nothing: “Clear filters”. */
export const FilteredToNothing: Story = { args: { state: 'filtered' } };

/** On a phone each row is a card of its key fields (`cards`). */
export const PhoneCards: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
