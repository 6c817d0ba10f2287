import { css, cx } from 'styled-system/css';
import {
  DELIVERY_STATUS_LABELS,
  RELEASE_FORMAT_LABELS,
  RELEASE_STATUS_PALETTE,
  ReleaseCover,
  releaseStatusLabel,
  type AdminReleaseSummary,
} from '@/entities/release';
import { formatMoment, formatUsDate } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Link, useLocation } from 'react-router';
import { Badge, DataTable, EmailAddress, tableStyles as t, type DataTableColumn, type DataTableProps, type MenuEntry } from '@/shared/ui';
import { releaseReviewHref } from '../config/distribution-list';

const styles = {
  // Tighter than the house tables: ten columns.
  table: css({ '& th, & td': { px: '2.5' }, '& tr > :first-child': { ps: '4' }, '& tr > :last-child': { pe: '4' } }),
  title: css({ overflowWrap: 'anywhere' }),
  titleCell: css({ minW: '48' }),
  secondary: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'medium' }),
  artists: css({ textStyle: 'sm', fontWeight: 'normal', color: 'fg.muted', mt: '0.5' }),
  owner: css({ minW: '36', overflowWrap: 'anywhere' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

// A release date is spec 2 §5's MM/dd/yyyy, as the release form writes it.
const releaseDay = (iso: string | null) => (iso ? formatUsDate(iso, { zone: 'utc' }) : '—');

/** What the row's actions menu does (each a bulk call with this one release). */
export interface RowActions {
  approve: (release: AdminReleaseSummary) => void;
  assignUpc: (release: AdminReleaseSummary) => void;
  assignIsrcs: (release: AdminReleaseSummary) => void;
}

function rowMenu(release: AdminReleaseSummary, actions: RowActions, back: ReviewLinkState): MenuEntry[] {
  const entries: MenuEntry[] = [{ value: 'review', label: 'Review', link: <Link to={releaseReviewHref(release._id)} state={back} /> }];
  if (release.status === 'PENDING') entries.push({ value: 'approve', label: 'Approve', onSelect: () => actions.approve(release) });
  if (!release.upc) entries.push({ value: 'upc', label: 'Assign UPC', onSelect: () => actions.assignUpc(release) });
  if (release.isrcCount < release.trackCount) entries.push({ value: 'isrc', label: 'Assign ISRCs', onSelect: () => actions.assignIsrcs(release) });
  entries.push(
    { type: 'separator', id: 'narrow' },
    {
      value: 'owner',
      label: `Only releases of ${release.owner.name || release.owner.email}`,
      link: <Link to={`/admin/distribution?view=all&userId=${encodeURIComponent(release.owner._id)}`} />,
    },
  );
  return entries;
}

/** The review view leads back to the queue as it was (its filters and page). */
interface ReviewLinkState {
  backTo: string;
}

function columns(back: ReviewLinkState): readonly DataTableColumn<AdminReleaseSummary>[] {
  return [
    { key: 'cover', header: 'Cover', hideHeader: true, label: false, cell: (release) => <ReleaseCover url={release.coverThumbnailUrl} size="sm" /> },
    {
      key: 'release',
      header: 'Release',
      rowHeader: true,
      className: styles.titleCell,
      cell: (release) => {
        const artists = release.primaryArtists.map((artist) => artist.name).join(', ');
        return (
          <>
            <Link to={releaseReviewHref(release._id)} state={back} className={cx(t.link, styles.title)}>
              {release.title}
            </Link>
            {release.titleVersion && <div className={styles.secondary}>{release.titleVersion}</div>}
            <div className={styles.artists}>{artists || 'No primary artist yet'}</div>
            {release.artistName && release.artistName !== artists && <div className={styles.secondary}>For {release.artistName}</div>}
          </>
        );
      },
    },
    {
      key: 'owner',
      header: 'Owner',
      className: styles.owner,
      cell: (release) => (
        <>
          <div>{release.owner.name}</div>
          <div className={styles.secondary}>
            <EmailAddress email={release.owner.email} />
          </div>
        </>
      ),
    },
    {
      key: 'format',
      header: 'Format',
      cell: (release) => (
        <>
          <div className={styles.nowrap}>{labelOf(RELEASE_FORMAT_LABELS, release.format)}</div>
          <div className={cx(styles.secondary, styles.nowrap)}>
            {release.trackCount} {release.trackCount === 1 ? 'track' : 'tracks'}
          </div>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (release) => <Badge palette={RELEASE_STATUS_PALETTE[release.displayStatus] ?? 'neutral'}>{releaseStatusLabel(release.displayStatus)}</Badge>,
    },
    {
      key: 'codes',
      header: 'Codes',
      className: styles.nowrap,
      cell: (release) => (
        <>
          <div>{release.upc ? `UPC ${release.upc}` : 'No UPC'}</div>
          <div className={styles.secondary}>
            ISRCs {release.isrcCount} of {release.trackCount}
          </div>
        </>
      ),
    },
    {
      key: 'delivery',
      header: 'Delivery',
      className: styles.nowrap,
      cell: (release) => (release.deliveryStatus ? labelOf(DELIVERY_STATUS_LABELS, release.deliveryStatus) : 'Not sent'),
    },
    {
      key: 'dates',
      header: 'Dates',
      className: styles.nowrap,
      cell: (release) => (
        <>
          <div>{release.submittedAt ? `Submitted ${formatMoment(release.submittedAt)}` : 'Not submitted'}</div>
          <div className={styles.secondary}>Release {releaseDay(release.releaseDate)}</div>
        </>
      ),
    },
  ];
}

export interface DistributionTableProps extends Omit<DataTableProps<AdminReleaseSummary>, 'columns' | 'rowKey' | 'label' | 'selection' | 'actions'> {
  isSelected: (releaseId: string) => boolean;
  onSelect: (releases: readonly AdminReleaseSummary[], selected: boolean) => void;
  actions: RowActions;
}

/** The queue in its five states (see `DataTable`): one row per release, a checkbox to select it, its codes and delivery, and its actions. */
export function DistributionTable({ isSelected, onSelect, actions, ...table }: DistributionTableProps) {
  const location = useLocation();
  const back: ReviewLinkState = { backTo: `${location.pathname}${location.search}` };
  return (
    <DataTable
      label="Releases"
      columns={columns(back)}
      rowKey={(release) => release._id}
      rowProps={() => ({ 'data-testid': 'queue-row' })}
      className={styles.table}
      cards
      selection={{
        isSelected: (release) => isSelected(release._id),
        onChange: onSelect,
        label: (release) => `Select ${release.title}`,
        allLabel: 'Select all releases on this page',
      }}
      actions={{ items: (release) => rowMenu(release, actions, back), label: (release) => `Actions for ${release.title}` }}
      loadingLabel="Loading releases"
      {...table}
    />
  );
}
