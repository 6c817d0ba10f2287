import { WRITER_LIST_PAGE_SIZE, WRITER_SORT_FIELDS } from '@/entities/writer';
import { listParam, listQuery } from '@/shared/lib/list-query';

export const adminWriterQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(WRITER_LIST_PAGE_SIZE),
  search: listParam.text(),
  sortBy: listParam.oneOf(WRITER_SORT_FIELDS, 'name'),
});
