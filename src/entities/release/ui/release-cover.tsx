import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { LazyImage } from '@/shared/ui';

const styles = {
  frame: css({ borderRadius: 'control', objectFit: 'cover', bg: 'bg.muted', flexShrink: '0' }),
  // Not shrunk by the global img max-width inside an auto-sized table cell.
  sm: css({ w: '10', h: '10', minW: '10' }),
  md: css({ w: '12', h: '12' }),
  image: css({ display: 'block' }),
  placeholder: css({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'fg.subtle' }),
};

/** Pixels of each size's square, and of the note drawn while there is no image. */
const SIZES = { sm: { side: 40, note: 18 }, md: { side: 48, note: 20 } } as const;

function NoteIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </svg>
  );
}

export interface ReleaseCoverProps {
  url: string | null;
  /** `sm`: 40 px (a dense table), `md`: 48 px. */
  size?: keyof typeof SIZES;
}

/** The cover thumbnail, or a neutral square while a release has none (or it fails to load). */
export function ReleaseCover({ url, size = 'md' }: ReleaseCoverProps) {
  const [failed, setFailed] = useState(false);
  const { side, note } = SIZES[size];
  if (!url || failed) {
    return (
      <span className={cx(styles.frame, styles[size], styles.placeholder)} data-testid="cover-placeholder">
        <NoteIcon size={note} />
      </span>
    );
  }
  return <LazyImage className={cx(styles.frame, styles[size], styles.image)} src={url} alt="" width={side} height={side} onError={() => setFailed(true)} />;
}
