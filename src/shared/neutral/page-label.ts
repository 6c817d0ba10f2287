/**
 * Page labels (spec 1 §2 "Page labels come from the path"): the presence list's, and the server's
 * top pages of behavioural analytics.
 *
 * Sub-pages of an overview read "<Overview> - <Sub-page>", e.g. "Artist Overview - Payouts".
 * Paths without a label of their own are title-cased segment by segment with ids (24 hex
 * characters, or all digits) dropped: `/foo/bar-baz/123` → "Foo Bar Baz".
 */

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const DIGITS = /^\d+$/;

/** A record id (24 hexadecimal characters) or a numeric id. */
export function isIdSegment(segment: string): boolean {
  return OBJECT_ID.test(segment) || DIGITS.test(segment);
}

/** "unclaimed-royalties" → "Unclaimed Royalties". */
export function titleCase(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Names of the `/admin/{section}` pages (as in the admin menu, title-cased). */
const ADMIN_SECTIONS: Readonly<Record<string, string>> = {
  artists: 'Artists',
  mlc: 'MLC',
  catalog: 'Catalog',
  invites: 'Invites',
  'system-payout-rates': 'System Payout Rates',
  writers: 'Writers',
  distribution: 'Distribution',
  analytics: 'Analytics',
  usage: 'Usage',
  users: 'Users',
  presence: 'Presence',
  'behavioral-analytics': 'Behavioral Analytics',
  'service-health': 'Service Health',
  'realtime-analytics': 'Realtime Analytics',
  posts: 'Posts',
  email: 'Email',
  'email-lists': 'Email Lists',
};

/** Sub-pages of `/admin/email/…` without an id. */
const ADMIN_EMAIL_PAGES: Readonly<Record<string, string>> = {
  analytics: 'Email Analytics',
  campaigns: 'Email Campaigns',
  'list-analytics': 'Email List Analytics',
  activity: 'Email Activity',
  segments: 'Email Segments',
  subscribers: 'Email Subscribers',
};

/** `/admin/email/{page}/{id}` pages that show one subscriber's figures (spec 1 §2). */
const SUBSCRIBER_DETAIL_PAGES = new Set(['analytics', 'list-analytics', 'subscribers']);

/** Guest and public pages. */
const TOP_LEVEL_PAGES: Readonly<Record<string, string>> = {
  login: 'Login',
  signup: 'Sign Up',
  verify: 'Verify Email',
  'forgot-password': 'Forgot Password',
  'reset-password': 'Reset Password',
  mobile: 'Mobile Not Supported',
  '404': 'Not Found',
};

/** The long `/auth/…` forms of the guest pages. */
const AUTH_PAGES: Readonly<Record<string, string>> = {
  login: 'Login',
  register: 'Sign Up',
  verify: 'Verify Email',
  'forgot-password': 'Forgot Password',
  'reset-password': 'Reset Password',
};

/** `/dashboard/{page}` without an id. */
const DASHBOARD_PAGES: Readonly<Record<string, string>> = {
  account: 'Account',
  integrations: 'Integrations',
  analytics: 'Analytics',
  works: 'Works',
  artists: 'Artists',
  tracks: 'Tracks',
  writers: 'Writers',
  albums: 'Albums',
  releases: 'Releases',
};

/** "Artist Overview" for the overview itself, "Artist Overview - Payouts" for a sub-page. */
function overview(base: string, subPage: string | undefined): string {
  return !subPage || subPage === 'overview' ? base : `${base} - ${titleCase(subPage)}`;
}

function fallbackLabel(segments: readonly string[]): string {
  const words = segments
    .filter((segment) => !isIdSegment(segment))
    .map(titleCase)
    .filter(Boolean);
  return words.length > 0 ? words.join(' ') : 'Home';
}

function adminLabel(rest: readonly string[]): string {
  const [section, second, third, fourth] = rest;
  if (section === undefined) return 'Admin Dashboard';
  if (section === 'email' && second !== undefined) {
    if (third !== undefined && SUBSCRIBER_DETAIL_PAGES.has(second)) return 'Subscriber Details';
    return ADMIN_EMAIL_PAGES[second] ?? `Email ${titleCase(second)}`;
  }
  if (section === 'posts' && second !== undefined) {
    if (second === 'create') return 'Create Post';
    return third === 'edit' ? 'Edit Post' : 'Post Details';
  }
  if (section === 'email-lists' && second !== undefined) return 'Email List Details';
  if (section === 'behavioral-analytics' && second === 'user' && fourth === 'journey') return 'User Journey';
  return ADMIN_SECTIONS[section] ?? titleCase(section);
}

function dashboardLabel(rest: readonly string[]): string {
  const [page, id, subPage] = rest;
  if (page === undefined) return 'Dashboard';
  if (id !== undefined) {
    switch (page) {
      case 'artists':
        return overview('Artist Overview', subPage);
      case 'writers':
        return overview('Writer Overview', subPage);
      case 'tracks':
        return 'Track Details';
      case 'albums':
        return 'Album Details';
      case 'releases':
        if (id === 'management') return 'Release Management';
        if (subPage === 'edit' && rest[4] === 'track') return 'Edit Release Track';
        return subPage === 'edit' ? 'Edit Release' : 'Release Details';
    }
  }
  return DASHBOARD_PAGES[page] ?? fallbackLabel(rest);
}

/** The label of the page at `path` (a pathname; a query string or hash is ignored). */
export function pageLabelFromPath(path: string | null | undefined): string {
  const pathname = (path ?? '').split(/[?#]/, 1)[0] ?? '';
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const [first, ...rest] = segments;
  if (first === undefined) return 'Home';
  switch (first) {
    case 'admin':
      return adminLabel(rest);
    case 'dashboard':
      return dashboardLabel(rest);
    case 'auth':
      return (rest[0] !== undefined && AUTH_PAGES[rest[0]]) || fallbackLabel(segments);
    case 'email':
      // Unsubscribe and preference links carry a secret token: never put it in a label.
      if (rest[0] === 'unsubscribe') return 'Email Unsubscribe';
      if (rest[0] === 'preferences') return 'Email Preferences';
      return fallbackLabel(segments);
  }
  if (rest.length === 0 && TOP_LEVEL_PAGES[first]) return TOP_LEVEL_PAGES[first];
  return fallbackLabel(segments);
}
