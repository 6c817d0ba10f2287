export const BEHAVIOR_PATH = '/admin/behavioral-analytics';

/** A user's journey, keeping the period of the page it is opened from (`?period=…`). */
export function journeyPath(userId: string, search = ''): string {
  return `${BEHAVIOR_PATH}/user/${encodeURIComponent(userId)}/journey${search}`;
}

export const adminUserPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;
