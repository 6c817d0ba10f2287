import { parseWavHeader } from './wav-peaks';

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

/** FLAC STREAMINFO (the first metadata block): rate, depth and length. */
function flacFacts(bytes: Uint8Array): AudioFacts | null {
  // "fLaC", a 4-byte block header, then STREAMINFO; rate/channels/depth/samples from byte 18.
  if (bytes.length < 26 || (bytes[4]! & 0x7f) !== 0) return null;
  const at = 8 + 10;
  const sampleRate = (bytes[at]! << 12) | (bytes[at + 1]! << 4) | (bytes[at + 2]! >> 4);
  const bitsPerSample = (((bytes[at + 3]! & 0x01) << 4) | (bytes[at + 4]! >> 4)) + 1;
  const samples = (bytes[at + 4]! & 0x0f) * 2 ** 32 + ((bytes[at + 5]! << 24) >>> 0) + (bytes[at + 6]! << 16) + (bytes[at + 7]! << 8) + bytes[at + 8]!;
  return { container: 'FLAC', sampleRate, bitsPerSample, duration: sampleRate ? samples / sampleRate : null };
}

const text = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** The container and format read from a file's first bytes (no decoding). */
export function audioFactsOf(bytes: Uint8Array, size: number): AudioFacts | null {
  if (text(bytes, 0, 4) === 'fLaC') return flacFacts(bytes);
  const wav = parseWavHeader(bytes, size);
  if (wav && wav !== 'more') {
    const bytesPerSecond = wav.sampleRate * wav.channels * (wav.bitsPerSample / 8);
    return { container: 'WAV', sampleRate: wav.sampleRate, bitsPerSample: wav.bitsPerSample, duration: wav.dataLength / bytesPerSecond };
  }
  if (text(bytes, 0, 4) === 'RIFF') return { ...UNKNOWN_AUDIO, container: 'WAV' };
  if (text(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)) return { ...UNKNOWN_AUDIO, container: 'MP3' };
  if (text(bytes, 4, 4) === 'ftyp') return { ...UNKNOWN_AUDIO, container: 'MP4' };
  if (text(bytes, 0, 4) === 'OggS') return { ...UNKNOWN_AUDIO, container: 'OGG' };
  return null;
}

/**
 * Reads a blob's audio format from its header. Spec 2 §5: an empty blob or HTML gives none; an
 * unsupported type only warns; what cannot be read gives Unknown values (an audio type: Audio).
 */
export async function readAudioFacts(blob: Blob): Promise<AudioFacts | null> {
  if (blob.size === 0 || /html/i.test(blob.type)) return null;
  if (blob.type && !blob.type.startsWith('audio/')) console.warn(`Audio preview: unsupported type ${blob.type}`);
  try {
    const bytes = new Uint8Array(await blob.slice(0, 64 * 1024).arrayBuffer());
    const facts = audioFactsOf(bytes, blob.size);
    if (facts) return facts;
  } catch (error) {
    console.warn('Audio preview: the file could not be read', error);
    return UNKNOWN_AUDIO;
  }
  console.warn('Audio preview: the file could not be read');
  return blob.type.startsWith('audio/') ? { ...UNKNOWN_AUDIO, container: 'Audio' } : UNKNOWN_AUDIO;
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

/** mm:ss (spec 2 §5), minutes unbounded; `m:ss` (a player's "1:05") with `{ padMinutes: false }`. */
export function formatClock(seconds: number, { padMinutes = true }: { padMinutes?: boolean } = {}): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = String(Math.floor(whole / 60));
  return `${padMinutes ? minutes.padStart(2, '0') : minutes}:${String(whole % 60).padStart(2, '0')}`;
}
