import { formatCountOf } from '@/shared/lib/money';
import { pendingLine } from '../data-view';

/** A paged list's request as far as its count goes. */
export interface CountedRequest {
  isPending: boolean;
  data?: { total: number } | undefined;
}

/** A list page's subtitle: "12 invitations" across every page, a blank line while the count comes, nothing once it failed. */
export function listCountLine(request: CountedRequest, singular: string, plural = `${singular}s`): string | undefined {
  const total = request.data?.total;
  return total === undefined ? pendingLine(request.isPending) : formatCountOf(total, singular, plural);
}
