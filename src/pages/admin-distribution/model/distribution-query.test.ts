import { describe, expect, it } from 'vitest';
import { listQueryDefaults, parseListQuery, serializeListQuery } from '@/shared/lib/list-query';
import { distributionQuerySchema, filterCount, isNarrowed, toAdminListParams } from './distribution-query';

const parse = (search: string) => parseListQuery(distributionQuerySchema, new URLSearchParams(search));
const defaults = listQueryDefaults(distributionQuerySchema);
const serialize = (values: Record<string, unknown>) =>
  serializeListQuery({ ...defaults, ...values }, { defaults, keys: Object.keys(distributionQuerySchema.shape) }).toString();

const OWNER = '65f0c0ffee00000000000a01';
const ARTIST = '65f0c0ffee00000000000c01';

describe('distribution queue query', () => {
  it('starts on "Needs review": the pending releases, the longest waiting first, 25 a page', () => {
    expect(defaults).toMatchObject({ view: 'review', page: 1, limit: 25, status: [], tags: [], sortBy: undefined, sortDirection: undefined });
    expect(toAdminListParams(defaults)).toEqual({ page: 1, limit: 25, status: ['PENDING'], sortBy: 'submittedAt', sortDirection: 'asc' });
  });

  it('reads every filter from the address', () => {
    const query = parse(
      `view=all&page=2&search=%20blue%20&status=APPROVED,DELIVERED&format=EP&tags=noUpc,hasIsrcs&releaseDateFrom=2026-01-01&releaseDateTo=2026-12-31&userId=${OWNER}&artistId=${ARTIST}&sortBy=title&sortDirection=asc`,
    );
    expect(query).toEqual({
      view: 'all',
      page: 2,
      limit: 25,
      search: 'blue',
      status: ['APPROVED', 'DELIVERED'],
      format: 'EP',
      tags: ['noUpc', 'hasIsrcs'],
      releaseDateFrom: '2026-01-01',
      releaseDateTo: '2026-12-31',
      userId: OWNER,
      artistId: ARTIST,
      sortBy: 'title',
      sortDirection: 'asc',
    });
    expect(toAdminListParams(query)).toEqual({
      page: 2,
      limit: 25,
      search: 'blue',
      status: ['APPROVED', 'DELIVERED'],
      format: ['EP'],
      tags: ['noUpc', 'hasIsrcs'],
      releaseDateFrom: '2026-01-01',
      releaseDateTo: '2026-12-31',
      userId: OWNER,
      artistId: ARTIST,
      sortBy: 'title',
      sortDirection: 'asc',
    });
  });

  it('drops what the queue does not know instead of failing', () => {
    expect(
      parse('view=archive&status=INCOMPLETE,LOST&format=MIXTAPE&tags=shiny&releaseDateFrom=2026-02-30&releaseDateTo=tomorrow&userId=42&sortBy=plays&sortDirection=up'),
    ).toEqual(defaults);
    expect(parse('status=ONLINE,BOGUS').status).toEqual(['ONLINE']);
  });

  it('asks for every release, newest first, on "All releases" with no status chosen', () => {
    expect(toAdminListParams(parse('view=all'))).toEqual({ page: 1, limit: 25, sortBy: 'createdAt', sortDirection: 'desc' });
  });

  it('keeps to pending releases on "Needs review" whatever status the address names', () => {
    expect(toAdminListParams(parse('status=ONLINE&sortBy=title')).status).toEqual(['PENDING']);
    expect(toAdminListParams(parse('status=ONLINE&sortBy=title'))).toMatchObject({ sortBy: 'title', sortDirection: 'asc' });
  });

  it('leaves defaults and blanks out of the address', () => {
    expect(serialize({})).toBe('');
    expect(serialize({ view: 'review', page: 1, search: '  ', status: [], tags: [] })).toBe('');
    expect(serialize({ view: 'all', status: ['PENDING', 'REJECTED'], tags: ['noUpc'], page: 3 })).toBe(
      'view=all&page=3&status=PENDING%2CREJECTED&tags=noUpc',
    );
  });

  it('round-trips through the address', () => {
    const values = {
      ...defaults,
      view: 'all' as const,
      page: 4,
      search: 'night drive',
      status: ['REJECTED' as const],
      format: 'ALBUM' as const,
      tags: ['hasUpc' as const, 'noIsrcs' as const],
      releaseDateFrom: '2025-05-01',
      userId: OWNER,
      sortBy: 'releaseDate' as const,
      sortDirection: 'desc' as const,
    };
    expect(parse(serialize(values))).toEqual(values);
  });

  it('counts filters, not the view, sort or page, as narrowing the list', () => {
    expect(isNarrowed(parse('view=all&sortBy=title&page=3'))).toBe(false);
    expect(isNarrowed(parse('status=APPROVED'))).toBe(false);
    expect(isNarrowed(parse('view=all&status=APPROVED'))).toBe(true);
    expect(isNarrowed(parse(`userId=${OWNER}`))).toBe(true);
    expect(isNarrowed(parse('tags=noUpc'))).toBe(true);
  });
});

describe("the phone's filter count", () => {
  it('counts each control of the drawer once: the search, the view and the sort are not among them', () => {
    expect(filterCount(parse(''))).toBe(0);
    expect(filterCount(parse('search=luna&sortBy=title'))).toBe(0);
    expect(filterCount(parse('format=SINGLE&tags=noUpc,hasIsrcs&releaseDateFrom=2026-01-01'))).toBe(4);
    expect(filterCount(parse('view=all&status=PENDING,APPROVED'))).toBe(1);
    // Statuses apply to the "all" view only (the review view is the pending releases).
    expect(filterCount(parse('status=PENDING'))).toBe(0);
  });
});
