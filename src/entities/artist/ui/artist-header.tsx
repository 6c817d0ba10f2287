import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Avatar, Badge, Skeleton, StrokeIcon } from '@/shared/ui';
import type { Artist } from '../api/artist-api';
import { verifiedPlatforms } from '../config/artist-config';
import { verificationPlatformLabel } from '../config/labels';
import { monogramPalette } from '../lib/monogram';

const styles = {
  root: css({
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: { base: '4', md: '6' },
  }),
  portrait: css({
    w: { base: '[72px]', md: '[104px]' },
    h: { base: '[72px]', md: '[104px]' },
    fontSize: { base: '[1.625rem]', md: '[2.25rem]' },
    letterSpacing: '[-0.02em]',
    boxShadow: 'card',
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0', flex: '1' }),
  overline: css({ textStyle: 'overline', color: 'fg.muted' }),
  name: css({ textStyle: 'pageTitle', overflowWrap: 'anywhere' }),
  // The name's line while it comes: as tall as the title's line, so nothing moves when it arrives.
  nameRoom: css({ textStyle: 'pageTitle', minH: '[1lh]', display: 'flex', alignItems: 'center' }),
  subtitle: css({ textStyle: 'body', color: 'fg.muted' }),
  // Each mark's item as tall as the mark (20 px, as its skeleton), not as a line of text. One row
  // on a phone (it scrolls when there are many): a second row would push the page down when the
  // record arrives, and the placeholder cannot know how many marks come.
  badges: css({
    display: 'flex',
    gap: '1.5',
    flexWrap: { base: 'nowrap', md: 'wrap' },
    overflowX: { base: 'auto', md: 'visible' },
    scrollbarWidth: '[none]',
    '& > li': { display: 'flex', flexShrink: '0' },
  }),
  // "Verified on" is the list's name; on a phone each mark says only the platform.
  verifiedOn: css({ display: { base: 'none', md: 'inline' } }),
  badge: css({ gap: '1' }),
  actions: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', ms: { md: 'auto' } }),
};

// The monogram's colours: static classes, one per palette (Panda reads them at build time).
const MONOGRAM = {
  accent: css({ bg: 'accent.default', color: 'accent.contrast' }),
  info: css({ bg: 'info.default', color: 'info.contrast' }),
  success: css({ bg: 'success.default', color: 'success.contrast' }),
  warning: css({ bg: 'warning.default', color: 'warning.contrast' }),
};

function CheckIcon() {
  return (
    <StrokeIcon size={12} strokeWidth={3}>
      <path d="m5 12 5 5L20 7" />
    </StrokeIcon>
  );
}

export interface ArtistHeaderProps {
  /** What is known of the artist so far (a roster entry has the name and photo before the artist's record arrives). */
  artist: Partial<Pick<Artist, 'name' | 'image' | 'isVerified'>> | undefined;
  /** The artist's record is on its way: the name and photo wait for it when `artist` has none. */
  loading?: boolean;
  subtitle?: ReactNode;
  /** Beside the name (the roster switcher, links). */
  actions?: ReactNode;
}

/**
 * An artist's header on its home and overview: the photo (or a monogram in a colour of the
 * name's own), the name as the page's title, a mark per platform that verified the artist.
 */
export function ArtistHeader({ artist, loading = false, subtitle, actions }: ArtistHeaderProps) {
  const name = artist?.name;
  const platforms = verifiedPlatforms(artist?.isVerified);
  return (
    <header className={styles.root}>
      {name ? (
        <Avatar src={artist.image} name={name} className={cx(styles.portrait, MONOGRAM[monogramPalette(name)])} />
      ) : (
        <Skeleton shape="circle" className={styles.portrait} />
      )}
      <div className={styles.text}>
        <p className={styles.overline}>Artist</p>
        {name ? (
          <h1 className={styles.name}>{name}</h1>
        ) : (
          <div className={styles.nameRoom}>
            <Skeleton width={240} height={28} />
          </div>
        )}
        {platforms.length > 0 && (
          <ul className={styles.badges} aria-label="Verified on">
            {platforms.map((platform) => (
              <li key={platform}>
                <Badge palette="success" size="sm" className={styles.badge}>
                  <CheckIcon />
                  <span className={styles.verifiedOn}>Verified on </span>
                  {verificationPlatformLabel(platform)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {/* The marks' row while the record comes (the name may come first, from the roster). */}
        {loading && platforms.length === 0 ? <Skeleton width={140} height={20} /> : null}
        {subtitle != null && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions != null && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
