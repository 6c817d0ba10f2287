import { useEffect, useState } from 'react';

export type ProgressPhase = 'hidden' | 'loading' | 'completing';

const START = 0.08;
const CEILING = 0.9;
const TRICKLE_MS = 250;
const TRICKLE_SHARE = 0.12;
/** Time to grow to full width and fade (see the recipe's transitions). */
export const COMPLETE_MS = 500;

/**
 * Fake progress for a load of unknown length: moves quickly at first and slows
 * as it nears 90 %, then jumps to 100 % and fades once the load ends.
 */
export function usePageProgress(active: boolean, reducedMotion: boolean) {
  const [phase, setPhase] = useState<ProgressPhase>(active ? 'loading' : 'hidden');
  const [value, setValue] = useState(reducedMotion ? CEILING : START);
  const [wasActive, setWasActive] = useState(active);

  // Reacting to a prop change during render (not in an effect) avoids a frame with stale state.
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setPhase('loading');
      setValue(reducedMotion ? CEILING : START);
    } else if (phase !== 'hidden') {
      setPhase('completing');
    }
  }

  useEffect(() => {
    if (phase === 'loading' && !reducedMotion) {
      const timer = setInterval(
        () => setValue((current) => current + (CEILING - current) * TRICKLE_SHARE),
        TRICKLE_MS,
      );
      return () => clearInterval(timer);
    }
    if (phase === 'completing') {
      const timer = setTimeout(() => setPhase('hidden'), COMPLETE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, reducedMotion]);

  return { phase, value: phase === 'completing' ? 1 : value };
}
