/** What the audio preview shows of a file (spec 2 §3 "Audio metadata read for display"). */
export interface AudioFacts {
  container: string;
  sampleRate: number | null;
  bitsPerSample: number | null;
  duration: number | null;
  /** Read from the file in the browser only (the server's answer has neither). */
  codec?: string | null;
  channels?: number | null;
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

/** "24-bit", "48 kHz" (rounded), or Unknown. */
export function describeAudio(facts: AudioFacts): { container: string; bitDepth: string; sampleRate: string; hd: boolean } {
  return {
    container: facts.container,
    bitDepth: facts.bitsPerSample ? `${facts.bitsPerSample}-bit` : 'Unknown',
    sampleRate: facts.sampleRate ? `${Math.round(facts.sampleRate / 1000)} kHz` : 'Unknown',
    hd: (facts.bitsPerSample ?? 0) >= HD_BIT_DEPTH,
  };
}
