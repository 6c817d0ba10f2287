import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyFontReady } from './body-font';

function fontsLoading(load: (font: string) => Promise<unknown>) {
  return { load: vi.fn(load) } as unknown as Pick<FontFaceSet, 'load'>;
}

async function settledWithin(promise: Promise<void>, ms: number) {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('the body face before the first page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for Inter to load, and asks for that family', async () => {
    vi.useFakeTimers();
    let loaded!: () => void;
    const fonts = fontsLoading(() => new Promise<void>((resolve) => (loaded = resolve)));
    const ready = bodyFontReady(1000, fonts);
    expect(fonts.load).toHaveBeenCalledWith("1em 'Inter Variable'");
    expect(await settledWithin(ready, 500)).toBe(false);
    loaded();
    expect(await settledWithin(ready, 0)).toBe(true);
  });

  it('draws the page in the system face when Inter is slower than its patience', async () => {
    vi.useFakeTimers();
    const ready = bodyFontReady(1000, fontsLoading(() => new Promise(() => {})));
    expect(await settledWithin(ready, 999)).toBe(false);
    expect(await settledWithin(ready, 1)).toBe(true);
  });

  it('does not hold the page when the face fails to load', async () => {
    vi.useFakeTimers();
    const ready = bodyFontReady(1000, fontsLoading(() => Promise.reject(new Error('network'))));
    expect(await settledWithin(ready, 0)).toBe(true);
  });

  it('does not wait where the browser has no font loading API', async () => {
    vi.useFakeTimers();
    expect(await settledWithin(bodyFontReady(1000, {} as Pick<FontFaceSet, 'load'>), 0)).toBe(true);
  });
});
