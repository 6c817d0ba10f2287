import type { PresenceUser } from '../model/types';
import { pageLabelFromPath } from '@/shared/neutral';

/** The row's page: the label the client sent (or one made from the path), " • Away" when away. */
export function presencePageLabel(user: Pick<PresenceUser, 'currentPage' | 'currentPath' | 'status'>): string {
  const page = user.currentPage?.trim() || pageLabelFromPath(user.currentPath);
  return user.status === 'away' ? `${page} • Away` : page;
}
