import { useSyncExternalStore } from 'react';

// The window's scroll offset as of the last scroll event (a restored position fires one too).
// Reading `window.scrollY` during render forces a synchronous layout of the whole page while React
// is still writing it, and React reads a snapshot several times per render: it cost the first load
// of an admin page about 90 ms of layout. After a scroll event layout is clean, so reading is free.
let scrollY = 0;

function subscribe(onChange: () => void) {
  const onScroll = () => {
    scrollY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** Whether the window is scrolled past `offset` px (the desktop header shrinks to the offset height). */
export function useScrolled(offset: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > offset,
    () => false,
  );
}
