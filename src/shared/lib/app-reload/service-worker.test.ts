import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { applyUpdate, checkForUpdate, isUpdateWaiting, refreshToLatestVersion, resetServiceWorker, startServiceWorker } from './service-worker';

type Listener = (event: { isUpdate?: boolean; isExternal?: boolean }) => void;

function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  const fake = {
    url: '',
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    emit: (type: string, event: { isUpdate?: boolean; isExternal?: boolean } = {}) => {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
  const createWorkbox = (url: string) => {
    fake.url = url;
    return fake as unknown as Workbox;
  };
  return { fake, createWorkbox };
}

const container = {} as ServiceWorkerContainer;

function start() {
  const { fake, createWorkbox } = fakeWorkbox();
  const events = { offlineReady: vi.fn(), updateWaiting: vi.fn() };
  const reload = vi.fn();
  const stop = startServiceWorker(events, { container, createWorkbox, reload });
  return { fake, events, reload, stop };
}

afterEach(() => resetServiceWorker());

describe('startServiceWorker', () => {
  it('registers /sw.js', () => {
    const { fake } = start();
    expect(fake.url).toBe('/sw.js');
    expect(fake.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no service workers', () => {
    const createWorkbox = vi.fn();
    startServiceWorker({ offlineReady: vi.fn(), updateWaiting: vi.fn() }, { container: undefined, createWorkbox });
    expect(createWorkbox).not.toHaveBeenCalled();
    expect(applyUpdate()).toBe(false);
  });

  it('says the app works offline when the first worker is installed, not when an update is', () => {
    const { fake, events } = start();
    fake.emit('installed', { isUpdate: true });
    fake.emit('installed', { isExternal: true });
    expect(events.offlineReady).not.toHaveBeenCalled();
    fake.emit('installed', {});
    expect(events.offlineReady).toHaveBeenCalledTimes(1);
  });

  it('reports a waiting worker, and applyUpdate lets it take over', () => {
    const { fake, events } = start();
    expect(applyUpdate()).toBe(false);
    fake.emit('waiting', { isUpdate: true });
    expect(events.updateWaiting).toHaveBeenCalledTimes(1);
    expect(isUpdateWaiting()).toBe(true);
    expect(applyUpdate()).toBe(true);
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('reloads once when an updated or external worker takes control, never on the first install', () => {
    const { fake, reload } = start();
    fake.emit('controlling', {});
    expect(reload).not.toHaveBeenCalled();
    fake.emit('controlling', { isUpdate: true });
    fake.emit('controlling', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an external worker taking control reloads too', () => {
    const { fake, reload } = start();
    fake.emit('controlling', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops reporting after the returned stop', () => {
    const { fake, events, stop } = start();
    stop();
    fake.emit('installed', {});
    fake.emit('waiting', {});
    expect(events.offlineReady).not.toHaveBeenCalled();
    expect(events.updateWaiting).not.toHaveBeenCalled();
  });

  it('checkForUpdate asks the registered worker, and a failed registration is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake } = start();
    await checkForUpdate();
    expect(fake.update).toHaveBeenCalledTimes(1);
    fake.update.mockRejectedValueOnce(new Error('offline'));
    await expect(checkForUpdate()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('refreshToLatestVersion', () => {
  it('lets a waiting worker take over, and reloads without it only if it has not within 5 s', () => {
    vi.useFakeTimers();
    const { fake } = start();
    fake.emit('waiting', { isUpdate: true });
    const reload = vi.fn();
    refreshToLatestVersion({ reload });
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('with no worker waiting, empties the caches and reloads at once', () => {
    start();
    const reload = vi.fn();
    refreshToLatestVersion({ reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
