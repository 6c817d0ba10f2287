/** What the audio preview shows of a file (spec 2 §3 "Audio metadata read for display"). */
export interface AudioFacts {
  container: string;
  sampleRate: number | null;
  bitsPerSample: number | null;
  duration: number | null;
}

/** Spec 2 §5: HD from 24 bits up. */
export const HD_BIT_DEPTH = 24;

const CONTAINERS: readonly [RegExp, string][] = [
  [/^wav/i, 'WAV'],
  [/^flac/i, 'FLAC'],
  [/^mpeg$|mp3/i, 'MP3'],
  [/mpeg-4|mp4|m4a|isom/i, 'MP4'],
  [/^ogg/i, 'OGG'],
];

/** WAV, FLAC, MP3, MP4, OGG, else Audio (spec 2 §5). */
export function containerLabel(container: string | undefined): string {
  if (!container) return 'Audio';
  return CONTAINERS.find(([pattern]) => pattern.test(container))?.[1] ?? 'Audio';
}

export const UNKNOWN_AUDIO: AudioFacts = { container: 'Unknown', sampleRate: null, bitsPerSample: null, duration: null };

/**
 * Reads a blob's metadata with music-metadata (loaded on first use). Spec 2 §5: an empty blob or
 * HTML gives none; an unsupported type only warns; a parse failure gives Unknown values.
 */
export async function readAudioFacts(blob: Blob): Promise<AudioFacts | null> {
  if (blob.size === 0 || /html/i.test(blob.type)) return null;
  if (blob.type && !blob.type.startsWith('audio/')) console.warn(`Audio preview: unsupported type ${blob.type}`);
  try {
    const { parseBlob } = await import(/* webpackChunkName: "music-metadata" */ 'music-metadata');
    const { format } = await parseBlob(blob, { duration: false, skipCovers: true });
    return {
      container: containerLabel(format.container),
      sampleRate: format.sampleRate ?? null,
      bitsPerSample: format.bitsPerSample ?? null,
      duration: format.duration ?? null,
    };
  } catch (error) {
    console.warn('Audio preview: the file could not be read', error);
    return UNKNOWN_AUDIO;
  }
}

/** "24-bit", "48 kHz" (rounded), or Unknown. */
export function describeAudio(facts: AudioFacts): { container: string; bitDepth: string; sampleRate: string; hd: boolean } {
  return {
    container: facts.container,
    bitDepth: facts.bitsPerSample ? `${facts.bitsPerSample}-bit` : 'Unknown',
    sampleRate: facts.sampleRate ? `${Math.round(facts.sampleRate / 1000)} kHz` : 'Unknown',
    hd: (facts.bitsPerSample ?? 0) >= HD_BIT_DEPTH,
  };
}

/** mm:ss (spec 2 §5), minutes unbounded. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
