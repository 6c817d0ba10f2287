import { useCallback, type ImgHTMLAttributes, type Ref } from 'react';
import { useNearViewport } from './use-near-viewport';

export type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> & {
  src: string;
  ref?: Ref<HTMLImageElement>;
};

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * An image (cover, artwork) requested once it comes within 100 px of the viewport (spec 1 §9),
 * through the page's one shared IntersectionObserver: at once when it is in view. Until then the
 * element is laid out without a source, so its box (set by its class or size) does not move.
 */
export function LazyImage({ src, ref, decoding = 'async', ...props }: LazyImageProps) {
  const [watch, near] = useNearViewport<HTMLImageElement>();
  const bind = useCallback(
    (image: HTMLImageElement | null) => {
      watch(image);
      setRef(ref, image);
    },
    [watch, ref],
  );
  return (
    <img
      {...props}
      ref={bind}
      src={near ? src : undefined}
      decoding={decoding}
    />
  );
}
