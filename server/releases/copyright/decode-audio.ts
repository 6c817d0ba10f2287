import { open } from 'node:fs/promises';
import { checkFlac, decodeFlac, type FlacVerdict } from './flac-decoder.js';
import { decodeWav, UnreadableAudio } from './wav-decoder.js';

export { ANALYSIS_RATE } from './pcm-sink.js';
export { UnreadableAudio, type FlacVerdict };

/** A scan reads at most the first two minutes of a recording: enough to recognise it, bounded in time and memory. */
export const MAX_ANALYSIS_SECONDS = 120;

/** Where a FLAC stream starts given a file's first 10 bytes, or null when it is not FLAC. */
function flacStart(head: Buffer): number | null {
  const kind = head.toString('latin1', 0, 4);
  if (kind === 'fLaC') return 0;
  // Some taggers put an ID3v2 tag before a FLAC stream; its size is stored 7 bits a byte.
  if (kind.startsWith('ID3')) return 10 + ((head[6]! << 21) | (head[7]! << 14) | (head[8]! << 7) | head[9]!);
  return null;
}

async function withAudioFile<T>(path: string, read: (handle: Awaited<ReturnType<typeof open>>, size: number, head: Buffer) => Promise<T>): Promise<T> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(10);
    await handle.read(head, 0, 10, 0);
    return await read(handle, size, head);
  } finally {
    await handle.close();
  }
}

/**
 * The first `maxSeconds` of a stored WAV or FLAC (told apart by content) as mono samples at
 * ANALYSIS_RATE.
 */
export async function decodeToMono(path: string, maxSeconds = MAX_ANALYSIS_SECONDS): Promise<Float32Array> {
  return withAudioFile(path, async (handle, size, head) => {
    if (head.toString('latin1', 0, 4) === 'RIFF') return decodeWav(handle, size, maxSeconds);
    const start = flacStart(head);
    if (start === null) throw new UnreadableAudio('The file is neither WAV nor FLAC.');
    return decodeFlac(handle, size, maxSeconds, start);
  });
}

/** Decodes a whole FLAC file checking its checksums (checkFlac); a file that is not FLAC is unreadable. */
export async function checkFlacFile(path: string): Promise<FlacVerdict> {
  return withAudioFile(path, async (handle, size, head) => {
    const start = flacStart(head);
    if (start === null) throw new UnreadableAudio('The file is not FLAC.');
    return checkFlac(handle, size, start);
  });
}
