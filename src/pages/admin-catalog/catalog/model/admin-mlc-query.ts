import { listParam, listQuery, type ListParam } from '@/shared/lib/list-query';

export const MLC_PAGE_SIZE = 25;
export const MLC_STATUSES = ['UNCLAIMED', 'CLAIM_SUBMITTED', 'CLAIMED', 'REJECTED'] as const;
export const MLC_SORTS = ['amount', 'latest', 'title'] as const;
export const MLC_SORT_LABELS: Readonly<Record<(typeof MLC_SORTS)[number], string>> = {
  amount: 'Largest estimate',
  latest: 'Latest period',
  title: 'Recording A–Z',
};

/** An id of our records (24 hex characters), else "not set". */
export const objectIdParam = (): ListParam<string | undefined> => ({
  parse: (raw) => (raw && /^[0-9a-f]{24}$/.test(raw) ? raw : undefined),
});

/** `/admin/mlc?status=…&search=…&minAmount=…&artistId=…&sortBy=…&page=…`. */
export const adminMlcQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(MLC_PAGE_SIZE),
  search: listParam.text(),
  status: listParam.oneOf(MLC_STATUSES),
  minAmount: listParam.number(),
  artistId: objectIdParam(),
  sortBy: listParam.oneOf(MLC_SORTS, 'amount'),
});
