import { afterEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => {
  const handlers = new Map<string, (event: Record<string, unknown>) => void>();
  return {
    handlers,
    init: vi.fn(),
    setUser: vi.fn(),
    captureException: vi.fn(),
    getClient: vi.fn(() => ({ on: (name: string, handler: (event: Record<string, unknown>) => void) => handlers.set(name, handler) })),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    browserProfilingIntegration: vi.fn(() => ({ name: 'BrowserProfiling' })),
    replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
  };
});
vi.mock('@sentry/react', () => sentry);

const { sentryOptions, startSentry } = await import('./start-sentry');
const { setErrorReportingUser } = await import('../error-reporting');
const { connectErrorReporter, reportError } = await import('../report-error');
const { scrubBreadcrumb, scrubEvent, scrubRecordingEvent } = await import('./scrub');

const DSN = 'https://public@o1.ingest.sentry.io/42';

afterEach(() => {
  vi.unstubAllEnvs();
  setErrorReportingUser(null);
});

describe('sentryOptions', () => {
  it('has the release, environment, release-branch tag and the spec 2 §9 sample rates', () => {
    const options = sentryOptions(DSN, 'production');
    expect(options).toMatchObject({
      dsn: DSN,
      release: '2025.08.8',
      environment: 'production',
      initialScope: { tags: { release_branch: 'production' } },
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, stackFrameVariables: false },
      tracesSampleRate: 0.1,
      tracePropagationTargets: [],
      profileSessionSampleRate: 0.01,
      profileLifecycle: 'trace',
      replaysSessionSampleRate: 0.01,
      replaysOnErrorSampleRate: 0.1,
      beforeBreadcrumb: scrubBreadcrumb,
      beforeSend: scrubEvent,
      beforeSendTransaction: scrubEvent,
    });
    expect((options.integrations as { name: string }[]).map((integration) => integration.name)).toEqual([
      'BrowserTracing',
      'BrowserProfiling',
      'Replay',
    ]);
    expect(sentry.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      beforeAddRecordingEvent: scrubRecordingEvent,
    });
  });

  it('tags the branch PUBLIC_RELEASE_BRANCH names, production by default', () => {
    expect(sentryOptions(DSN).initialScope).toEqual({ tags: { release_branch: 'production' } });
    vi.stubEnv('PUBLIC_RELEASE_BRANCH', 'release/2025.08');
    expect(sentryOptions(DSN).initialScope).toEqual({ tags: { release_branch: 'release/2025.08' } });
  });
});

describe('startSentry', () => {
  it('initialises Sentry, then forwards only the role flags and the errors the screens report', () => {
    setErrorReportingUser({ roles: ['ADMIN'], email: 'ada@example.test', _id: 'u1' } as never);
    const disconnect = connectErrorReporter(startSentry(DSN));

    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init.mock.calls[0]![0]).toMatchObject({ dsn: DSN, release: '2025.08.8', tracesSampleRate: 0.1 });
    expect(sentry.setUser).toHaveBeenLastCalledWith({ isAdmin: true, isInvestor: false });

    setErrorReportingUser({ roles: ['INVESTOR'] });
    expect(sentry.setUser).toHaveBeenLastCalledWith({ isAdmin: false, isInvestor: true });
    setErrorReportingUser(null);
    expect(sentry.setUser).toHaveBeenLastCalledWith(null);
    expect(JSON.stringify(sentry.setUser.mock.calls)).not.toContain('ada@example.test');

    const error = new Error('boom');
    reportError(error, { source: 'app-boundary', componentStack: '\n    at Page' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, {
      tags: { boundary: 'app-boundary' },
      contexts: { react: { componentStack: '\n    at Page' } },
    });
    disconnect();
  });

  it('scrubs the page URLs of replay events, which skip beforeSend', () => {
    startSentry(DSN);
    const replayEvent = { type: 'replay_event', urls: ['https://app.test/reset-password?token=abc'] };
    sentry.handlers.get('preprocessEvent')!(replayEvent);
    expect(replayEvent.urls).toEqual(['https://app.test/reset-password']);
  });
});
