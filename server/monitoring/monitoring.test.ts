import type { ErrorEvent } from '@sentry/core';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.js';
import { parseSentryDsn } from './dsn.js';
import { type ErrorReporter, noErrorReporter, scrubPath, scrubServerEvent } from './error-reporter.js';
import { reportingJobLog } from './job-log.js';

describe('SENTRY_DSN', () => {
  it.each(['https://0123abcd@o12.ingest.us.sentry.io/4505', 'http://key@127.0.0.1:9000/7', 'https://key@sentry.example.test/sub/path/42'])(
    'accepts %s',
    (dsn) => {
      expect(parseSentryDsn(dsn)).toBe(dsn);
    },
  );

  it.each(['not a url', 'https://o12.ingest.sentry.io/4505', 'https://key@o12.ingest.sentry.io/', 'https://key@o12.ingest.sentry.io/project', 'ftp://key@host/1', 'https://key@host/1?x=1'])(
    'refuses %s',
    (dsn) => {
      expect(() => parseSentryDsn(dsn)).toThrow(/^SENTRY_DSN must be a Sentry DSN/);
    },
  );

  it('is read by the config with the environment from NODE_ENV; a bad one stops start-up', () => {
    const dsn = 'https://key@o1.ingest.sentry.io/42';
    expect(readConfig({ SENTRY_DSN: ` ${dsn} `, NODE_ENV: 'production', PUBLIC_APP_URL: 'https://app.example.com' }, false).app.errorReporting).toEqual({ dsn, environment: 'production' });
    expect(readConfig({ NODE_ENV: 'test' }, false).app.errorReporting).toEqual({ dsn: undefined, environment: 'test' });
    expect(readConfig({}, false).app.errorReporting).toEqual({ dsn: undefined, environment: 'development' });
    expect(() => readConfig({ SENTRY_DSN: 'https://o1.ingest.sentry.io/42' }, false)).toThrow(/SENTRY_DSN must be a Sentry DSN/);
  });

  it("turns on the profiler's Document-Policy when the app is built with PUBLIC_SENTRY_DSN", () => {
    expect(readConfig({ PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' }, false).app.jsProfiling).toBe(true);
    expect(readConfig({}, false).app.jsProfiling).toBe(false);
  });
});

describe('scrubPath', () => {
  it.each([
    ['/api/email/unsubscribe/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl?x=1', '/api/email/unsubscribe/[redacted]'],
    ['/api/admin/users/0123456789abcdef01234567', '/api/admin/users/0123456789abcdef01234567'],
    ['/api/users/ada%40example.test#f', '/api/users/[email]'],
  ])('%s → %s', (path, expected) => {
    expect(scrubPath(path)).toBe(expected);
  });
});

describe('scrubServerEvent', () => {
  it('keeps the request method and path, the user id, and removes emails, headers, cookies, bodies and extras', () => {
    const event = {
      type: undefined,
      request: {
        method: 'POST',
        url: '/api/auth/login?email=ada@example.test',
        headers: { authorization: 'Bearer abc', cookie: 'session=x' },
        cookies: { session: 'x' },
        data: '{"password":"pw"}',
        query_string: 'email=ada@example.test',
      },
      user: { id: 'u1', email: 'ada@example.test', ip_address: '10.0.0.1' },
      message: 'mail to ada@example.test failed',
      exception: { values: [{ type: 'Error', value: 'duplicate ada@example.test' }] },
      extra: { body: { password: 'pw' } },
    } as ErrorEvent;
    expect(scrubServerEvent(event)).toEqual({
      type: undefined,
      request: { method: 'POST', url: '/api/auth/login' },
      user: { id: 'u1' },
      message: 'mail to [email] failed',
      exception: { values: [{ type: 'Error', value: 'duplicate [email]' }] },
    });
  });
});

describe('reportingJobLog', () => {
  const logs = () => ({ warn: vi.fn(), error: vi.fn() });
  const reporter = () => ({
    enabled: true,
    capture: vi.fn<ErrorReporter['capture']>(),
    flush: async () => true,
  });

  it('reports a background job that failed for good, and keeps logging', () => {
    const log = logs();
    const sentry = reporter();
    const error = new Error('The partner answered 503');
    const wrapped = reportingJobLog(log, sentry);
    wrapped.error({ jobId: 1, kind: 'deliver-release', attempt: 5, err: error }, 'Background job deliver-release failed for good');
    expect(log.error).toHaveBeenCalledWith({ jobId: 1, kind: 'deliver-release', attempt: 5, err: error }, 'Background job deliver-release failed for good');
    expect(sentry.capture).toHaveBeenCalledWith(error, { tags: { source: 'background-job', job: 'deliver-release' } });
  });

  it('does not report a failure that will be retried (a warning)', () => {
    const log = logs();
    const sentry = reporter();
    reportingJobLog(log, sentry).warn({ jobId: 1, kind: 'x', err: new Error('once') }, 'will be tried again');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(sentry.capture).not.toHaveBeenCalled();
  });

  it('is the plain log without a DSN', () => {
    const log = logs();
    expect(reportingJobLog(log, noErrorReporter)).toBe(log);
  });
});
