import { describe, expect, it } from 'vitest';
import { resolveRange } from './range-query';

const today = new Date('2026-11-26T08:00:00Z');

describe('resolveRange', () => {
  it('reads a preset as the last N days, today included', () => {
    expect(resolveRange({ range: '7' }, today)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(resolveRange({ range: '90' }, today)).toEqual({ from: '2026-08-29', to: '2026-11-26' });
  });

  it('keeps a custom range, swapping ends given the wrong way round', () => {
    expect(resolveRange({ range: 'custom', from: '2026-10-01', to: '2026-10-31' }, today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolveRange({ range: 'custom', from: '2026-10-31', to: '2026-10-01' }, today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('fills a missing end of a custom range and cuts it to 366 days', () => {
    expect(resolveRange({ range: 'custom', from: '2026-11-01' }, today)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(resolveRange({ range: 'custom', to: '2026-10-30' }, today)).toEqual({ from: '2026-10-01', to: '2026-10-30' });
    expect(resolveRange({ range: 'custom', from: '2020-01-01', to: '2026-11-26' }, today)).toEqual({ from: '2025-11-26', to: '2026-11-26' });
  });
});
