/** Sections of `/dashboard/account`, chosen with `?tab=` (the account menu's Settings uses `settings`). */
export const ACCOUNT_TABS = [
  { id: 'general', label: 'General' },
  { id: 'security', label: 'Security' },
  { id: 'settings', label: 'Settings' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['id'];

export function parseAccountTab(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab.id === value)?.id ?? 'general';
}
