import { css, cx } from 'styled-system/css';
import {
  RELEASE_FORMAT_LABELS,
  RELEASE_STATUS_PALETTE,
  ReleaseCover,
  releaseStatusLabel,
  type ReleaseSummary,
  missingFieldLabel,
} from '@/entities/release';
import { formatMoment, formatUsDate } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Link } from 'react-router';
import { Badge, DataTable, tableStyles as t, type DataTableColumn, type DataTableProps } from '@/shared/ui';
import { DELETABLE_STATUSES, releaseEditHref } from '../config/release-list';

/*
 * One table, two layouts: columns from `xl` up; below it every row is a card (cover, title and
 * actions on top, then each value under its label), so nothing scrolls sideways on a phone.
 */
const styles = {
  // Tighter than the house tables: every column fits beside the navigation from 1280 px.
  table: css({
    xlDown: {
      display: 'block',
      '& thead': { display: 'none' },
      '& tbody': { display: 'block' },
      // The row's actions, in the card's corner.
      '& tbody td:last-child': { position: 'absolute', top: '4', right: '4' },
    },
    xl: { '& th, & td': { px: '2.5' }, '& tr > :first-child': { ps: '4' }, '& tr > :last-child': { pe: '4' } },
  }),
  row: css({
    xlDown: {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: { base: '[3rem repeat(2, minmax(0, 1fr))]', md: '[3rem repeat(3, minmax(0, 1fr))]' },
      gridTemplateAreas: { base: '"cover title title"', md: '"cover title title title"' },
      columnGap: '3',
      rowGap: '3',
      px: '4',
      py: '4',
      '&:not(:first-child)': { borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border.default' },
      // Grid items are blockified, so the cells need no display of their own here.
      '& > td, & > th': { p: '0', borderTopWidth: '0' },
    },
  }),
  coverCell: css({ w: '12', boxSizing: 'content-box', xlDown: { gridArea: 'cover', w: 'auto' } }),
  // Room on the right for the actions button, which sits in the card's corner.
  titleCell: css({ minW: '44', xlDown: { gridArea: 'title', minW: '0', pe: '24!' } }),
  /** A value under its label (cards only), beside the cover's column: two to a line, three from `md`. */
  detail: css({
    xlDown: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '0.5',
      textAlign: 'start',
      _before: { content: 'attr(data-label)', textStyle: 'caption', color: 'fg.muted', fontWeight: 'medium' },
    },
  }),
  title: css({ overflowWrap: 'anywhere' }),
  secondary: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'medium' }),
  artists: css({ textStyle: 'sm', fontWeight: 'normal', color: 'fg.muted', mt: '0.5' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  status: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' }),
  missing: css({ textStyle: 'caption', color: 'fg.muted', maxW: '56', xlDown: { maxW: 'full' } }),
};

/** Where each value sits in a card (grid columns 2–4; column 1 is the cover's). */
const column = {
  format: css({ xlDown: { gridColumn: '2' } }),
  status: css({ xlDown: { gridColumn: '3' } }),
  releaseDate: css({ xlDown: { gridColumn: { base: '2', md: '4' } } }),
  upc: css({ xlDown: { gridColumn: { base: '3', md: '2' } } }),
  updated: css({ xlDown: { gridColumn: { base: '2', md: '3' } } }),
};

const trackCountText = (count: number) => `${count} ${count === 1 ? 'track' : 'tracks'}`;

export const isDeletable = (release: ReleaseSummary) => DELETABLE_STATUSES.includes(release.displayStatus);

function ReleaseStatus({ release }: { release: ReleaseSummary }) {
  const missing = release.displayStatus === 'INCOMPLETE' ? release.missingFields.map(missingFieldLabel) : [];
  return (
    <div className={styles.status}>
      <Badge palette={RELEASE_STATUS_PALETTE[release.displayStatus] ?? 'neutral'}>{releaseStatusLabel(release.displayStatus)}</Badge>
      {missing.length > 0 && <span className={styles.missing}>Missing: {missing.join(', ')}</span>}
    </div>
  );
}

/** The release list's columns (the cover, the title and its artists, format, status, dates, UPC). */
const COLUMNS: readonly DataTableColumn<ReleaseSummary>[] = [
  { key: 'cover', header: 'Cover', hideHeader: true, label: false, className: styles.coverCell, cell: (release) => <ReleaseCover url={release.coverThumbnailUrl} /> },
  {
    key: 'release',
    header: 'Release',
    rowHeader: true,
    className: styles.titleCell,
    cell: (release) => (
      <>
        <Link to={releaseEditHref(release._id)} className={cx(t.link, styles.title)}>
          {release.title}
        </Link>
        {release.titleVersion && <div className={styles.secondary}>{release.titleVersion}</div>}
        <div className={styles.artists}>{release.primaryArtists.map((artist) => artist.name).join(', ') || 'No primary artist yet'}</div>
      </>
    ),
  },
  {
    key: 'format',
    header: 'Format',
    className: cx(styles.detail, column.format),
    cell: (release) => (
      <>
        <div className={styles.nowrap}>{labelOf(RELEASE_FORMAT_LABELS, release.format)}</div>
        <div className={cx(styles.secondary, styles.nowrap)}>{trackCountText(release.trackCount)}</div>
      </>
    ),
  },
  { key: 'status', header: 'Status', className: cx(styles.detail, column.status), cell: (release) => <ReleaseStatus release={release} /> },
  {
    key: 'releaseDate',
    header: 'Release date',
    className: cx(styles.detail, column.releaseDate, styles.nowrap),
    cell: (release) => (release.releaseDate ? formatUsDate(release.releaseDate, { zone: 'utc' }) : '—'),
  },
  { key: 'upc', header: 'UPC', className: cx(styles.detail, column.upc, styles.nowrap), cell: (release) => release.upc ?? '—' },
  { key: 'updated', header: 'Last updated', className: cx(styles.detail, column.updated, styles.nowrap), cell: (release) => formatMoment(release.updatedAt) },
];

export interface ReleaseTableProps extends Omit<DataTableProps<ReleaseSummary>, 'columns' | 'rowKey' | 'label'> {
  onDelete: (release: ReleaseSummary) => void;
}

/** The user's releases in their five states (see `DataTable`), with each row's "Edit" and "Delete draft…". */
export function ReleaseTable({ onDelete, ...table }: ReleaseTableProps) {
  return (
    <DataTable
      label="Releases"
      columns={COLUMNS}
      rowKey={(release) => release._id}
      rowProps={() => ({ className: styles.row, 'data-testid': 'release-row' })}
      className={styles.table}
      actions={{
        label: (release) => `Actions for ${release.title}`,
        items: (release) => [
          { value: 'edit', label: 'Edit', link: <Link to={releaseEditHref(release._id)} /> },
          ...(isDeletable(release)
            ? [
                { type: 'separator', id: 'danger' } as const,
                { value: 'delete', label: 'Delete draft…', tone: 'danger', onSelect: () => onDelete(release) } as const,
              ]
            : []),
        ],
      }}
      loadingLabel="Loading releases"
      {...table}
    />
  );
}
