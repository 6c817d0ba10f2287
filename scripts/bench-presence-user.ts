/** What a bench's presence user sends on join (the app's presence payload: a desktop Firefox on 4g). */
export function benchPresenceUser({ userId, email, name, currentPath }: { userId: string; email: string; name: string; currentPath: string }) {
  return {
    userId,
    email,
    name,
    avatar: null,
    roles: [],
    status: 'online',
    currentPath,
    currentPage: 'Dashboard',
    currentArtist: null,
    device: { type: 'desktop', browser: 'Firefox', browserVersion: '128.0', os: 'Linux', userAgent: 'Mozilla/5.0 (bench)', screenResolution: '1920x1080' },
    network: { effectiveType: '4g', downlink: 10, rtt: 50 },
    version: '2025.8.8',
  };
}
