import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubRecordingEvent, scrubText, scrubUrl } from './scrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('scrubUrl', () => {
  it.each([
    ['https://app.test/reset-password?token=secret#top', 'https://app.test/reset-password'],
    ['/search?q=Ada%20Lovelace', '/search'],
    ['https://app.test/dashboard#section', 'https://app.test/dashboard'],
    ['https://app.test', 'https://app.test'],
    [`https://app.test/email/preferences/${JWT}`, 'https://app.test/email/preferences/[redacted]'],
    ['/api/users/ada%40example.test/photo', '/api/users/[email]/photo'],
    // record ids (24 hex) stay: they say which record, not who
    ['/admin/users/0123456789abcdef01234567', '/admin/users/0123456789abcdef01234567'],
  ])('%s → %s', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });
});

describe('scrubText', () => {
  it('removes emails, bearer tokens, JWTs and query strings of URLs in text', () => {
    const text = `Login failed for ada.lovelace+test@example.co.uk (Authorization: Bearer abc.def-123) token ${JWT} at https://app.test/verify?code=9911 and GET /api/search?q=ada`;
    const scrubbed = scrubText(text);
    expect(scrubbed).toBe(
      'Login failed for [email] (Authorization: Bearer [redacted]) token [redacted] at https://app.test/verify and GET /api/search',
    );
  });

  it('leaves ordinary messages alone', () => {
    expect(scrubText("Cannot read properties of undefined (reading 'map')")).toBe("Cannot read properties of undefined (reading 'map')");
  });
});

describe('scrubBreadcrumb', () => {
  it('drops console arguments and scrubs the console message', () => {
    const breadcrumb: Breadcrumb = {
      category: 'console',
      level: 'log',
      message: 'saving ada@example.test',
      data: { arguments: ['saving', { email: 'ada@example.test', password: 'pw' }], logger: 'console' },
    };
    const scrubbed = scrubBreadcrumb(breadcrumb);
    expect(scrubbed.message).toBe('saving [email]');
    expect(scrubbed.data).toEqual({ logger: 'console' });
    expect(JSON.stringify(scrubbed)).not.toContain('ada@example.test');
  });

  it('cuts request URLs to their path and drops bodies', () => {
    const scrubbed = scrubBreadcrumb({
      category: 'fetch',
      type: 'http',
      data: {
        method: 'POST',
        url: 'https://api.test/api/auth/login?next=/dashboard',
        status_code: 401,
        body: '{"email":"ada@example.test","password":"pw"}',
        request_body: '{"email":"ada@example.test"}',
        response_body: '{"token":"x"}',
      },
    });
    expect(scrubbed.data).toEqual({ method: 'POST', url: 'https://api.test/api/auth/login', status_code: 401 });
  });

  it('cuts navigation URLs and attribute values in clicked selectors', () => {
    expect(
      scrubBreadcrumb({ category: 'navigation', data: { from: '/reset-password?token=abc', to: `/email/unsubscribe/${JWT}` } }).data,
    ).toEqual({ from: '/reset-password', to: '/email/unsubscribe/[redacted]' });
    expect(
      scrubBreadcrumb({ category: 'ui.click', message: 'body > div > button.remove[aria-label="Remove Ada Lovelace"][title=\'ada@example.test\']' })
        .message,
    ).toBe('body > div > button.remove[aria-label][title]');
  });

  it('does not change the breadcrumb it was given', () => {
    const breadcrumb: Breadcrumb = { category: 'console', message: 'a@b.test', data: { arguments: ['a@b.test'] } };
    scrubBreadcrumb(breadcrumb);
    expect(breadcrumb).toEqual({ category: 'console', message: 'a@b.test', data: { arguments: ['a@b.test'] } });
  });
});

describe('scrubEvent', () => {
  it('keeps the page path and user agent of the request, the role flags of the user, and scrubs messages', () => {
    const event = {
      type: undefined,
      message: 'for ada@example.test',
      transaction: '/reset-password?token=abc',
      request: {
        url: 'https://app.test/reset-password?token=abc#x',
        method: 'POST',
        query_string: 'token=abc',
        data: { email: 'ada@example.test', password: 'secret-pw' },
        cookies: { session: 'abc' },
        headers: { 'User-Agent': 'Firefox', Authorization: 'Bearer abc', Cookie: 'session=abc', Referer: 'https://app.test/?email=a@b.c' },
      },
      user: { id: 'u1', email: 'ada@example.test', ip_address: '10.0.0.1', username: 'ada', isAdmin: true, isInvestor: false },
      exception: { values: [{ type: 'Error', value: 'No account for ada@example.test' }] },
      breadcrumbs: [{ category: 'console', message: 'x', data: { arguments: ['ada@example.test'] } }],
    } as ErrorEvent;
    const scrubbed = scrubEvent(event);
    expect(scrubbed.request).toEqual({ url: 'https://app.test/reset-password', method: 'POST', headers: { 'User-Agent': 'Firefox' } });
    expect(scrubbed.user).toEqual({ isAdmin: true, isInvestor: false });
    expect(scrubbed.message).toBe('for [email]');
    expect(scrubbed.transaction).toBe('/reset-password');
    expect(scrubbed.exception?.values?.[0]?.value).toBe('No account for [email]');
    const serialised = JSON.stringify(scrubbed);
    for (const secret of ['ada@example.test', 'token=abc', 'Bearer', 'session=abc', '10.0.0.1', 'secret-pw']) {
      expect(serialised).not.toContain(secret);
    }
  });

  it('scrubs the spans of a transaction and the page URLs of a replay event', () => {
    const transaction = scrubEvent({
      type: 'transaction',
      spans: [
        {
          description: 'GET https://api.test/api/users?email=ada@example.test',
          data: { url: 'https://api.test/api/users?email=x', 'http.query': '?email=x', 'http.method': 'GET' },
        },
      ],
    } as unknown as ErrorEvent);
    expect(transaction.spans?.[0]).toMatchObject({
      description: 'GET https://api.test/api/users',
      data: { url: 'https://api.test/api/users', 'http.method': 'GET' },
    });
    expect(transaction.spans?.[0]?.data).not.toHaveProperty('http.query');

    const replay = scrubEvent({ type: 'replay_event', urls: ['https://app.test/verify?code=1', '/x#y'] } as unknown as ErrorEvent);
    expect((replay as unknown as { urls: string[] }).urls).toEqual(['https://app.test/verify', '/x']);
  });
});

describe('scrubRecordingEvent', () => {
  it("cuts the URL of a recorded navigation or request", () => {
    const event = {
      type: 5,
      data: { tag: 'performanceSpan', payload: { op: 'navigation.navigate', description: 'https://app.test/reset-password?token=abc', data: { url: '/a?b' } } },
    };
    expect(scrubRecordingEvent(event).data.payload).toEqual({
      op: 'navigation.navigate',
      description: 'https://app.test/reset-password',
      data: { url: '/a' },
    });
  });
});
