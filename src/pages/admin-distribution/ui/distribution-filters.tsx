import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { RELEASE_FORMAT_LABELS, RELEASE_STATUS_LABELS, RELEASE_STATUSES, type AdminReleaseTagFilter } from '@/entities/release';
import { Button, DateRangeFilter, FilterBar, ListSearch, Popover, SelectFilter, surfaceStyles as s } from '@/shared/ui';
import {
  CODE_FILTERS,
  DISTRIBUTION_VIEW_LABELS,
  DISTRIBUTION_VIEWS,
  QUEUE_SORT_LABELS,
  QUEUE_TAG_LABELS,
  SORT_DIRECTION_LABELS,
} from '../config/distribution-list';
import { effectiveSort, filterCount, type DistributionQuery } from '../model/distribution-query';

const styles = {
  views: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  statusList: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' }),
  legend: css({ srOnly: true }),
  check: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', color: 'fg.default', cursor: 'pointer' }),
  box: css({ w: '4', h: '4', accentColor: 'accent.default', cursor: 'pointer' }),
  statusButton: css({ h: '11', maxW: '64', justifyContent: 'flex-start', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  date: css({ minW: '0' }),
  scope: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', textStyle: 'sm', color: 'fg.muted' }),
};

type Update = (patch: Partial<DistributionQuery>, options?: { replace: boolean }) => void;

/** "Needs review" (pending, oldest first) or every release; a new view starts with its own sort. */
export function DistributionViews({ view, update }: { view: DistributionQuery['view']; update: Update }) {
  return (
    <div className={styles.views} role="group" aria-label="Queue view">
      {DISTRIBUTION_VIEWS.map((option) => (
        <Button
          key={option}
          variant={option === view ? 'solid' : 'outline'}
          aria-pressed={option === view}
          onClick={() => option !== view && update({ view: option, sortBy: undefined, sortDirection: undefined })}
        >
          {DISTRIBUTION_VIEW_LABELS[option]}
        </Button>
      ))}
    </div>
  );
}

/** Several statuses at once: checkboxes in a popover, the choice named on its button. */
function StatusFilter({ value, onChange }: { value: DistributionQuery['status']; onChange: (status: DistributionQuery['status']) => void }) {
  const chosen = value.length === 0 ? 'All statuses' : value.map((status) => RELEASE_STATUS_LABELS[status]).join(', ');
  const toggle = (status: DistributionQuery['status'][number], on: boolean) =>
    onChange(RELEASE_STATUSES.filter((option) => (option === status ? on : value.includes(option))));
  return (
    <div className={s.label}>
      <span>Status</span>
      <Popover
        aria-label="Statuses"
        width={240}
        trigger={
          <Button variant="outline" className={styles.statusButton} aria-label={`Status: ${chosen}`}>
            {chosen}
          </Button>
        }
      >
        <fieldset className={styles.statusList}>
          <legend className={styles.legend}>Show releases that are</legend>
          {RELEASE_STATUSES.map((status) => (
            <label key={status} className={styles.check}>
              <input type="checkbox" className={styles.box} checked={value.includes(status)} onChange={(event) => toggle(status, event.target.checked)} />
              {RELEASE_STATUS_LABELS[status]}
            </label>
          ))}
        </fieldset>
      </Popover>
    </div>
  );
}

/** Two tags exclude each other (has / has not): one select of the pair. */
function pairOf(tags: readonly AdminReleaseTagFilter[], pair: readonly AdminReleaseTagFilter[]) {
  return tags.find((tag) => pair.includes(tag));
}

function withPair(tags: readonly AdminReleaseTagFilter[], pair: readonly AdminReleaseTagFilter[], chosen: AdminReleaseTagFilter | undefined) {
  return [...tags.filter((tag) => !pair.includes(tag)), ...(chosen ? [chosen] : [])];
}

export interface DistributionFiltersProps {
  query: DistributionQuery;
  update: Update;
  /** Clears the filters (the view and sort stay). */
  clear: () => void;
  narrowed: boolean;
  /** The owner and catalogue artist an address narrowed to, by name when a row shows it. */
  scope?: ReactNode;
}

/** Search, status, format, codes, release dates and sort of the queue, kept in the address. */
export function DistributionFilters({ query, update, clear, narrowed, scope }: DistributionFiltersProps) {
  const sort = effectiveSort(query);
  return (
    <>
      <FilterBar
        label="Filter releases"
        count={filterCount(query)}
        onClear={narrowed ? clear : undefined}
        search={
          <ListSearch
            value={query.search}
            placeholder="Title, artist, UPC, ISRC or owner email"
            onSearch={(search, options) => update({ search }, options)}
          />
        }
      >
        {query.view === 'all' && <StatusFilter value={query.status} onChange={(status) => update({ status })} />}
        <SelectFilter label="Format" value={query.format} labels={RELEASE_FORMAT_LABELS} allLabel="All formats" onChange={(format) => update({ format })} />
        {CODE_FILTERS.map(({ label, tags }) => (
          <SelectFilter
            key={label}
            label={label}
            value={pairOf(query.tags, tags)}
            options={tags}
            labels={QUEUE_TAG_LABELS}
            allLabel="Any"
            onChange={(tag) => update({ tags: withPair(query.tags, tags, tag) })}
          />
        ))}
        <DateRangeFilter
          fromLabel="Release date from"
          toLabel="Release date to"
          from={query.releaseDateFrom}
          to={query.releaseDateTo}
          className={styles.date}
          onChange={(range) => update('from' in range ? { releaseDateFrom: range.from } : { releaseDateTo: range.to }, { replace: true })}
        />
        <SelectFilter label="Sort by" value={sort.sortBy} labels={QUEUE_SORT_LABELS} onChange={(sortBy) => sortBy && update({ sortBy })} />
        <SelectFilter label="Order" value={sort.sortDirection} labels={SORT_DIRECTION_LABELS} onChange={(sortDirection) => sortDirection && update({ sortDirection })} />
      </FilterBar>
      {scope != null && <div className={styles.scope}>{scope}</div>}
    </>
  );
}
