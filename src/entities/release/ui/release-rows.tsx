import { css, cx } from 'styled-system/css';
import { Link } from 'react-router';
import { formatUsDate } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Badge, mediaListStyles as m, Skeleton, tableStyles as t } from '@/shared/ui';
import type { ReleaseSummary } from '../api/release-api';
import { RELEASE_FORMAT_LABELS } from '../config/release-constants';
import { RELEASE_STATUS_PALETTE, releaseStatusLabel } from '../config/status';
import { releaseEditHref } from '../lib/hrefs';
import { ReleaseCover } from './release-cover';

const styles = {
  ...m,
  row: cx(m.row, css({ gridTemplateColumns: '[3rem minmax(0, 1fr) auto]' })),
};

export interface ReleaseRowsProps {
  releases: readonly ReleaseSummary[] | undefined;
  /** Names the list ("Upcoming releases"). */
  label: string;
  /** Skeleton rows while `releases` is on its way. */
  skeletonRows?: number;
  /** What the date line says of a release: "Goes live Dec 12, 2026" for one still to come. */
  dateLine?: (release: ReleaseSummary) => string;
}

const defaultDateLine = (release: ReleaseSummary) =>
  release.releaseDate ? formatUsDate(release.releaseDate, { zone: 'utc' }) : 'No release date yet';

/** Releases as compact rows: cover, title (to its edit page), format and date, status badge. */
export function ReleaseRows({ releases, label, skeletonRows = 2, dateLine = defaultDateLine }: ReleaseRowsProps) {
  if (!releases) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <li key={index} className={styles.row}>
            <Skeleton width={48} height={48} />
            <Skeleton width="70%" height={18} />
            <Skeleton width={64} height={20} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {releases.map((release) => (
        <li key={release._id} className={styles.row} data-testid="release-row">
          <ReleaseCover url={release.coverThumbnailUrl} />
          <span className={styles.text}>
            <Link to={releaseEditHref(release._id)} className={cx(t.link, styles.title)}>
              {release.title}
            </Link>
            <span className={styles.sub}>
              {labelOf(RELEASE_FORMAT_LABELS, release.format)} · {dateLine(release)}
            </span>
          </span>
          <Badge palette={RELEASE_STATUS_PALETTE[release.displayStatus] ?? 'neutral'}>{releaseStatusLabel(release.displayStatus)}</Badge>
        </li>
      ))}
    </ul>
  );
}
