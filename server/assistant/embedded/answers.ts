import type { FastifyInstance } from 'fastify';
import { artistFiguresTool, topArtistsTool } from '../tools/artists.js';
import { campaignResultsTool } from '../tools/campaigns.js';
import { serviceHealthTool } from '../tools/health.js';
import { type Period, PERIOD_WORDS } from '../tools/periods.js';
import { pendingReviewsTool, releasesByStatusTool } from '../tools/releases.js';
import { countUsers, listUsersTool } from '../tools/users.js';
import { count, day, isAre, listing, money, month, noun, percent, quoted } from './format.js';
import type { Intent } from './intents.js';

type Of<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

/** What the embedded assistant can answer, said when it cannot answer a question. */
export const CAPABILITIES = [
  'How many releases are pending review?',
  'How many releases are there by status?',
  'How many users, artists or admins are there?',
  'How many new users signed up this week or this month?',
  'Who signed up recently?',
  'Who are the top artists by streams?',
  'How is <artist name> doing?',
  'What were the results of the last email campaign?',
  'Is everything up?',
];

const capabilityList = () => CAPABILITIES.map((question) => `\u2022 ${question}`).join('\n');

export const UNKNOWN_ANSWER = `I can only answer questions about our own data, and I don't know how to answer that one. I can answer:\n${capabilityList()}`;
const GREETING_ANSWER = `Hello! Ask me about our own figures, for example:\n${capabilityList()}`;

const STATUS_LABELS: Record<string, string> = {
  DRAFT: 'in draft',
  PENDING: 'pending review',
  APPROVED: 'approved',
  DELIVERED: 'delivered',
  ONLINE: 'online',
  REJECTED: 'rejected',
  TAKEN_DOWN: 'taken down',
};

const ROLE_NOUNS = { any: ['user', 'users'], artist: ['artist account', 'artist accounts'], admin: ['admin', 'admins'], investor: ['investor', 'investors'] } as const;
const roleNoun = (value: number, role: keyof typeof ROLE_NOUNS) => noun(value, ROLE_NOUNS[role][0], ROLE_NOUNS[role][1]);

async function pendingReviews(app: FastifyInstance): Promise<string> {
  const { count: pending, latest } = await pendingReviewsTool.run(app, { limit: 1 });
  if (pending === 0) return 'No releases are pending review.';
  const first = latest[0];
  const by = first?.artist ? ` by ${first.artist}` : '';
  const when = first?.submittedAt ? `, submitted on ${day(first.submittedAt)}` : '';
  const newest = first ? ` The latest is ${quoted(first.title)}${by}${when}.` : '';
  return `${noun(pending, 'release')} ${isAre(pending)} pending review.${newest}`;
}

async function releases(app: FastifyInstance, { status }: Of<'releases'>): Promise<string> {
  const { total, byStatus } = await releasesByStatusTool.run(app, {});
  if (status) {
    const value = byStatus.find((entry) => entry.status === status)?.count ?? 0;
    return `${noun(value, 'release')} ${isAre(value)} ${STATUS_LABELS[status]}, of ${noun(total, 'release')} in all.`;
  }
  if (total === 0) return 'There are no releases yet.';
  const parts = byStatus.filter((entry) => entry.count > 0).map((entry) => `${count(entry.count)} ${STATUS_LABELS[entry.status]}`);
  return `There ${isAre(total)} ${noun(total, 'release')}: ${listing(parts)}.`;
}

async function newUsers(app: FastifyInstance, { period, role }: Of<'newUsers'>): Promise<string> {
  const periods: Period[] = period ? [period] : ['last_7_days', 'last_30_days'];
  const counts = await Promise.all(periods.map((each) => countUsers(app.db, { role, status: 'any', period: each })));
  const [first, second] = counts as [number, number | undefined];
  const lead = `${roleNoun(first, role).replace(/^(\S+) /, '$1 new ')} signed up ${PERIOD_WORDS[periods[0]!]}`;
  return second === undefined ? `${lead}.` : `${lead}, and ${count(second)} ${PERIOD_WORDS.last_30_days}.`;
}

async function listUsers(app: FastifyInstance, { period, role }: Of<'listUsers'>): Promise<string> {
  const { total, users } = await listUsersTool.run(app, { role, status: 'any', period: period ?? 'all_time', limit: 5 });
  if (total === 0) return period ? `Nobody signed up ${PERIOD_WORDS[period]}.` : 'There are no user accounts yet.';
  const names = listing(users.map((user) => `${user.name} (${user.email}, ${day(user.signedUpAt)})`));
  if (!period) return `The newest ${users.length === 1 ? 'account is' : `${users.length} accounts are`} ${names}.`;
  const shown = total > users.length ? `; the newest ${users.length}: ` : ': ';
  return `${roleNoun(total, role)} signed up ${PERIOD_WORDS[period]}${shown}${names}.`;
}

async function countUsersAnswer(app: FastifyInstance, { role, archived }: Of<'countUsers'>): Promise<string> {
  if (archived) {
    const value = await countUsers(app.db, { role, status: 'archived' });
    return `${roleNoun(value, role)} ${isAre(value)} archived.`;
  }
  if (role === 'artist') {
    const [accounts, catalogue] = await Promise.all([
      countUsers(app.db, { role: 'artist' }),
      app.db.query<{ count: number }>('select count(*)::int as count from artists').then(({ rows }) => rows[0]!.count),
    ]);
    return `There ${isAre(catalogue)} ${noun(catalogue, 'artist')} in the catalogue, and ${roleNoun(accounts, 'artist')} (neither admin nor investor) ${isAre(accounts)} active.`;
  }
  if (role !== 'any') {
    const value = await countUsers(app.db, { role });
    return `There ${isAre(value)} ${roleNoun(value, role)} (active accounts).`;
  }
  const [active, admins, investors, artists, archivedCount] = await Promise.all([
    countUsers(app.db, {}),
    countUsers(app.db, { role: 'admin' }),
    countUsers(app.db, { role: 'investor' }),
    countUsers(app.db, { role: 'artist' }),
    countUsers(app.db, { status: 'archived' }),
  ]);
  return (
    `There ${isAre(active)} ${noun(active, 'active user account')}: ${roleNoun(artists, 'artist')}, ${roleNoun(admins, 'admin')} and ${roleNoun(investors, 'investor')}. ` +
    `${count(archivedCount)} more ${archivedCount === 1 ? 'is' : 'are'} archived.`
  );
}

async function topArtists(app: FastifyInstance, { period }: Of<'topArtists'>): Promise<string> {
  const top = await topArtistsTool.run(app, { period, limit: 5 });
  const withStreams = top.artists.filter((artist) => artist.streams > 0);
  if (withStreams.length === 0) return 'No artist has any streams reported yet.';
  const names = listing(withStreams.map((artist, index) => `${index + 1}. ${artist.name} (${noun(artist.streams, 'stream')}, ${money(artist.estimatedEarnings.amount)} estimated)`));
  const when = top.month ? `in ${month(top.month)} (the latest usage report)` : 'over the last 30 days';
  return `The top artists by streams ${when} are ${names}.`;
}

async function artist(app: FastifyInstance, { name }: Of<'artist'>): Promise<string> {
  const figures = await artistFiguresTool.run(app, { name });
  if (!figures.found) return `I couldn't find an artist called ${quoted(name)} in the catalogue.`;
  const to = figures.streamsUpdatedAt ? ` to ${day(figures.streamsUpdatedAt)}` : '';
  const streams = `${figures.name} had ${noun(figures.streamsLast30Days, 'stream')} in the 30 days${to}, about ${money(figures.estimatedEarningsLast30Days.amount)} in estimated earnings.`;
  const { total, byStatus } = figures.releases;
  const statuses = byStatus.map((entry) => `${count(entry.count)} ${STATUS_LABELS[entry.status] ?? entry.status.toLowerCase()}`);
  const releaseLine = total === 0 ? ' They have no releases with us yet.' : ` They have ${noun(total, 'release')} with us (${listing(statuses)}).`;
  return streams + releaseLine;
}

async function campaign(app: FastifyInstance, { name }: Of<'campaign'>): Promise<string> {
  const result = await campaignResultsTool.run(app, name ? { name } : {});
  if (!result.found) return name ? `I couldn't find a sent campaign whose name contains ${quoted(name)}.` : 'No email campaign has been sent yet.';
  const { metrics, rates } = result;
  const when = result.sentAt ? `, sent on ${day(result.sentAt)},` : '';
  const still = result.status === 'sending' ? ' (still sending)' : '';
  return (
    `The ${name ? '' : 'latest '}campaign ${quoted(result.name)}${when} went to ${noun(metrics.sent, 'address', 'addresses')}${still}: ` +
    `${count(metrics.uniqueOpens)} opened it (${percent(rates.openRate)} of those delivered), ${count(metrics.uniqueClicks)} clicked (${percent(rates.clickRate)}) ` +
    `and ${count(metrics.unsubscribes)} unsubscribed.`
  );
}

async function health(app: FastifyInstance): Promise<string> {
  const report = await serviceHealthTool.run(app, {});
  if (!report.available) return "Service health isn't measured on this server yet, so I can't tell whether everything is up.";
  if (report.status === 'up') return report.services.length === 1 ? 'Everything is up.' : `Everything is up: all ${count(report.services.length)} services are working.`;
  const troubled = report.services.filter((service) => service.status !== 'up');
  const details = troubled.map((service) => `${service.label} is ${service.status}${service.message ? ` (${service.message.replace(/\.$/, '')})` : ''}`);
  return `Not everything is up: ${listing(details)}.`;
}

/** The answer to a recognised question, every figure read from the database. */
export async function answerIntent(app: FastifyInstance, intent: Intent): Promise<string> {
  switch (intent.kind) {
    case 'greeting':
      return GREETING_ANSWER;
    case 'health':
      return health(app);
    case 'pendingReviews':
      return pendingReviews(app);
    case 'releases':
      return releases(app, intent);
    case 'campaign':
      return campaign(app, intent);
    case 'topArtists':
      return topArtists(app, intent);
    case 'artist':
      return artist(app, intent);
    case 'listUsers':
      return listUsers(app, intent);
    case 'newUsers':
      return newUsers(app, intent);
    case 'countUsers':
      return countUsersAnswer(app, intent);
    case 'unknown':
      return UNKNOWN_ANSWER;
  }
}
