import type { FuzzGroup } from './run.js';

/**
 * The fuzz run in three files (one app each), split by contract tag so that vitest can run them
 * side by side where there are cores to spare. `minimumRequests` add up to the 10,000 requests
 * a run must send at least.
 */
export const FUZZ_GROUPS = {
  accounts: {
    name: 'accounts',
    tags: ['System', 'Auth', 'User', 'Invites', 'Email Preferences', 'Presence', 'Verification', 'Assistant'],
    minimumRequests: 3300,
  },
  catalog: {
    name: 'catalog',
    tags: ['Artists', 'Catalog', 'Writers', 'Reference', 'Search', 'Releases'],
    minimumRequests: 4300,
  },
  admin: {
    name: 'admin',
    tags: ['Admin Users', 'Admin Artists', 'Admin Releases', 'Admin Posts', 'Admin Email', 'Admin Payouts', 'Admin Analytics', 'Admin System'],
    minimumRequests: 2400,
  },
} satisfies Record<string, FuzzGroup & { minimumRequests: number }>;
