import { describe, expect, it } from 'vitest';
import { countSet, listParam, listQuery, listQueryDefaults, parseListQuery, serializeListQuery, toApiQuery } from './list-query';

const schema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(25),
  search: listParam.text(),
  minMonthlyEarnings: listParam.number(),
  isVerified: listParam.boolean(),
  sort: listParam.oneOf(['latest', 'popular', 'oldest'], 'latest'),
  sortDirection: listParam.oneOf(['asc', 'desc']),
  socials: listParam.listOf(['INSTAGRAM', 'FACEBOOK', 'TWITTER']),
});

describe('list query', () => {
  it('fills defaults for an empty query string', () => {
    expect(listQueryDefaults(schema)).toEqual({
      page: 1,
      limit: 25,
      search: undefined,
      minMonthlyEarnings: undefined,
      isVerified: undefined,
      sort: 'latest',
      sortDirection: undefined,
      socials: [],
    });
  });

  it('parses typed values and falls back on invalid ones', () => {
    const parsed = parseListQuery(
      schema,
      new URLSearchParams('page=3&limit=abc&search=%20drake%20&minMonthlyEarnings=10.5&isVerified=true&sort=nope&socials=TWITTER,MYSPACE'),
    );
    expect(parsed).toMatchObject({
      page: 3,
      limit: 25,
      search: 'drake',
      minMonthlyEarnings: 10.5,
      isVerified: true,
      sort: 'latest',
      socials: ['TWITTER'],
    });
    expect(parseListQuery(schema, new URLSearchParams('page=0')).page).toBe(1);
  });

  it('treats blank params as absent', () => {
    const parsed = parseListQuery(schema, new URLSearchParams('search=%20%20&minMonthlyEarnings=&isVerified='));
    expect(parsed.search).toBeUndefined();
    expect(parsed.minMonthlyEarnings).toBeUndefined();
    expect(parsed.isVerified).toBeUndefined();
  });

  it('leaves blank filters out of the query string', () => {
    const params = serializeListQuery({ page: 2, search: '   ', minMonthlyEarnings: undefined, isVerified: false, socials: [], maxMonthlyEarnings: null });
    expect(params.toString()).toBe('page=2&isVerified=false');
  });

  it('leaves defaults out and keeps unrelated params', () => {
    const defaults = listQueryDefaults(schema);
    const params = serializeListQuery(
      { ...defaults, search: 'ada' },
      { defaults, keep: new URLSearchParams('tab=x&search=old'), keys: Object.keys(schema.shape) },
    );
    expect(params.toString()).toBe('tab=x&search=ada');
  });

  it('round-trips parse → serialize → parse', () => {
    const values = {
      page: 4,
      limit: 50,
      search: 'the weeknd',
      minMonthlyEarnings: 100,
      isVerified: false,
      sort: 'oldest' as const,
      sortDirection: 'asc' as const,
      socials: ['INSTAGRAM' as const, 'FACEBOOK' as const],
    };
    const params = serializeListQuery(values, { defaults: listQueryDefaults(schema) });
    expect(parseListQuery(schema, new URLSearchParams(params.toString()))).toEqual(values);
  });

  it('builds API queries without blank values', () => {
    expect(toApiQuery({ page: 1, search: ' ', min: undefined, isVerified: false, name: ' x ' })).toEqual({
      page: 1,
      isVerified: false,
      name: 'x',
    });
  });
});

describe('countSet', () => {
  it('counts the keys that hold a value: blank text and empty lists are not set', () => {
    const values = { role: 'ADMIN', search: '  ', status: [], tags: ['a'], verified: false, from: undefined };
    expect(countSet(values, ['role', 'search', 'status', 'tags', 'verified', 'from'])).toBe(3);
  });
});
