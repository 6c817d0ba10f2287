import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSearch } from './search-api';

function stubFetch(body: unknown, status = 200) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      urls.push(new URL(request.url));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('requestSearch', () => {
  it('asks GET /search/artists for a page of 10 on spotify', async () => {
    const urls = stubFetch({
      artists: [
        { id: 'sp1', _id: '65f0c0ffee00000000000001', name: 'Adele', image: null, platform: 'spotify' },
        { id: 'sp2', _id: null, name: 'Adam', image: 'https://img.test/a.jpg', platform: 'spotify' },
      ],
      total: 12,
    });
    const page = await requestSearch({ mode: 'artists', query: 'ad', offset: 10 });
    expect(urls[0]?.pathname).toMatch(/\/search\/artists$/);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      query: 'ad',
      platform: 'spotify',
      offset: '10',
      limit: '10',
    });
    expect(page.total).toBe(12);
    expect(page.items.map((item) => item.id)).toEqual(['65f0c0ffee00000000000001', 'sp2']);
  });

  it('asks GET /writers/search-upsert and shows the ipiNumber', async () => {
    const urls = stubFetch([{ _id: 'w1', name: 'Max Martin', image: null, ipiNumber: '00012345678' }]);
    const page = await requestSearch({ mode: 'writers', query: 'max', offset: 0 });
    expect(urls[0]?.pathname).toMatch(/\/writers\/search-upsert$/);
    expect(urls[0]?.searchParams.get('query')).toBe('max');
    expect(page).toEqual({
      items: [{ kind: 'writers', id: 'w1', name: 'Max Martin', image: null, subtitle: '00012345678' }],
      total: 1,
    });
  });

  it('throws on a failure (the model swallows it)', async () => {
    stubFetch({ statusCode: 501, error: 'Not Implemented', message: 'Not built yet' }, 501);
    await expect(requestSearch({ mode: 'writers', query: 'x', offset: 0 })).rejects.toBeTruthy();
  });
});
