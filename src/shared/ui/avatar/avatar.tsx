import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { cx } from 'styled-system/css';
import { avatar, type AvatarVariantProps } from 'styled-system/recipes';
import { getInitials } from './get-initials';

export type AvatarProps = AvatarVariantProps & {
  src?: string | null;
  /** Used for the image's alt text and the initials. */
  name?: string | null;
  /** What shows while there is no image: the name's initials, or an empty placeholder. */
  fallback?: 'initials' | 'blank';
  className?: string;
};

/** Sizes: xs 24, sm 32, md 40, lg 48, xl 64, 2xl 96 px. */
export function Avatar({ src, name, fallback = 'initials', size, className }: AvatarProps) {
  const styles = avatar({ size });
  return (
    <ArkAvatar.Root className={cx(styles.root, className)}>
      <ArkAvatar.Fallback className={styles.fallback} aria-hidden="true">
        {fallback === 'initials' ? getInitials(name) : null}
      </ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={styles.image} src={src} alt={name ?? ''} /> : null}
    </ArkAvatar.Root>
  );
}
