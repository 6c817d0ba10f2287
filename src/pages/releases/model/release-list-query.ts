import { RELEASE_DISPLAY_STATUSES, RELEASE_FORMATS, RELEASE_LIST_PAGE_SIZE, RELEASE_SORTS } from '@/entities/release';
import { listParam, listQuery } from '@/shared/lib/list-query';
import { RELEASE_FILTERS } from '../config/release-list';

/**
 * `/dashboard/releases/management?search=…&filter=draft&status=DRAFT,INCOMPLETE&format=EP&sortBy=oldest&page=2`:
 * the list's filters, sort and page live in the address, named as `listReleases` names them.
 */
export const releaseListQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(RELEASE_LIST_PAGE_SIZE),
  search: listParam.text(),
  filter: listParam.oneOf(RELEASE_FILTERS),
  status: listParam.listOf(RELEASE_DISPLAY_STATUSES),
  format: listParam.oneOf(RELEASE_FORMATS),
  sortBy: listParam.oneOf(RELEASE_SORTS, 'latest'),
});
