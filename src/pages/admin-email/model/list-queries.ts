import { CAMPAIGN_STATUSES, EVENT_TYPES, SUBSCRIBER_STATUSES } from '@/entities/email';
import { listParam, listQuery } from '@/shared/lib/list-query';

export const EMAIL_PAGE_SIZE = 25;

/** What every email list reads from its address: the page, its size and the search. */
const searchedPage = () => ({
  page: listParam.page(),
  limit: listParam.limit(EMAIL_PAGE_SIZE),
  search: listParam.text(),
});

/** `/admin/email-lists?search=…&page=…`. */
export const emailListsQuerySchema = listQuery(searchedPage());

/** `/admin/email-lists/:listId?search=…&status=…&page=…`: the list's members. */
export const listMembersQuerySchema = listQuery({
  ...searchedPage(),
  status: listParam.oneOf(SUBSCRIBER_STATUSES),
});

/** `/admin/email/subscribers?search=…&status=…&listId=…&page=…`. */
export const subscribersQuerySchema = listQuery({
  ...searchedPage(),
  status: listParam.oneOf(SUBSCRIBER_STATUSES),
  listId: listParam.text(24),
  segmentId: listParam.text(24),
});

/** `/admin/email/segments?search=…&page=…`. */
export const segmentsQuerySchema = listQuery(searchedPage());

/** `/admin/email/campaigns?status=…&search=…&page=…` (the open campaign is `?campaign=<id>` or `?compose=new`). */
export const campaignsQuerySchema = listQuery({
  ...searchedPage(),
  status: listParam.oneOf(CAMPAIGN_STATUSES),
});

/** `/admin/email/activity?type=…&campaignId=…&subscriberId=…&search=…&from=…&to=…&page=…`. */
export const activityQuerySchema = listQuery({
  ...searchedPage(),
  type: listParam.oneOf(EVENT_TYPES),
  campaignId: listParam.text(24),
  subscriberId: listParam.text(24),
  from: listParam.text(10),
  to: listParam.text(10),
});

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` of the analytics pages (the server's default: the last 30 days). */
export const rangeQuerySchema = listQuery({
  from: listParam.text(10),
  to: listParam.text(10),
});
