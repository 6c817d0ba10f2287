import { useState } from 'react';
import { cx } from 'styled-system/css';
import { useAfterFirstPaint } from '@/shared/lib/deferred';
import { avatar, type AvatarVariantProps } from 'styled-system/recipes';
import { LazyImage } from '../lazy-image';
import { getInitials } from './get-initials';

export type AvatarProps = AvatarVariantProps & {
  src?: string | null;
  /** The initials come from it. */
  name?: string | null;
  /**
   * The picture's text alternative. Empty by default: an avatar stands beside the name it
   * pictures (rows, headers, menus), so repeating the name would be read twice, and inside a
   * button it would change the button's name.
   */
  alt?: string;
  /** What shows while there is no image: the name's initials, or an empty placeholder. */
  fallback?: 'initials' | 'blank';
  className?: string;
};

const isLoaded = (image: HTMLImageElement | null) => !!image && image.complete && image.naturalWidth > 0;

/**
 * Sizes: xs 24, sm 32, md 40, lg 48, xl 64, 2xl 96 px. The fallback shows until the image has
 * loaded (and again if it fails). Plain React, with Ark UI's avatar parts and states
 * (`data-scope="avatar"`, `data-part`, `data-state`): an image needs no state machine, and the
 * header's avatars are in every signed-in page's first load.
 *
 * The image is requested once the page's first paint is on screen, and lazily: a table's avatars
 * load after their rows' text (on a slow connection they do not share it with what the page needs
 * first; a lazy image in view is otherwise requested before the frame that shows its row), and
 * those below the fold when they come within 100 px (`LazyImage`). So it is laid out (transparent
 * over the fallback) rather than `hidden` until it has loaded: an element not laid out never
 * comes near the viewport.
 */
export function Avatar({ src, name, alt = '', fallback = 'initials', size, className }: AvatarProps) {
  const styles = avatar({ size });
  const painted = useAfterFirstPaint();
  const [settled, setSettled] = useState<{ src: string; loaded: boolean } | null>(null);
  const loaded = !!src && settled?.src === src && settled.loaded;
  const failed = !!src && settled?.src === src && !settled.loaded;
  const state = (visible: boolean) => (visible ? 'visible' : 'hidden');
  return (
    <span className={cx(styles.root, className)} data-scope="avatar" data-part="root">
      <span
        className={styles.fallback}
        aria-hidden="true"
        data-scope="avatar"
        data-part="fallback"
        data-state={state(!loaded)}
        // Drawn from the attribute (the recipe's ::before), not written: the monogram is a picture
        // of the person, so inside a labelled button it is not text its name must hold (WCAG 2.5.3).
        data-initials={fallback === 'initials' ? getInitials(name) : undefined}
        hidden={loaded}
      />
      {src && !failed && painted ? (
        <LazyImage
          key={src}
          // An image already in the cache may have loaded before React listened.
          ref={(image) => {
            if (isLoaded(image) && !loaded) setSettled({ src, loaded: true });
          }}
          className={styles.image}
          src={src}
          alt={alt}
          data-scope="avatar"
          data-part="image"
          data-state={state(loaded)}
          onLoad={() => setSettled({ src, loaded: true })}
          onError={() => setSettled({ src, loaded: false })}
        />
      ) : null}
    </span>
  );
}
