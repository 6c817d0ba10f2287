import { Fragment, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { formatLastSeen, type PresenceUser } from '@/entities/presence';
import { formatMoment } from '@/shared/lib/dates';
import { Link } from 'react-router';
import { browserText, connectionText, deviceAndOsText } from '../lib/texts';

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: '[max-content minmax(0, 1fr)]',
    columnGap: '3',
    rowGap: '1.5',
    m: '0',
    textStyle: 'xs',
  }),
  term: css({ color: 'fg.muted', whiteSpace: 'nowrap' }),
  // Long values wrap between words (a path between its segments), and inside a word only when
  // that word alone is wider than the column.
  value: css({ m: '0', minW: '0', color: 'fg.default', overflowWrap: 'break-word' }),
  mono: css({ fontFamily: 'mono' }),
  link: css({
    color: 'accent.fg',
    fontWeight: 'semibold',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
    focusVisibleOutline: 'flush',
    _focusVisible: { borderRadius: 'sm' },
  }),
};

export interface OnlineUserDetailsProps {
  user: PresenceUser;
  /** Now, for the relative last-seen time. */
  now: number;
  id?: string;
  className?: string;
  /** Called when a link inside is followed (e.g. to close the popover). */
  onNavigate?: () => void;
}

/** A path with a line-break opportunity after each `/` (and before `?`), so ids stay whole. */
function withPathBreaks(path: string): ReactNode {
  const parts = path.split(/(?<=\/)|(?=\?)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * Details of an online user (admins only, spec 1 §2): email, current artist (a link to its
 * overview), path, device and OS, browser, screen resolution, app version, connection quality and
 * the relative last-seen time.
 */
export function OnlineUserDetails({ user, now, id, className, onNavigate }: OnlineUserDetailsProps) {
  const artist = user.currentArtist;
  const rows: [string, ReactNode][] = [
    ['Email', user.email],
    [
      'Current artist',
      artist ? (
        <Link to={`/dashboard/artists/${artist.id}`} className={styles.link} onClick={onNavigate}>
          {artist.name || artist.id}
        </Link>
      ) : (
        'None'
      ),
    ],
    ['Path', <span className={styles.mono}>{withPathBreaks(user.currentPath || '/')}</span>],
    ['Device', deviceAndOsText(user.device)],
    ['Browser', browserText(user.device)],
    ['Screen', user.device?.screenResolution ?? 'Unknown'],
    ['App version', user.version],
    ['Connection', connectionText(user.network)],
    [
      'Last seen',
      user.lastSeen ? (
        <time dateTime={user.lastSeen} title={formatMoment(user.lastSeen, { withTime: true })}>
          {formatLastSeen(user.lastSeen, now)}
        </time>
      ) : (
        'unknown'
      ),
    ],
  ];
  return (
    <dl id={id} className={cx(styles.list, className)}>
      {rows.map(([term, value]) => (
        <div key={term} className={css({ display: 'contents' })}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
