/** Notice of a store that cannot be chosen yet. */
export const COMING_SOON = 'COMING_SOON';

interface Ordered {
  notice?: string | null;
  priority: number;
}

/** Spec 1 §4: COMING_SOON entries last, the rest by ascending priority (stable, copies the list). */
export function orderDistributionSources<T extends Ordered>(sources: readonly T[]): T[] {
  const rank = (source: T) => (source.notice === COMING_SOON ? 1 : 0);
  return [...sources].sort((a, b) => rank(a) - rank(b) || a.priority - b.priority);
}
