import { listParam, listQuery } from '@/shared/lib/list-query';
import { INVITE_PAGE_SIZE, INVITE_STATUSES } from '../config/labels';

/** `/admin/invites?status=…&search=…&page=…`: the list's filters live in the address. */
export const inviteListQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(INVITE_PAGE_SIZE),
  search: listParam.text(),
  status: listParam.oneOf(INVITE_STATUSES),
});
