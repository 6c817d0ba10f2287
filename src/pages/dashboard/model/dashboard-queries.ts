import { PLATFORMS } from '@/entities/artist';
import { listParam, listQuery } from '@/shared/lib/list-query';

/** `/dashboard/analytics`: from/to dates and a platform. */
export const analyticsQuerySchema = listQuery({
  from: listParam.text(10),
  to: listParam.text(10),
  platform: listParam.oneOf(PLATFORMS),
});

export const worksQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(25),
  search: listParam.text(),
  sortBy: listParam.oneOf(['title', 'latest'], 'title'),
});

export const WORK_SORT_LABELS = { title: 'Title', latest: 'Latest' } as const;
