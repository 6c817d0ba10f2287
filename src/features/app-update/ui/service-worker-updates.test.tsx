import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, applyUpdateAtPageChange, startServiceWorker, type ServiceWorkerEvents } from '@/shared/lib/app-reload';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toaster } from '@/shared/ui';
import { ServiceWorkerUpdates } from './service-worker-updates';

vi.mock('@/shared/lib/app-reload', () => ({
  APP_UPDATE_TOAST_ID: 'app-update',
  startServiceWorker: vi.fn(() => () => undefined),
  applyUpdate: vi.fn(() => true),
  applyUpdateAtPageChange: vi.fn(() => true),
}));

const create = vi.spyOn(toaster, 'create');

const settleAtOnce = (task: () => void) => {
  task();
  return () => undefined;
};

function renderUpdates(enabled = true) {
  const router = createMemoryRouter(
    [{ path: '*', element: <ServiceWorkerUpdates enabled={enabled} whenSettled={settleAtOnce} whenNewPageSettled={settleAtOnce} /> }],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  const events = vi.mocked(startServiceWorker).mock.calls.at(-1)?.[0] as ServiceWorkerEvents;
  return { router, events };
}

afterEach(() => {
  vi.clearAllMocks();
  act(() => toaster.remove());
});

describe('ServiceWorkerUpdates', () => {
  it('registers nothing outside a production build', () => {
    renderUpdates(false);
    expect(startServiceWorker).not.toHaveBeenCalled();
  });

  it('registers once the page has settled, and not at all when it unmounts before', () => {
    let settle = () => undefined as void;
    const cancel = vi.fn();
    const whenSettled = (task: () => void) => {
      settle = task;
      return cancel;
    };
    const router = createMemoryRouter([{ path: '*', element: <ServiceWorkerUpdates enabled whenSettled={whenSettled} /> }]);
    const { unmount } = render(<RouterProvider router={router} />);
    expect(startServiceWorker).not.toHaveBeenCalled();
    act(() => settle());
    expect(startServiceWorker).toHaveBeenCalledTimes(1);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('says the app is ready offline for 6 s', () => {
    const { events } = renderUpdates();
    act(() => events.offlineReady());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ready to work offline', duration: 6000 }));
  });

  it('offers "Update" for a waiting version, which lets it take over', () => {
    const { events } = renderUpdates();
    act(() => events.updateWaiting());
    const toast = create.mock.calls.at(-1)?.[0];
    expect(toast).toMatchObject({ title: 'An update is ready', duration: Number.POSITIVE_INFINITY, action: { label: 'Update' } });
    expect(applyUpdate).not.toHaveBeenCalled();
    toast?.action?.onClick?.();
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('updates on its own at the next change of page', async () => {
    const { events, router } = renderUpdates();
    act(() => events.updateWaiting());
    expect(applyUpdateAtPageChange).not.toHaveBeenCalled();
    await act(() => router.navigate('/dashboard/analytics'));
    expect(applyUpdateAtPageChange).toHaveBeenCalledTimes(1);
    expect(applyUpdate).not.toHaveBeenCalled();
  });

  it('lets the new page settle first, and waits again when the page changes before', async () => {
    const settles: (() => void)[] = [];
    const cancels: ReturnType<typeof vi.fn>[] = [];
    const whenNewPageSettled = (task: () => void) => {
      settles.push(task);
      const cancel = vi.fn();
      cancels.push(cancel);
      return cancel;
    };
    const router = createMemoryRouter([{ path: '*', element: <ServiceWorkerUpdates enabled whenSettled={settleAtOnce} whenNewPageSettled={whenNewPageSettled} /> }], {
      initialEntries: ['/dashboard'],
    });
    render(<RouterProvider router={router} />);
    const events = vi.mocked(startServiceWorker).mock.calls.at(-1)?.[0] as ServiceWorkerEvents;
    act(() => events.updateWaiting());
    await act(() => router.navigate('/dashboard/analytics'));
    await act(() => router.navigate('/dashboard/releases'));
    expect(cancels[0]).toHaveBeenCalledTimes(1);
    expect(applyUpdateAtPageChange).not.toHaveBeenCalled();
    act(() => settles.at(-1)?.());
    expect(applyUpdateAtPageChange).toHaveBeenCalledTimes(1);
  });

  it('a change of page with no waiting version updates nothing', async () => {
    const { router } = renderUpdates();
    await act(() => router.navigate('/dashboard/analytics'));
    expect(applyUpdateAtPageChange).not.toHaveBeenCalled();
  });
});

describe('ServiceWorkerUpdates with the version check', () => {
  it('does not announce a waiting worker twice: the version toast is already up', () => {
    toaster.create({ id: 'app-update', title: 'A new version is available', duration: Number.POSITIVE_INFINITY });
    create.mockClear();
    const { events } = renderUpdates();
    act(() => events.updateWaiting());
    expect(create).not.toHaveBeenCalled();
  });
});
