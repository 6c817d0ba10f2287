import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred-module';

describe('deferredModule', () => {
  it('loads once and then gives the module synchronously', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = deferredModule(importer);
    expect(module.get()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(module.get()).toEqual({ answer: 42 });
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('can be retried after a failed load (e.g. a chunk removed by a deploy)', async () => {
    const importer = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ ok: true });
    const module = deferredModule(importer);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.get()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
