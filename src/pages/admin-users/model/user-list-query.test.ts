import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@/shared/lib/list-query';
import { isNarrowed, onlyArchived, userListQuerySchema } from './user-list-query';

const parse = (search: string) => parseListQuery(userListQuerySchema, new URLSearchParams(search));

describe('users list query', () => {
  it('starts with the newest active accounts', () => {
    expect(parse('')).toMatchObject({ page: 1, limit: 25, sortBy: 'createdAt', sortDirection: 'desc', archived: undefined });
  });

  it('drops values it does not know, and days that do not exist', () => {
    expect(parse('role=OWNER&createdFrom=2026-02-30&verified=maybe&sortBy=password')).toMatchObject({
      role: undefined,
      createdFrom: undefined,
      verified: undefined,
      sortBy: 'createdAt',
    });
  });

  it('tells filters from the sort and page', () => {
    expect(isNarrowed(parse('sortBy=email&sortDirection=asc&page=3'))).toBe(false);
    expect(isNarrowed(parse('hasReleases=false'))).toBe(true);
    expect(onlyArchived(parse('archived=true&page=2'))).toBe(true);
    expect(onlyArchived(parse('archived=true&role=ADMIN'))).toBe(false);
  });
});
