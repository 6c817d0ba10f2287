/**
 * The capabilities (issues) that will build the pages that are placeholders for now.
 * A placeholder page names the one that replaces it.
 */
export const CAPABILITY = {
  releases: 'Releases',
  adminCatalogue: 'Admin: artists, writers, catalogue and royalties',
  adminUsers: 'Admin: users, invites and payout rates',
  adminPosts: 'Admin: posts',
  adminEmail: 'Admin: email lists, campaigns and subscribers',
  adminAnalytics: 'Admin: analytics, usage and service health',
} as const;

export type Capability = (typeof CAPABILITY)[keyof typeof CAPABILITY];
