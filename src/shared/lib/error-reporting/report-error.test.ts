import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ modules: 0, startSentry: vi.fn(), capture: vi.fn(), fail: false }));
vi.mock('./sentry/start-sentry', () => {
  loaded.modules += 1;
  return {
    startSentry: (dsn: string) => {
      if (loaded.fail) throw new Error('Loading chunk error-reporting-sentry failed.');
      loaded.startSentry(dsn);
      return loaded.capture;
    },
  };
});

const DSN = 'https://public@o1.ingest.sentry.io/42';

/** A fresh copy of the seam (its queue and reporter are module state). */
const freshSeam = () => import('./report-error');

beforeEach(() => {
  vi.resetModules();
  loaded.modules = 0;
  loaded.fail = false;
  loaded.startSentry.mockReset();
  loaded.capture.mockReset();
});

afterEach(() => vi.unstubAllEnvs());

describe('without a DSN', () => {
  it('is off, keeps nothing and never requests the Sentry chunk', async () => {
    vi.stubEnv('PUBLIC_SENTRY_DSN', '');
    const seam = await freshSeam();
    expect(seam.isErrorReportingEnabled()).toBe(false);

    seam.reportError(new Error('boom'));
    await seam.startErrorReporting();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded.modules).toBe(0);
    expect(loaded.startSentry).not.toHaveBeenCalled();

    // nothing was queued: a reporter connected later receives nothing
    const reporter = vi.fn();
    seam.connectErrorReporter(reporter);
    expect(reporter).not.toHaveBeenCalled();
  });
});

describe('with a DSN', () => {
  beforeEach(() => vi.stubEnv('PUBLIC_SENTRY_DSN', ` ${DSN} `));

  it('loads and starts Sentry once, however often it is asked to', async () => {
    const seam = await freshSeam();
    expect(seam.isErrorReportingEnabled()).toBe(true);
    await Promise.all([seam.startErrorReporting(), seam.startErrorReporting()]);
    await seam.startErrorReporting();
    expect(loaded.modules).toBe(1);
    expect(loaded.startSentry).toHaveBeenCalledTimes(1);
    expect(loaded.startSentry).toHaveBeenCalledWith(DSN);
  });

  it('queues the first five errors until Sentry has started, and an error starts the load', async () => {
    const seam = await freshSeam();
    const errors = Array.from({ length: 7 }, (_, index) => new Error(`error ${index}`));
    for (const error of errors) seam.reportError(error, { source: 'route-boundary' });
    expect(loaded.capture).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(loaded.startSentry).toHaveBeenCalledTimes(1));

    // the reporter Sentry's start answers is connected and receives what waited
    await vi.waitFor(() => expect(loaded.capture).toHaveBeenCalledTimes(5));
    expect(loaded.capture.mock.calls).toEqual(errors.slice(0, 5).map((error) => [error, { source: 'route-boundary' }]));

    const later = new Error('later');
    seam.reportError(later);
    expect(loaded.capture).toHaveBeenLastCalledWith(later, undefined);
    expect(loaded.capture).toHaveBeenCalledTimes(6);
  });

  it('hands the errors that waited to a reporter connected before Sentry started', async () => {
    const seam = await freshSeam();
    const waiting = new Error('waiting');
    loaded.fail = true;
    seam.reportError(waiting);
    const reporter = vi.fn();
    seam.connectErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledWith(waiting, undefined);
  });

  it('stops forwarding once disconnected', async () => {
    const seam = await freshSeam();
    const reporter = vi.fn();
    const disconnect = seam.connectErrorReporter(reporter);
    disconnect();
    seam.reportError(new Error('after'));
    expect(reporter).not.toHaveBeenCalled();
  });

  it('may try again after loading or starting failed', async () => {
    const seam = await freshSeam();
    loaded.fail = true;
    await expect(seam.startErrorReporting()).resolves.toBeUndefined();
    expect(loaded.startSentry).not.toHaveBeenCalled();

    loaded.fail = false;
    await seam.startErrorReporting();
    expect(loaded.startSentry).toHaveBeenCalledTimes(1);
  });
});
