import { createHash } from 'node:crypto';
import { rosterOf } from '../accounts/roster.js';
import { artistAnalytics, artistPayouts, periodOfStreams } from '../catalog/analytics.js';
import { dayRange } from '../catalog/periods.js';
import { artistPlatformIds, updateArtistDetails } from '../catalog/artist-details.js';
import {
  artistView,
  assertManages,
  countArtists,
  isAdmin,
  pageOfArtists,
  loadArtistRow,
} from '../catalog/artists.js';
import { cached } from '../catalog/cache.js';
import { DEFAULT_PLATFORMS } from '../catalog/platforms.js';
import { loadRates, ratesKey } from '../catalog/rates.js';
import { pageOfRoyalties, usageReport } from '../catalog/royalties.js';
import { searchProvider } from '../catalog/search.js';
import { rosterSummary } from '../catalog/summary.js';
import { topTracks } from '../catalog/track-pages.js';
import { findUserById } from '../accounts/users.js';
import { settleTotal } from '../db/estimated-total.js';
import { pageWindow } from '../db/paging.js';
import { sendKept } from '../http/compression.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from './types.js';

export const artistHandlers = {
  async listArtists(request, reply) {
    const { page = 1, limit = 25, sortBy = 'createdAt', sortDirection = 'desc', clearCache = false, ...filters } = request.query;
    const caller = request.caller!;
    const { items, total: listTotal } = await pageOfArtists(this.db, caller, filters, { page, limit, sortBy, sortDirection }, clearCache);
    const { total, totalIsEstimate } = settleTotal(listTotal, pageWindow({ page, limit }), items.length);
    // `items` is the cached page (its key holds the page and limit); the total is cached apart.
    return sendKept(request, reply, items, `${total}:${totalIsEstimate}`, () => ({ items, page, limit, total, totalIsEstimate }));
  },

  async countArtists(request) {
    return { total: await countArtists(this.db, request.caller!, {}, request.query.clearCache ?? false) };
  },

  async searchProviderArtists(request) {
    const { artistName, provider, excludeIds, limit } = request.query;
    return (await searchProvider(this.db, { query: artistName, provider, excludeIds, limit })).artists;
  },

  async listRoster(request) {
    const roster = await rosterOf(this.db, request.caller!.userId);
    return roster.map((entry) => ({
      _id: entry.id,
      _artist: { _id: entry.artist.id, name: entry.artist.name, image: entry.artist.image, spotifyId: entry.artist.spotifyId, isVerified: entry.verified },
      addedAt: entry.createdAt.toISOString(),
    }));
  },

  async getArtist(request) {
    return artistView(await loadArtistRow(this.db, request.caller!.userId, request.params.id));
  },

  async updateArtist(request) {
    return updateArtistDetails(this.db, request.caller!, request.params.id, request.body);
  },

  async getArtistOverview(request) {
    const caller = request.caller!;
    const artist = await loadArtistRow(this.db, caller.userId, request.params.id);
    const rates = await loadRates(this.db);
    return cached(this.db, `overview:${artist.id}:${caller.userId}:${ratesKey(rates)}`, request.query.clearCache ?? false, async () => {
      const year = await periodOfStreams(this.db, artist, rates);
      const top = await topTracks(this.db, rates, artist.id, 10);
      return {
        artist: artistView(artist),
        period: year.period,
        totals: {
          streams: year.streams,
          monthlyListeners: artist.monthly_listeners,
          followers: artist.followers,
          estimatedEarnings: { amount: Math.round(year.earnings * 100) / 100, currency: 'USD' as const, estimated: true as const },
        },
        platforms: year.platforms,
        dailyStreams: year.dailyStreams,
        topTracks: top,
        updatedAt: new Date().toISOString(),
      };
    });
  },

  async getArtistMetadata(request) {
    return artistPlatformIds(this.db, request.caller!.userId, request.params.id);
  },

  async getArtistPayouts(request) {
    const caller = request.caller!;
    await assertManages(this.db, caller, request.params.id);
    const artist = await loadArtistRow(this.db, caller.userId, request.params.id);
    const { platforms = [...DEFAULT_PLATFORMS], from, to } = request.query;
    return artistPayouts(this.db, artist, platforms, from, to, await loadRates(this.db));
  },

  async searchMusicBrainz(request) {
    const { artists } = await searchProvider(this.db, { query: request.query.artistName, limit: 10 });
    const wanted = request.query.artistName.trim().toLowerCase();
    return artists.map((artist) => {
      // Sandbox adapter: a stable MBID per catalogue artist, scored by how close the name is.
      const hex = createHash('md5').update(`musicbrainz:${artist._id}`).digest('hex');
      return {
        mbid: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`,
        name: artist.name,
        sortName: artist.name.startsWith('The ') ? `${artist.name.slice(4)}, The` : artist.name,
        type: artist.name.includes(' ') && !artist.name.startsWith('The ') ? 'Person' : 'Group',
        country: null,
        disambiguation: artist.genres?.[0] ? `${artist.genres[0]} artist` : null,
        score: artist.name.toLowerCase() === wanted ? 100 : Math.max(40, 95 - Math.abs(artist.name.length - wanted.length) * 3),
      };
    });
  },

  async listArtistUnclaimedRoyalties(request) {
    await assertManages(this.db, request.caller!, request.params.id);
    const { items, ...page } = await pageOfRoyalties(this.db, await loadRates(this.db), { ...request.query, artistId: request.params.id });
    return { items: items.map(({ artist: _artist, ...line }) => line), ...page };
  },

  async getArtistUsageReport(request) {
    const caller = request.caller!;
    await assertManages(this.db, caller, request.params.id);
    if (!isAdmin(caller) && !(await findUserById(this.db, caller.userId))?.isDistributed) {
      throw new HttpError(403, 'Usage reports are for distributed accounts.');
    }
    return usageReport(this.db, await loadRates(this.db), request.params.id, request.query);
  },

  async getArtistAnalytics(request) {
    const caller = request.caller!;
    await assertManages(this.db, caller, request.params.id);
    const artist = await loadArtistRow(this.db, caller.userId, request.params.id);
    const { fromDay, toDay } = dayRange(request.query.from, request.query.to);
    return artistAnalytics(this.db, artist, request.query.platforms ?? DEFAULT_PLATFORMS, fromDay, toDay, await loadRates(this.db));
  },

  async getAnalyticsSummary(request) {
    const { fromDay, toDay } = dayRange(request.query.from, request.query.to);
    return rosterSummary(this.db, request.caller!.userId, fromDay, toDay, await loadRates(this.db));
  },
} satisfies Handlers;
