import { describe, expect, it } from 'vitest';
import { deliveryStoresOf, orderDistributionSources } from './order-distribution-sources';

const source = (key: string, priority: number, notice: string | null = null) => ({ key, priority, notice });

describe('orderDistributionSources', () => {
  it('puts COMING_SOON entries last and the rest by ascending priority', () => {
    const ordered = orderDistributionSources([
      source('tidal', 3),
      source('future', 0, 'COMING_SOON'),
      source('spotify', 1),
      source('later', 2, 'COMING_SOON'),
      source('apple', 2),
    ]);
    expect(ordered.map((s) => s.key)).toEqual(['spotify', 'apple', 'tidal', 'future', 'later']);
  });

  it('does not change the given list and keeps equal priorities in order', () => {
    const list = [source('b', 1), source('a', 1), source('c', 0)];
    const ordered = orderDistributionSources(list);
    expect(ordered.map((s) => s.key)).toEqual(['c', 'b', 'a']);
    expect(list.map((s) => s.key)).toEqual(['b', 'a', 'c']);
  });

  it('treats other notices like no notice', () => {
    expect(orderDistributionSources([source('x', 5, 'NEW'), source('y', 1)]).map((s) => s.key)).toEqual(['y', 'x']);
  });
});

describe('deliveryStoresOf', () => {
  it('splits the stores delivered to from those coming soon, each in order', () => {
    const { delivered, comingSoon } = deliveryStoresOf([source('soundcloud', 6, 'COMING_SOON'), source('tidal', 4), source('spotify', 0), source('tiktok', 7, 'COMING_SOON')]);
    expect(delivered.map((s) => s.key)).toEqual(['spotify', 'tidal']);
    expect(comingSoon.map((s) => s.key)).toEqual(['soundcloud', 'tiktok']);
  });
});
