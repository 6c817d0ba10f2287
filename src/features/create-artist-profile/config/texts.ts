/** What the new artist reads: what verification unlocks and what it does not gate. */
export const PROFILE_TEXTS = {
  start: "I'm new — create my artist profile",
  lead: 'For an artist with no profile on Spotify or Apple Music yet.',
  releasesNote:
    'Releases need no verification: create and submit yours right away. Once the artist is on Spotify or Apple Music, verify it from Integrations to see streaming analytics.',
  created: (name: string) => `${name} is ready`,
  photoFailed: 'Your profile is ready, but its photo was not saved',
  failed: 'Something went wrong',
} as const;
