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
    const magic = Buffer.alloc(4);
    await handle.read(magic, 0, 4, 0);
    const kind = magic.toString('latin1');
    if (kind === 'RIFF') return await decodeWav(handle, size, maxSeconds);
    if (kind === 'fLaC') return await decodeFlac(handle, size, maxSeconds);
    throw new UnreadableAudio('The file is neither WAV nor FLAC.');
  } finally {
    await handle.close();
  }
}
