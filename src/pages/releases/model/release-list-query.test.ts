import { describe, expect, it } from 'vitest';
import { listQueryDefaults, parseListQuery, serializeListQuery, toApiQuery } from '@/shared/lib/list-query';
import { releaseListQuerySchema } from './release-list-query';

const parse = (search: string) => parseListQuery(releaseListQuerySchema, new URLSearchParams(search));
const defaults = listQueryDefaults(releaseListQuerySchema);
const serialize = (values: Record<string, unknown>) =>
  serializeListQuery({ ...defaults, ...values }, { defaults, keys: Object.keys(releaseListQuerySchema.shape) }).toString();

describe('release list query', () => {
  it('starts on the first page of 20, latest first, unfiltered', () => {
    expect(defaults).toEqual({
      page: 1,
      limit: 20,
      search: undefined,
      filter: undefined,
      status: [],
      format: undefined,
      sortBy: 'latest',
    });
  });

  it('reads every filter from the address', () => {
    expect(parse('page=3&search=%20night%20drive%20&filter=draft&status=DRAFT,INCOMPLETE&format=EP&sortBy=title')).toEqual({
      page: 3,
      limit: 20,
      search: 'night drive',
      filter: 'draft',
      status: ['DRAFT', 'INCOMPLETE'],
      format: 'EP',
      sortBy: 'title',
    });
  });

  it('drops values the list does not know instead of failing', () => {
    expect(parse('page=-2&limit=1000&filter=deleted&status=ARCHIVED,draft&format=MIXTAPE&sortBy=newest')).toEqual(defaults);
    expect(parse('status=ONLINE,BOGUS').status).toEqual(['ONLINE']);
  });

  it('leaves defaults and blanks out of the address', () => {
    expect(serialize({})).toBe('');
    expect(serialize({ sortBy: 'latest', page: 1, search: '  ', status: [] })).toBe('');
    expect(serialize({ status: ['PENDING', 'ONLINE'], sortBy: 'popular', page: 2 })).toBe('page=2&status=PENDING%2CONLINE&sortBy=popular');
  });

  it('round-trips through the address', () => {
    const values = { page: 2, limit: 50, search: 'summer', filter: 'published' as const, status: ['APPROVED' as const], format: 'ALBUM' as const, sortBy: 'oldest' as const };
    expect(parse(serialize(values))).toEqual(values);
  });

  it('asks listReleases with the same names, blanks removed', () => {
    expect(toApiQuery(parse('filter=published&format=SINGLE'))).toEqual({ page: 1, limit: 20, filter: 'published', format: 'SINGLE', sortBy: 'latest' });
  });
});
