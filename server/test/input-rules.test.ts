import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixture, createCatalogFixture } from './catalog-fixture.js';
import { INPUT_MESSAGES } from '../http/input-rules.js';
import { ACCEPTED_USER_AGREEMENT, bearer, createTestApp, expectErrorResponse, expectResponseMatchesContract, readMailbox } from './helpers.js';

// The holes a fuzzer and hand-made bad input found (issue: hardening), each answered in the
// contract's error schema instead of a 500, a coerced value or a replacement character.
let fixture: CatalogFixture;
let artistId: string;
beforeAll(async () => {
  fixture = await createCatalogFixture();
  artistId = fixture.rosterIds[0]!;
}, 120_000);
afterAll(() => fixture?.app.close());

function get(url: string, token = fixture.admin.token) {
  return fixture.app.inject({ method: 'GET', url, headers: bearer(token) });
}

function sendJson(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: string | Buffer, token?: string) {
  return fixture.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });
}

function expectBadRequest(response: Awaited<ReturnType<typeof get>>, url: string, method = 'GET'): string {
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
  return (expectResponseMatchesContract(response, { method, path: url }) as { message: string }).message;
}

describe('huge paging numbers', () => {
  const pagedUrls = () => [
    '/api/artists',
    '/api/writers',
    '/api/tracks',
    '/api/works',
    `/api/artists/${artistId}/catalog`,
    `/api/artists/${artistId}/unclaimed-royalties`,
    `/api/artists/${artistId}/usage`,
    '/api/admin/mlc',
    '/api/admin/catalog',
  ];

  it.each(['1925736802636487196672', '92233720368547758', '99999999999999999', '100001'])(
    'page=%s is refused with 400 on every paged list',
    async (page) => {
      for (const url of pagedUrls()) {
        const withPage = `${url}?page=${page}&limit=100`;
        expect(expectBadRequest(await get(withPage), withPage)).toBe('querystring/page must be <= 100000');
      }
    },
  );

  it('the last allowed page answers an empty page, not an error', async () => {
    const response = await get('/api/artists?page=100000&limit=100');
    expect(expectResponseMatchesContract(response, { method: 'GET', path: '/api/artists' })).toMatchObject({ items: [], page: 100000 });
  });

  it('a huge offset on /search/artists is refused', async () => {
    const url = '/api/search/artists?query=a&offset=1925736802636487196672';
    expect(expectBadRequest(await get(url), url)).toBe('querystring/offset must be <= 10000');
  });
});

describe('the NUL character', () => {
  it.each(['/api/artists?search=a%00b', '/api/writers?search=%00', '/api/tracks?search=x%00', '/api/search/artists?query=%00'])(
    'in a query parameter (%s) is refused',
    async (url) => {
      expect(expectBadRequest(await get(url), url)).toBe(INPUT_MESSAGES.nulInUrl);
    },
  );

  it('in a path parameter is refused', async () => {
    const url = '/api/artists/%00';
    expect(expectBadRequest(await get(url), url)).toBe(INPUT_MESSAGES.nulInUrl);
  });

  it.each([
    ['PATCH', '/api/user/profile', '{"firstName":"Ann\\u0000"}', 'body/firstName'],
    ['PUT', 'ARTIST', '{"name":"A\\u0000"}', 'body/name'],
    ['POST', '/api/auth/user-sign-up', '{"email":"a@b.co","password":"x\\u0000","firstName":"A","lastName":"B"}', 'body/password'],
    ['PATCH', '/api/user/profile', '{"firstName":"Ann","\\u0000":"x"}', 'body/\u0000'],
  ] as const)('inside a JSON string (%s %s %s) is refused before the database', async (method, target, payload, path) => {
    const url = target === 'ARTIST' ? `/api/artists/${artistId}` : target;
    const response = await sendJson(method, url, payload, fixture.admin.token);
    expect(expectBadRequest(response, url, method)).toBe(INPUT_MESSAGES.nulInBody(path));
  });
});

describe('JSON bodies are taken as they are typed', () => {
  it('a number where the contract wants text is refused, not stored as text', async () => {
    const url = '/api/user/profile';
    const response = await sendJson('PATCH', url, '{"firstName":12345}', fixture.stranger.token);
    expect(expectBadRequest(response, url, 'PATCH')).toBe('body/firstName must be string');
    const user = expectResponseMatchesContract(await get('/api/user', fixture.stranger.token), { method: 'GET', path: '/api/user' });
    expect(user).toMatchObject({ firstName: 'Test' });
  });

  it('a one-element array is not unwrapped: no account is created', async () => {
    const app = await createTestApp();
    try {
      const url = '/api/auth/user-sign-up';
      const payload = JSON.stringify({
        email: ['array@example.test'],
        password: 'a long enough password',
        firstName: 'A',
        lastName: 'B',
        artistName: 'AB',
        phoneNumber: '+1 212 555 0100',
        ...ACCEPTED_USER_AGREEMENT,
      });
      const response = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(expectResponseMatchesContract(response, { method: 'POST', path: url })).toMatchObject({ message: 'body/email must be string' });
      expect(await readMailbox(app)).toEqual([]);
      const { rows } = await app.db.query('select 1 from users');
      expect(rows).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("absent fields are not filled with the schema's defaults: an empty partial update is refused", async () => {
    // ReleaseDraft (PATCH) has minProperties: 1 and an `advisory` whose schema defaults to NONE.
    const url = '/api/releases/drafts/64b7f0c2a1d3e4f5a6b7c8d9';
    const response = await sendJson('PATCH', url, '{}', fixture.owner.token);
    expect(expectBadRequest(response, url, 'PATCH')).toBe('body must NOT have fewer than 1 properties');
  });

  it('a body nested deeper than a recursive walk can go is refused before it is parsed, not a 500', async () => {
    const url = '/api/user/profile';
    for (const nested of ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)]) {
      const response = await sendJson('PATCH', url, `{"firstName":${nested}}`, fixture.stranger.token);
      expect(expectBadRequest(response, url, 'PATCH')).toBe(INPUT_MESSAGES.tooDeep);
    }
  });

  it('JSON nested more than 32 levels is refused, also unauthenticated, also as text/plain; 32 levels are parsed', async () => {
    const login = '/api/auth/login';
    expect(expectBadRequest(await sendJson('POST', login, '['.repeat(8_000) + ']'.repeat(8_000)), login, 'POST')).toBe(INPUT_MESSAGES.tooDeep);
    // Beacons carry their token in the body, so theirs is parsed before anyone is known.
    const events = '/api/analytics/events';
    const beacon = (payload: string) => fixture.app.inject({ method: 'POST', url: events, payload, headers: { 'content-type': 'text/plain' } });
    expect(expectBadRequest(await beacon('['.repeat(30_000) + ']'.repeat(30_000)), events, 'POST')).toBe(INPUT_MESSAGES.tooDeep);
    // The probe's megabyte is past the operation's body limit: not read at all.
    expect(expectErrorResponse(await beacon('['.repeat(500_000) + ']'.repeat(500_000)), 413).message).toBe('The body must be at most 64 KB');

    const url = '/api/user/profile';
    const nested = (levels: number) => `{"firstName":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    expect(expectBadRequest(await sendJson('PATCH', url, nested(32), fixture.stranger.token), url, 'PATCH')).toBe('body/firstName must be string');
    expect(expectBadRequest(await sendJson('PATCH', url, nested(33), fixture.stranger.token), url, 'PATCH')).toBe(INPUT_MESSAGES.tooDeep);
  });

  it('brackets inside strings, escaped quotes and backslashes included, do not count as nesting', async () => {
    const url = '/api/user/profile';
    const firstName = `\\"${'['.repeat(40)}\\`;
    const response = await sendJson('PATCH', url, JSON.stringify({ firstName, lastName: '\\' }), fixture.stranger.token);
    expect(expectResponseMatchesContract(response, { method: 'PATCH', path: url })).toMatchObject({ firstName });
    await sendJson('PATCH', url, JSON.stringify({ firstName: 'Test' }), fixture.stranger.token);
  });

  it('query parameters are still read as numbers and booleans', async () => {
    const url = '/api/artists?page=2&limit=5&clearCache=true';
    expect(expectResponseMatchesContract(await get(url), { method: 'GET', path: url })).toMatchObject({ page: 2, limit: 5 });
  });

  it('bytes that are not UTF-8 are refused, not stored as replacement characters', async () => {
    const url = '/api/user/profile';
    const payload = Buffer.concat([Buffer.from('{"firstName":"Ren'), Buffer.from([0xc3, 0x28]), Buffer.from('e"}')]);
    const response = await sendJson('PATCH', url, payload, fixture.stranger.token);
    expect(expectBadRequest(response, url, 'PATCH')).toBe(INPUT_MESSAGES.bodyNotUtf8);
    const user = expectResponseMatchesContract(await get('/api/user', fixture.stranger.token), { method: 'GET', path: '/api/user' });
    expect(user).toMatchObject({ firstName: 'Test' });
  });

  it('percent-escapes that are not UTF-8 are refused in the URL', async () => {
    const url = '/api/artists?search=%FF';
    expect(expectBadRequest(await get(url), url)).toBe(INPUT_MESSAGES.badUrlEncoding);
  });

  it('a prototype key is refused', async () => {
    const url = '/api/user/profile';
    const response = await sendJson('PATCH', url, '{"__proto__":{"admin":true}}', fixture.stranger.token);
    expect(expectBadRequest(response, url, 'PATCH')).toBe('Object contains forbidden prototype property');
  });

  it.each([
    ['', INPUT_MESSAGES.emptyJsonBody],
    ['{"firstName":', INPUT_MESSAGES.bodyNotJson],
  ])('a body of %j is refused with its reason', async (payload, message) => {
    const url = '/api/user/profile';
    const response = await sendJson('PATCH', url, payload, fixture.stranger.token);
    expect(expectBadRequest(response, url, 'PATCH')).toBe(message);
  });

  it('correct text with accents and emoji is kept exactly', async () => {
    const url = '/api/user/profile';
    const response = await sendJson('PATCH', url, JSON.stringify({ firstName: 'Zoë 🎵' }), fixture.stranger.token);
    expect(expectResponseMatchesContract(response, { method: 'PATCH', path: url })).toMatchObject({ firstName: 'Zoë 🎵' });
    await sendJson('PATCH', url, JSON.stringify({ firstName: 'Test' }), fixture.stranger.token);
  });
});

describe('body limits', () => {
  it('operations open without signing in take at most 16 KiB: 413 in the error schema', async () => {
    const url = '/api/auth/login';
    const response = await sendJson('POST', url, JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(100_000) }));
    expect(expectErrorResponse(response, 413).message).toBe('The body must be at most 16 KB');
    expectResponseMatchesContract(response, { method: 'POST', path: url });
    // Just under the limit the body is read, and its schema refuses it.
    const underLimit = await sendJson('POST', url, JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(16_000) }));
    expect(underLimit.statusCode).toBe(400);
  });

  it('signed-in operations keep the 1 MiB limit', async () => {
    const url = '/api/user/profile';
    const response = await sendJson('PATCH', url, JSON.stringify({ firstName: 'x'.repeat(100_000) }), fixture.stranger.token);
    expect(expectBadRequest(response, url, 'PATCH')).toMatch(/^body\/firstName must NOT have more than \d+ characters$/);
  });
});

describe('errors outside the operations keep the error schema', () => {
  it('a path parameter longer than the router takes answers 400, not 414 in another shape', async () => {
    const response = await get(`/api/artists/${'a'.repeat(600)}`);
    expect(expectErrorResponse(response, 400).message).toBe('A path parameter is longer than 500 characters');
  });

  it('a long path parameter within it gets the schema message', async () => {
    const url = `/api/artists/${'a'.repeat(300)}`;
    expect(expectBadRequest(await get(url), url)).toBe('params/id must match pattern "^[0-9a-f]{24}$"');
  });

  it('a malformed percent-escape in the path answers 400', async () => {
    expect(expectErrorResponse(await get('/api/artists/%E0%A4%A'), 400).message).toBe(INPUT_MESSAGES.badUrlEncoding);
  });
});
