import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Avatar, type AvatarProps } from '@/shared/ui';
import type { PlatformArtist } from '../api/artist-api';

const styles = {
  card: css({ display: 'flex', alignItems: 'center', gap: '3', p: '3', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' }),
  text: css({ flex: '1', minW: '0' }),
  name: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  meta: css({ textStyle: 'caption', color: 'fg.muted' }),
};

export interface ArtistCardProps {
  artist: Pick<PlatformArtist, 'name' | 'image'>;
  size?: AvatarProps['size'];
  /** A line under the name (e.g. the followers). */
  meta?: ReactNode;
  /** A button at the end (e.g. Remove). */
  action?: ReactNode;
}

/** The artist picked in a form: picture, name, a line about them, and what can be done with the pick. */
export function ArtistCard({ artist, size = 'md', meta, action }: ArtistCardProps) {
  return (
    <div className={styles.card}>
      <Avatar src={artist.image} name={artist.name} size={size} />
      <div className={styles.text}>
        <div className={styles.name}>{artist.name}</div>
        {meta && <div className={styles.meta}>{meta}</div>}
      </div>
      {action}
    </div>
  );
}
