import type { components } from '../../generated/openapi.js';
import type { Period } from '../tools/periods.js';

type ReleaseStatus = components['schemas']['ReleaseStatus'];
type Role = 'any' | 'artist' | 'admin' | 'investor';

/** A question the embedded assistant recognises, with what it needs to answer it. */
export type Intent =
  | { kind: 'greeting' }
  | { kind: 'health' }
  | { kind: 'pendingReviews' }
  | { kind: 'releases'; status: ReleaseStatus | null }
  | { kind: 'campaign'; name: string | null }
  | { kind: 'topArtists'; period: 'last_30_days' | 'latest_month' }
  | { kind: 'artist'; name: string }
  | { kind: 'listUsers'; period: Period | null; role: Role }
  | { kind: 'newUsers'; period: Period | null; role: Role }
  | { kind: 'countUsers'; role: Role; archived: boolean }
  | { kind: 'unknown' };

/** Lower case, plain quotes and spaces, no closing punctuation: "How’s  X doing?!" → "how's x doing". */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?!.]+$/, '');
}

const HEALTH =
  /\b(service health|health|healthy|uptime|outages?|all systems)\b|\bis (everything|it|the (app|site|server|service|api|database)) (up|ok|okay|running|working|fine|doing)\b|\b(anything|something) (down|broken)\b/;
const PENDING =
  /\b(pending|awaiting|waiting|to be|needs?|needing|in)\b.*\b(review|reviewed|approval|moderation)\b|\b(review|moderation) queue\b|\bpending\b.*\breleases?\b|\breleases?\b.*\bpending\b/;
const RELEASES = /\b(releases?|albums?|singles?|eps)\b/;
const CAMPAIGN = /\b(campaigns?|newsletters?|mailings?|email blasts?)\b/;
const TOP_ARTISTS =
  /\b(top|best|most (streamed|popular|listened( to)?)|biggest|leading|highest[- ]earning)\b.*\bartists?\b|\bartists?\b.*\b(most streams|most streamed|top)\b/;
const USERS = /\b(users?|accounts?|people|members|sign[- ]?ups?|artists?|admins?|administrators?|investors?)\b/;
const NEW_USERS = /\b(new|signed up|sign[- ]?ups?|joined|registered|registrations?)\b/;
const LIST = /^(who|list|show|which)\b|\b(latest|newest|most recent|recent) (users|accounts|sign[- ]?ups|members)\b/;
const COUNT = /\b(how many|number of|count|total)\b/;

const ARTIST_PATTERNS = [
  /\bhow (?:is|are|'s) (.+?) (?:doing|performing|going)\b/,
  /\b(?:streams|earnings|figures|numbers|stats|statistics|performance|revenue) (?:of|for|by) (.+)$/,
  /\bhow many streams (?:does|did|has) (.+?) (?:have|get|got|had)\b/,
  /^(?:what about |and )?(.+?)'s (?:streams|earnings|figures|numbers|stats|statistics|performance|revenue)\b/,
];

/** Words after "how is" or "figures for" that name no artist. */
const NOT_ARTISTS = /^(everything|it|things|we|you|the (app|site|server|service))$|^((all|new|the|our) )?(users?|accounts?|people|members|admins?|investors?|artists|releases?|sign[- ]?ups?|campaigns?)\b/;

const STATUS_WORDS: [RegExp, ReleaseStatus][] = [
  [/\bdrafts?\b/, 'DRAFT'],
  [/\bapproved\b/, 'APPROVED'],
  [/\bdelivered\b/, 'DELIVERED'],
  [/\b(online|live|in stores)\b/, 'ONLINE'],
  [/\brejected\b/, 'REJECTED'],
  [/\b(taken down|takedowns?|removed)\b/, 'TAKEN_DOWN'],
];

function periodOf(text: string): Period | null {
  if (/\btoday\b|\b24 hours\b/.test(text)) return 'today';
  if (/\bweek\b|\b7 days\b/.test(text)) return 'last_7_days';
  if (/\bmonth\b|\b30 days\b/.test(text)) return 'last_30_days';
  if (/\byear\b|\b365 days\b/.test(text)) return 'last_365_days';
  return null;
}

function roleOf(text: string): Role {
  if (/\b(admins?|administrators?)\b/.test(text)) return 'admin';
  if (/\binvestors?\b/.test(text)) return 'investor';
  if (/\bartists?\b/.test(text)) return 'artist';
  return 'any';
}

/** The name of a campaign asked for: quoted, or after "called"/"named". */
function campaignName(original: string, text: string): string | null {
  const quoted = /["\u201c\u2018']([^"\u201d\u2019']{2,})["\u201d\u2019']/.exec(original);
  if (quoted) return quoted[1]!.trim();
  const named = /\b(?:called|named|titled) (.+)$/.exec(text);
  return named ? named[1]!.replace(/ (do|did|go|went|perform|performed|doing|results?)$/, '').trim() : null;
}

function artistName(text: string): string | null {
  for (const pattern of ARTIST_PATTERNS) {
    const found = pattern.exec(text);
    if (!found) continue;
    const name = found[1]!
      .replace(/^(the )?artists? (called |named )?/, '')
      .replace(/ (lately|recently|these days|this (week|month|year)|right now|now|on \w+)$/, '')
      .replace(/^["']|["']$/g, '')
      .trim();
    if (name && !NOT_ARTISTS.test(name)) return name;
  }
  return null;
}

/** Which question this is; the first rule that matches wins, so the more specific come first. */
export function recognise(question: string): Intent {
  const text = normalise(question);
  if (/^(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b/.test(text) && text.split(' ').length <= 4) return { kind: 'greeting' };
  if (HEALTH.test(text)) return { kind: 'health' };
  if (PENDING.test(text)) return { kind: 'pendingReviews' };
  if (CAMPAIGN.test(text)) return { kind: 'campaign', name: campaignName(question, text) };
  if (TOP_ARTISTS.test(text)) return { kind: 'topArtists', period: /\b(last|latest|previous) month\b|\busage report\b/.test(text) ? 'latest_month' : 'last_30_days' };
  const artist = artistName(text);
  if (artist) return { kind: 'artist', name: artist };
  if (RELEASES.test(text) && !USERS.test(text.replace(RELEASES, ''))) {
    return { kind: 'releases', status: STATUS_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null };
  }
  if (USERS.test(text) || NEW_USERS.test(text)) {
    const period = periodOf(text);
    const role = roleOf(text);
    if (LIST.test(text) && !COUNT.test(text)) return { kind: 'listUsers', period, role };
    if (NEW_USERS.test(text) || period) return { kind: 'newUsers', period, role };
    return { kind: 'countUsers', role, archived: /\barchived\b/.test(text) };
  }
  return { kind: 'unknown' };
}
