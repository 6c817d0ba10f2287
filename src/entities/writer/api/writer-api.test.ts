import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRITER_DISCOGRAPHY_FETCH_ERROR, WRITER_FETCH_ERROR, WriterReadError, writerQueries } from './writer-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const id = '65f0c0ffee00000000000009';

afterEach(() => vi.restoreAllMocks());

describe('writer reads', () => {
  it('answers the writer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { _id: id, name: 'Max Martin', image: null, ipiNumber: '00123' }));
    await expect(client().fetchQuery(writerQueries.detail(id))).resolves.toMatchObject({ name: 'Max Martin' });
  });

  it("fails with 'Unable to fetch writer', keeping the API's message", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(404, { statusCode: 404, error: 'Not Found', message: 'Writer not found' }),
    );
    const failure = await client().fetchQuery(writerQueries.detail(id)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WriterReadError);
    expect((failure as WriterReadError).message).toBe(WRITER_FETCH_ERROR);
    expect((failure as WriterReadError).detail).toBe('Writer not found');
    expect((failure as WriterReadError).status).toBe(404);
  });

  it('asks for one page of the discography', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { items: [], page: 2, limit: 25, total: 30 }));
    await expect(client().fetchQuery(writerQueries.discography(id, { page: 2, limit: 25 }))).resolves.toMatchObject({
      page: 2,
      total: 30,
    });
    const url = new URL((fetch.mock.calls[0]![0] as Request).url);
    expect(url.pathname).toBe(`/api/writers/${id}/discography`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', limit: '25' });
  });

  it("fails with 'Unable to fetch writer discography'", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(403, { statusCode: 403, error: 'Forbidden', message: 'Not on your roster' }),
    );
    const failure = await client().fetchQuery(writerQueries.discography(id)).catch((error: unknown) => error);
    expect((failure as Error).message).toBe(WRITER_DISCOGRAPHY_FETCH_ERROR);
    expect((failure as WriterReadError).detail).toBe('Not on your roster');
  });
});
