/** Readable names of the release's fields (the server names them by path). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  titleVersion: 'Title version',
  label: 'Label',
  format: 'Release format',
  primaryGenre: 'Primary genre',
  secondaryGenre: 'Secondary genre',
  advisory: 'Advisory',
  audioLanguage: 'Audio language',
  recordingLocation: 'Recording location',
  releaseDate: 'Release date',
  originalReleaseDate: 'Original release date',
  preOrderDate: 'Pre-order date',
  previouslyReleased: 'Previously released',
  previousDistributor: 'Previous distributor',
  territories: 'Territories',
  upc: 'UPC/EAN',
  isrc: 'ISRC',
  coverArt: 'Cover art',
  audio: 'Audio',
  duration: 'Duration',
  albumPrice: 'Album price',
  tracks: 'Tracks',
  artists: 'Primary artist',
  contributors: 'Contributors',
  trackPrice: 'Price',
  credits: 'Credits',
  writers: 'Writers',
};

const labelOf = (name: string) => FIELD_LABELS[name] ?? name;

/** The track index and sub-field of a track path (`tracks.1.audio`), or null for a release field. */
export function trackFieldPath(path: string): { trackIndex: number; sub: string | undefined } | null {
  const [field, index, sub] = path.split('.');
  return field === 'tracks' && index !== undefined && /^\d+$/.test(index) ? { trackIndex: Number(index), sub } : null;
}

/** "tracks.1.audio" → "Track 2: Audio", "artists" → "Primary artist" (the server names fields by path). */
export function missingFieldLabel(path: string): string {
  const track = trackFieldPath(path);
  if (track) return `Track ${track.trackIndex + 1}: ${track.sub ? labelOf(track.sub) : 'Track'}`;
  return labelOf(path.split('.')[0] ?? path);
}

