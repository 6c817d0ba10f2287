import { WRITER_DISCOGRAPHY_PAGE_SIZE } from '@/entities/writer';
import { listParam, listQuery } from '@/shared/lib/list-query';

/** `/dashboard/writers/{id}/discography?page=`: the credited tracks, a page at a time. */
export const writerDiscographyQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(WRITER_DISCOGRAPHY_PAGE_SIZE),
});
