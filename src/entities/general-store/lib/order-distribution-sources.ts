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

/** The stores the delivery partner delivers to, and those coming soon (not delivered to yet), each in order. */
export function deliveryStoresOf<T extends Ordered>(sources: readonly T[]): { delivered: T[]; comingSoon: T[] } {
  const ordered = orderDistributionSources(sources);
  return { delivered: ordered.filter((source) => source.notice !== COMING_SOON), comingSoon: ordered.filter((source) => source.notice === COMING_SOON) };
}
