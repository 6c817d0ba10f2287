import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { applyUpdate, applyUpdateAtPageChange, checkForUpdate, isUpdateWaiting, refreshToLatestVersion, resetServiceWorker, startServiceWorker } from './service-worker';

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

/** Starts with a fake Workbox and waits until its listeners are attached (it is imported when used). */
async function start() {
  const { fake, createWorkbox } = fakeWorkbox();
  const events = { offlineReady: vi.fn(), updateWaiting: vi.fn() };
  const reload = vi.fn();
  const stop = startServiceWorker(events, { container, createWorkbox, reload });
  await vi.waitFor(() => expect(fake.register).toHaveBeenCalled());
  return { fake, events, reload, stop };
}

afterEach(() => resetServiceWorker());

describe('startServiceWorker', () => {
  it('registers /sw.js', async () => {
    const { fake } = await start();
    expect(fake.url).toBe('/sw.js');
    expect(fake.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no service workers', () => {
    const createWorkbox = vi.fn();
    startServiceWorker({ offlineReady: vi.fn(), updateWaiting: vi.fn() }, { container: undefined, createWorkbox });
    expect(createWorkbox).not.toHaveBeenCalled();
    expect(applyUpdate()).toBe(false);
  });

  it('says the app works offline when the first worker is installed, not when an update is', async () => {
    const { fake, events } = await start();
    fake.emit('installed', { isUpdate: true });
    fake.emit('installed', { isExternal: true });
    expect(events.offlineReady).not.toHaveBeenCalled();
    fake.emit('installed', {});
    expect(events.offlineReady).toHaveBeenCalledTimes(1);
  });

  it('reports a waiting worker, and applyUpdate lets it take over', async () => {
    const { fake, events } = await start();
    expect(applyUpdate()).toBe(false);
    fake.emit('waiting', { isUpdate: true });
    expect(events.updateWaiting).toHaveBeenCalledTimes(1);
    expect(isUpdateWaiting()).toBe(true);
    expect(applyUpdate()).toBe(true);
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('reloads once when an updated or external worker takes control, never on the first install', async () => {
    const { fake, reload } = await start();
    fake.emit('controlling', {});
    expect(reload).not.toHaveBeenCalled();
    fake.emit('controlling', { isUpdate: true });
    fake.emit('controlling', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an external worker taking control reloads too', async () => {
    const { fake, reload } = await start();
    fake.emit('controlling', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops reporting after the returned stop', async () => {
    const { fake, events, stop } = await start();
    stop();
    fake.emit('installed', {});
    fake.emit('waiting', {});
    expect(events.offlineReady).not.toHaveBeenCalled();
    expect(events.updateWaiting).not.toHaveBeenCalled();
  });

  it('checkForUpdate asks the registered worker, and a failed registration is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake } = await start();
    await checkForUpdate();
    expect(fake.update).toHaveBeenCalledTimes(1);
    fake.update.mockRejectedValueOnce(new Error('offline'));
    await expect(checkForUpdate()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('applyUpdateAtPageChange', () => {
  it('lets a waiting worker take over, and reloads once if it has not within 5 s', async () => {
    const { fake, reload } = await start();
    vi.useFakeTimers();
    expect(applyUpdateAtPageChange()).toBe(false);
    fake.emit('waiting', { isUpdate: true });
    expect(applyUpdateAtPageChange()).toBe(true);
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('does not reload a second time when the worker took over in time', async () => {
    const { fake, reload } = await start();
    vi.useFakeTimers();
    fake.emit('waiting', { isUpdate: true });
    applyUpdateAtPageChange();
    fake.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('refreshToLatestVersion', () => {
  it('lets a waiting worker take over, and reloads without it only if it has not within 5 s', async () => {
    const { fake } = await start();
    vi.useFakeTimers();
    fake.emit('waiting', { isUpdate: true });
    const reload = vi.fn();
    refreshToLatestVersion({ reload });
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('with no worker waiting, empties the caches and reloads at once', async () => {
    await start();
    const reload = vi.fn();
    refreshToLatestVersion({ reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('startServiceWorker stopped before Workbox arrived', () => {
  it('registers nothing (a component unmounted at once, as React StrictMode does)', async () => {
    const { fake, createWorkbox } = fakeWorkbox();
    const stop = startServiceWorker({ offlineReady: vi.fn(), updateWaiting: vi.fn() }, { container, createWorkbox: async (url) => createWorkbox(url) });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.register).not.toHaveBeenCalled();
  });
});
