import { ADJECTIVES, COUNTRIES, FIRST_NAMES, GENRES, LABELS, LAST_NAMES, NOUNS, PROS, SYLLABLES, TITLE_PATTERNS, TITLE_WORDS } from './catalog-words.js';
import { demoObjectId, Random } from './catalog-random.js';
import { demoArtworkUrl } from './artwork.js';

/** Artists given fixed ids and names (the demo roster), placed among the generated ones. */
export interface FeaturedArtist {
  id: string;
  name: string;
  spotifyId: string;
  appleId: string;
}

export interface CatalogSize {
  artists: number;
  writers: number;
  /** How many of the biggest artists get stored daily streams (the rest are generated on read). */
  storedStreamArtists?: number;
  seed?: number;
}

export interface GeneratedArtist {
  id: string;
  name: string;
  image: string | null;
  spotifyId: string;
  appleId: string | null;
  amazonId: string | null;
  deezerId: string | null;
  monthlyListeners: number;
  followers: number;
  popularity: number;
  genres: string[];
  socials: { network: string; url: string }[];
  country: string;
  createdAt: string;
  featured: boolean;
}

export interface GeneratedAlbum {
  id: string;
  platformId: string;
  artistId: string;
  name: string;
  albumType: 'album' | 'single' | 'compilation';
  releaseDate: string;
  image: string;
  upc: string;
  label: string;
}

export interface GeneratedTrack {
  id: string;
  platformId: string;
  albumId: string;
  artistId: string;
  name: string;
  isrc: string;
  iswc: string | null;
  durationMs: number;
  explicit: boolean;
  popularity: number;
  trackNumber: number;
  streamShare: number;
}

const DAY_MS = 86_400_000;
const KIND = { artist: 1, album: 2, track: 3, writer: 4, royalty: 5 } as const;
export { KIND as DEMO_ID_KIND };

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const capitalize = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export function artistName(rng: Random): string {
  const style = rng.next();
  if (style < 0.45) return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  if (style < 0.7) return `The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  if (style < 0.85) return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  const syllables = rng.int(2, 3);
  let word = '';
  for (let i = 0; i < syllables; i++) word += rng.pick(SYLLABLES);
  return rng.chance(0.3) ? `${capitalize(word)} ${rng.pick(['Twins', 'Club', 'Collective', 'Kid'])}` : capitalize(word);
}

function title(rng: Random): string {
  return rng
    .pick(TITLE_PATTERNS)
    .replace('{a}', rng.pick(TITLE_WORDS))
    .replace('{b}', rng.pick(TITLE_WORDS));
}

/** Few big artists, a long tail: monthly listeners fall off with rank (Zipf-like). */
function listenersAt(rank: number, rng: Random): number {
  return Math.max(40, Math.round((48_000_000 / Math.pow(rank + 1, 1.15)) * (0.7 + rng.next() * 0.6)));
}

export function generateArtists(size: CatalogSize, featured: readonly FeaturedArtist[], today: Date): GeneratedArtist[] {
  const rng = new Random(size.seed ?? 20250808);
  const featuredAt = new Map(featured.map((artist, index) => [Math.floor(size.artists * [0.02, 0.08, 0.3][index % 3]!) + index, artist]));
  const usedNames = new Set<string>();
  const artists: GeneratedArtist[] = [];
  for (let rank = 0; rank < size.artists; rank++) {
    const pinned = featuredAt.get(rank);
    let name = pinned?.name ?? artistName(rng);
    while (usedNames.has(name)) name = `${artistName(rng)}`;
    usedNames.add(name);
    const listeners = listenersAt(rank, rng);
    const popularity = Math.min(100, Math.round(Math.log10(listeners) * 13 + rng.next() * 8));
    const big = rank < size.artists * 0.2;
    const socials = (['INSTAGRAM', 'FACEBOOK', 'TWITTER'] as const)
      .filter((network) => rng.chance(big ? 0.85 : network === 'INSTAGRAM' ? 0.55 : 0.3))
      .map((network) => ({ network, url: `https://${network.toLowerCase()}.com/${slug(name)}` }));
    const spotifyId = pinned?.spotifyId ?? rng.base62(22);
    artists.push({
      id: pinned?.id ?? demoObjectId(KIND.artist, rank + 1),
      name,
      image: rng.chance(big ? 1 : 0.7) ? demoArtworkUrl(spotifyId) : null,
      spotifyId,
      appleId: pinned?.appleId ?? (rng.chance(0.8) ? String(rng.int(100_000_000, 1_999_999_999)) : null),
      amazonId: rng.chance(0.6) ? `B0${rng.base62(8).toUpperCase()}` : null,
      deezerId: rng.chance(0.5) ? String(rng.int(1_000, 99_999_999)) : null,
      monthlyListeners: listeners,
      followers: Math.round(listeners * (0.2 + rng.next() * 1.5)),
      popularity,
      genres: [...new Set([rng.pick(GENRES), rng.pick(GENRES)])].slice(0, rng.int(1, 2)),
      socials,
      country: rng.pick(COUNTRIES),
      createdAt: new Date(today.getTime() - rng.int(1, 730) * DAY_MS - rng.int(0, 86_399) * 1000).toISOString(),
      featured: pinned !== undefined,
    });
  }
  return artists;
}

export interface GeneratedWriter {
  id: string;
  name: string;
  ipiNumber: string;
  pro: string;
  createdAt: string;
}

export function generateWriters(size: CatalogSize, today: Date): GeneratedWriter[] {
  const rng = new Random((size.seed ?? 20250808) + 1);
  return Array.from({ length: size.writers }, (_, index) => ({
    id: demoObjectId(KIND.writer, index + 1),
    name: `${rng.pick(FIRST_NAMES)} ${rng.chance(0.3) ? `${rng.pick(FIRST_NAMES)[0]}. ` : ''}${rng.pick(LAST_NAMES)}`,
    // Unique by construction: the index in the high digits.
    ipiNumber: String(200_000_000 + index * 1000 + rng.int(0, 999)),
    pro: rng.pick(PROS),
    createdAt: new Date(today.getTime() - rng.int(1, 900) * DAY_MS).toISOString(),
  }));
}

export interface GeneratedCredit {
  trackId: string;
  writerId: string;
  role: 'COMPOSER' | 'LYRICIST' | 'ARRANGER' | 'PUBLISHER';
  sharePercent: number;
}

export function generateReleases(
  artists: readonly GeneratedArtist[],
  writers: readonly GeneratedWriter[],
  today: Date,
  seed = 20250808,
): { albums: GeneratedAlbum[]; tracks: GeneratedTrack[]; credits: GeneratedCredit[] } {
  const rng = new Random(seed + 2);
  const albums: GeneratedAlbum[] = [];
  const tracks: GeneratedTrack[] = [];
  const credits: GeneratedCredit[] = [];
  artists.forEach((artist, rank) => {
    const standing = 1 - rank / artists.length;
    const releases = 1 + Math.floor(7 * Math.pow(standing, 4) + rng.next() * 1.5) + (artist.featured ? 3 : 0);
    // A few writers per artist write most of their songs.
    const team = writers.length === 0 ? [] : Array.from({ length: rng.int(1, 4) }, () => writers[Math.floor(Math.pow(rng.next(), 1.6) * writers.length)]!);
    const artistTracks: GeneratedTrack[] = [];
    for (let release = 0; release < releases; release++) {
      const roll = rng.next();
      const albumType = roll < 0.2 ? 'album' : roll < 0.95 ? 'single' : 'compilation';
      const trackCount = albumType === 'album' ? rng.int(8, 13) : albumType === 'single' ? rng.int(1, 2) : rng.int(10, 14);
      const albumIndex = albums.length + 1;
      const platformId = rng.base62(22);
      const album: GeneratedAlbum = {
        id: demoObjectId(KIND.album, albumIndex),
        platformId,
        artistId: artist.id,
        name: title(rng),
        albumType,
        releaseDate: new Date(today.getTime() - rng.int(20, 3650) * DAY_MS).toISOString().slice(0, 10),
        image: demoArtworkUrl(platformId),
        upc: `19${String(albumIndex).padStart(10, '0')}`,
        label: rng.pick(LABELS),
      };
      albums.push(album);
      for (let number = 1; number <= trackCount; number++) {
        const trackIndex = tracks.length + artistTracks.length + 1;
        const track: GeneratedTrack = {
          id: demoObjectId(KIND.track, trackIndex),
          platformId: rng.base62(22),
          albumId: album.id,
          artistId: artist.id,
          name: trackCount === 1 ? album.name : title(rng),
          isrc: `${artist.country}${rng.base62(3).toUpperCase()}${album.releaseDate.slice(2, 4)}${String(trackIndex % 100_000).padStart(5, '0')}`,
          iswc: rng.chance(0.7) ? `T${rng.digits(10)}` : null,
          durationMs: rng.int(95, 290) * 1000 + rng.int(0, 999),
          explicit: rng.chance(0.2),
          popularity: 0,
          trackNumber: number,
          streamShare: Math.pow(rng.next(), 3) + 0.01,
        };
        artistTracks.push(track);
        const writerCount = team.length === 0 ? 0 : rng.int(1, Math.min(3, team.length));
        const credited = new Set<string>();
        for (let w = 0; w < writerCount; w++) {
          const writer = rng.chance(0.85) ? team[w]! : writers[rng.int(0, writers.length - 1)]!;
          if (credited.has(writer.id)) continue;
          credited.add(writer.id);
          credits.push({ trackId: track.id, writerId: writer.id, role: w === 0 ? 'COMPOSER' : rng.pick(['LYRICIST', 'COMPOSER', 'ARRANGER'] as const), sharePercent: 0 });
        }
        const trackCredits = credits.slice(credits.length - credited.size);
        for (const credit of trackCredits) credit.sharePercent = Math.round((100 / trackCredits.length) * 100) / 100;
      }
    }
    const totalShare = artistTracks.reduce((sum, track) => sum + track.streamShare, 0);
    for (const track of artistTracks) {
      track.streamShare /= totalShare;
      track.popularity = Math.max(0, Math.min(100, Math.round(artist.popularity - 25 + track.streamShare * 60 + rng.next() * 10)));
    }
    tracks.push(...artistTracks);
  });
  return { albums, tracks, credits };
}
