import { open } from 'node:fs/promises';
import { decodeFlac } from './flac-decoder.js';
import { decodeWav, UnreadableAudio } from './wav-decoder.js';

export { ANALYSIS_RATE } from './pcm-sink.js';
export { UnreadableAudio };

/** A scan reads at most the first two minutes of a recording: enough to recognise it, bounded in time and memory. */
export const MAX_ANALYSIS_SECONDS = 120;

/**
 * The first `maxSeconds` of a stored WAV or FLAC (told apart by content) as mono samples at
 * ANALYSIS_RATE.
 */
export async function decodeToMono(path: string, maxSeconds = MAX_ANALYSIS_SECONDS): Promise<Float32Array> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(10);
    await handle.read(head, 0, 10, 0);
    const kind = head.toString('latin1', 0, 4);
    if (kind === 'RIFF') return await decodeWav(handle, size, maxSeconds);
    if (kind === 'fLaC') return await decodeFlac(handle, size, maxSeconds);
    // Some taggers put an ID3v2 tag before a FLAC stream; its size is stored 7 bits a byte.
    if (kind.startsWith('ID3')) return await decodeFlac(handle, size, maxSeconds, 10 + ((head[6]! << 21) | (head[7]! << 14) | (head[8]! << 7) | head[9]!));
    throw new UnreadableAudio('The file is neither WAV nor FLAC.');
  } finally {
    await handle.close();
  }
}
