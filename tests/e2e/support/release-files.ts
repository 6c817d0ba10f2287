import { writeFile } from 'node:fs/promises';
import { demoToneWav, writeDemoCover } from '../../../server/demo/release-media';
import { flacFile, quantize, seededMusic } from '../../../server/test/audio-samples';
import { withVorbisComment } from '../../../src/shared/ui/audio-preview/index.testing';

/** A real 3000×3000 JPEG at 72 ppi (the cover minimum), written to `path`. */
export async function writeCoverJpeg(path: string): Promise<string> {
  await writeDemoCover({ from: [40, 90, 160], to: [200, 70, 120], disc: [240, 220, 180] }, path);
  return path;
}

/** A real 24-bit/48 kHz stereo WAV of `seconds` of a chord, written to `path`. */
export async function writeToneWav(path: string, seconds = 8): Promise<string> {
  await writeFile(path, demoToneWav(220, seconds));
  return path;
}

/** A real 24-bit/96 kHz stereo FLAC of `seconds` of seeded music whose Vorbis comments hold `tags` (TITLE, ISRC…). */
export async function writeTaggedFlac(path: string, tags: Record<string, string>, seconds = 3): Promise<string> {
  const rate = 96_000;
  await writeFile(path, withVorbisComment(flacFile(quantize(seededMusic(7, seconds, rate), 24, 0.5), rate, 24), tags));
  return path;
}
