import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconBehaviorEvents, postBehaviorEvents } from './send-events';

const batch = { sessionId: 'session-0001', events: [{ type: 'page_view' as const, path: '/dashboard', timestamp: '2026-11-26T08:00:00.000Z' }] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('beaconBehaviorEvents', () => {
  it('sends the batch with the token in the body (a beacon has no Authorization header)', () => {
    const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    expect(beaconBehaviorEvents(batch, 'token-1', 'http://localhost/api')).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('http://localhost/api/analytics/events');
    expect(JSON.parse(body)).toEqual({ ...batch, accessToken: 'token-1' });
  });

  it('answers false where the browser has no sendBeacon', () => {
    vi.stubGlobal('navigator', {});
    expect(beaconBehaviorEvents(batch, 'token-1', 'http://localhost/api')).toBe(false);
  });
});

describe('postBehaviorEvents', () => {
  it('posts with the bearer token and rejects on a refusal', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    await postBehaviorEvents(batch, 'token-1', { baseUrl: 'http://localhost/api', fetch });
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost/api/analytics/events',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer token-1' }) }),
    );
    const refused = vi.fn(async () => new Response(null, { status: 401 }));
    await expect(postBehaviorEvents(batch, 'token-1', { baseUrl: 'http://localhost/api', fetch: refused })).rejects.toThrow();
  });
});
