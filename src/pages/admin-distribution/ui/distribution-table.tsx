import { useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import {
  DELIVERY_STATUS_LABELS,
  RELEASE_FORMAT_LABELS,
  RELEASE_STATUS_PALETTE,
  releaseStatusLabel,
  type AdminReleaseSummary,
} from '@/entities/release';
import { formatMoment, formatUsDate } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Link, useLocation } from 'react-router';
import { Badge, Button, EmailAddress, LazyImage, Menu, type MenuEntry, TableFrame, tableStyles as t } from '@/shared/ui';
import { releaseReviewHref } from '../config/distribution-list';

const styles = {
  // Tighter than the house tables: ten columns.
  table: css({ '& th, & td': { px: '2.5' }, '& tr > :first-child': { ps: '4' }, '& tr > :last-child': { pe: '4' } }),
  selectCell: css({ w: '8' }),
  box: css({ w: '4', h: '4', accentColor: 'accent.default', cursor: 'pointer', display: 'block' }),
  title: css({ overflowWrap: 'anywhere' }),
  titleCell: css({ minW: '48' }),
  secondary: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium' }),
  artists: css({ textStyle: 'sm', fontWeight: 'normal', color: 'fg.muted', mt: '0.5' }),
  owner: css({ minW: '36', overflowWrap: 'anywhere' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  // Not shrunk by the global img max-width inside an auto-sized table cell.
  cover: css({ w: '10', h: '10', minW: '10', borderRadius: 'control', objectFit: 'cover', bg: 'bg.muted', flexShrink: '0', display: 'block' }),
  placeholder: css({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'fg.subtle' }),
  selected: css({ bg: 'bg.subtle' }),
};

function NoteIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </svg>
  );
}

function Cover({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <span className={cx(styles.cover, styles.placeholder)}>
        <NoteIcon />
      </span>
    );
  }
  return <LazyImage className={styles.cover} src={url} alt="" width={40} height={40} onError={() => setFailed(true)} />;
}

/** A checkbox that can show "some" (the select-all box while part of the page is selected). */
function Checkbox({ checked, indeterminate = false, label, onChange }: { checked: boolean; indeterminate?: boolean; label: string; onChange: (checked: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={styles.box} checked={checked} aria-label={label} onChange={(event) => onChange(event.target.checked)} />;
}

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

export interface DistributionTableProps {
  releases: readonly AdminReleaseSummary[];
  isSelected: (releaseId: string) => boolean;
  onSelect: (releases: readonly AdminReleaseSummary[], selected: boolean) => void;
  actions: RowActions;
}

/** The queue: one row per release, a checkbox to select it, its codes and delivery, and its actions. */
/** The review view leads back to the queue as it was (its filters and page). */
interface ReviewLinkState {
  backTo: string;
}

export function DistributionTable({ releases, isSelected, onSelect, actions }: DistributionTableProps) {
  const location = useLocation();
  const back: ReviewLinkState = { backTo: `${location.pathname}${location.search}` };
  const selectedOnPage = releases.filter((release) => isSelected(release._id)).length;
  return (
    <TableFrame label="Releases" cards>
      <table className={cx(t.table, styles.table)}>
        <caption className={t.caption}>Releases</caption>
        <thead>
          <tr>
            <th scope="col" className={cx(t.th, styles.selectCell)} data-label="Select all">
              <Checkbox
                label="Select all releases on this page"
                checked={releases.length > 0 && selectedOnPage === releases.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < releases.length}
                onChange={(checked) => onSelect(releases, checked)}
              />
            </th>
            <th scope="col" className={t.th}>
              <span className={t.visuallyHidden}>Cover</span>
            </th>
            <th scope="col" className={t.th}>Release</th>
            <th scope="col" className={t.th}>Owner</th>
            <th scope="col" className={t.th}>Format</th>
            <th scope="col" className={t.th}>Status</th>
            <th scope="col" className={t.th}>Codes</th>
            <th scope="col" className={t.th}>Delivery</th>
            <th scope="col" className={t.th}>Dates</th>
            <th scope="col" className={t.th}>
              <span className={t.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => {
            const selected = isSelected(release._id);
            const artists = release.primaryArtists.map((artist) => artist.name).join(', ');
            return (
              <tr key={release._id} className={cx(selected && styles.selected)} data-testid="queue-row">
                <td className={cx(t.td, styles.selectCell)}>
                  <Checkbox label={`Select ${release.title}`} checked={selected} onChange={(checked) => onSelect([release], checked)} />
                </td>
                <td className={t.td}>
                  <Cover url={release.coverThumbnailUrl} />
                </td>
                <th scope="row" className={cx(t.td, styles.titleCell)}>
                  <Link to={releaseReviewHref(release._id)} state={back} className={cx(t.link, styles.title)}>
                    {release.title}
                  </Link>
                  {release.titleVersion && <div className={styles.secondary}>{release.titleVersion}</div>}
                  <div className={styles.artists}>{artists || 'No primary artist yet'}</div>
                  {release.artistName && release.artistName !== artists && <div className={styles.secondary}>For {release.artistName}</div>}
                </th>
                <td className={cx(t.td, styles.owner)} data-label="Owner">
                  <div>{release.owner.name}</div>
                  <div className={styles.secondary}><EmailAddress email={release.owner.email} /></div>
                </td>
                <td className={t.td} data-label="Format">
                  <div className={styles.nowrap}>{labelOf(RELEASE_FORMAT_LABELS, release.format)}</div>
                  <div className={cx(styles.secondary, styles.nowrap)}>
                    {release.trackCount} {release.trackCount === 1 ? 'track' : 'tracks'}
                  </div>
                </td>
                <td className={t.td} data-label="Status">
                  <Badge palette={RELEASE_STATUS_PALETTE[release.displayStatus] ?? 'neutral'}>{releaseStatusLabel(release.displayStatus)}</Badge>
                </td>
                <td className={cx(t.td, styles.nowrap)} data-label="Codes">
                  <div>{release.upc ? `UPC ${release.upc}` : 'No UPC'}</div>
                  <div className={styles.secondary}>
                    ISRCs {release.isrcCount} of {release.trackCount}
                  </div>
                </td>
                <td className={cx(t.td, styles.nowrap)} data-label="Delivery">{release.deliveryStatus ? labelOf(DELIVERY_STATUS_LABELS, release.deliveryStatus) : 'Not sent'}</td>
                <td className={cx(t.td, styles.nowrap)} data-label="Dates">
                  <div>{release.submittedAt ? `Submitted ${formatMoment(release.submittedAt)}` : 'Not submitted'}</div>
                  <div className={styles.secondary}>Release {releaseDay(release.releaseDate)}</div>
                </td>
                <td className={t.td}>
                  <Menu
                    trigger={
                      <Button variant="outline" size="sm" aria-label={`Actions for ${release.title}`}>
                        Actions
                      </Button>
                    }
                    items={rowMenu(release, actions, back)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
