import { POST_STATUSES } from '@/entities/post';
import { listParam, listQuery } from '@/shared/lib/list-query';
import { POST_PAGE_SIZE, POST_SORTS } from '../config/labels';

/** `/admin/posts?search=…&status=…&tag=…&sortBy=…&page=…`: the list's filters live in the address. */
export const postListQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(POST_PAGE_SIZE),
  search: listParam.text(),
  status: listParam.oneOf(POST_STATUSES),
  tag: listParam.text(40),
  sortBy: listParam.oneOf(POST_SORTS, 'latest'),
});
