import { cloneElement, useEffect, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { deferredModule, useDeferredModule, whenIdle } from '@/shared/lib/deferred';
import type { TooltipProps } from './tooltip-view';

export type { TooltipProps } from './tooltip-view';

const view = deferredModule(() => import('./tooltip-view'));

type ChildProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};


/** Loads the Ark UI tooltip (tests and early preloading). */
export const preloadTooltip = () => view.load();

/**
 * A tooltip on `children`. The element itself renders at once; the Ark UI tooltip (a chunk of
 * its own) wraps it as soon as it has loaded: at once if it already has, else when the browser
 * is idle (the pointer or focus reaching the element starts the download early). The swap waits
 * while the element is pressed (so a click is never split across two elements) and keeps the
 * focus on it.
 */
export function Tooltip(props: TooltipProps) {
  const [wanted, setWanted] = useState(() => view.get() !== undefined);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const loaded = useDeferredModule(view, wanted);

  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);

  if (loaded && !pressed) return <loaded.TooltipView {...props} focusOnMount={focused} />;

  const child = props.children as ReactElement<ChildProps>;
  const own = child.props;
  return cloneElement(child, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      view.preload();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      setPressed(true);
    },
    onPointerUp: (event) => {
      own.onPointerUp?.(event);
      // After the click that follows this pointerup.
      setTimeout(() => setPressed(false));
    },
    onPointerCancel: (event) => {
      own.onPointerCancel?.(event);
      setPressed(false);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      // A press dragged off the element ends no click on it.
      setPressed(false);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      setFocused(true);
      view.preload();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      setFocused(false);
    },
  } satisfies ChildProps);
}
