/**
 * Small audio files carrying the tags a mastered file has, written byte by byte for tests: a FLAC
 * with a VORBIS_COMMENT block, and a WAV with an ID3v2.3 chunk (ISRC in `TSRC`).
 */
export interface AudioShape {
  rate: number;
  bits: 16 | 24;
  channels: number;
  seconds: number;
}

const text = (value: string) => new TextEncoder().encode(value);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (bytes.set(part, at), at + part.length), 0);
  return bytes;
}

function numbers(size: number, write: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  write(new DataView(bytes.buffer));
  return bytes;
}

/** A FLAC metadata block: last-block flag and type, 24-bit length, body. */
function flacBlock(type: number, body: Uint8Array, last: boolean): Uint8Array {
  const head = numbers(4, (view) => view.setUint32(0, body.length));
  head[0] = (last ? 0x80 : 0) | type;
  return concat(head, body);
}

/** A VORBIS_COMMENT body: the vendor, then `KEY=value` entries, each length-prefixed (little-endian). */
export function vorbisComment(tags: Readonly<Record<string, string>>): Uint8Array {
  const entry = (value: string) => {
    const bytes = text(value);
    return concat(
      numbers(4, (view) => view.setUint32(0, bytes.length, true)),
      bytes,
    );
  };
  const entries = Object.entries(tags).map(([key, value]) => entry(`${key}=${value}`));
  return concat(entry('royalty-desk tests'), numbers(4, (view) => view.setUint32(0, entries.length, true)), ...entries);
}

/** STREAMINFO: block sizes, frame sizes unknown, then rate (20 bits), channels − 1 (3), bits − 1 (5), samples (36); no MD5. */
function streamInfo({ rate, bits, channels, seconds }: AudioShape): Uint8Array {
  const packed = (BigInt(rate) << 44n) | (BigInt(channels - 1) << 41n) | (BigInt(bits - 1) << 36n) | BigInt(Math.round(rate * seconds));
  return numbers(34, (view) => {
    view.setUint16(0, 4096);
    view.setUint16(2, 4096);
    view.setBigUint64(10, packed);
  });
}

/** A FLAC stream's head (STREAMINFO, VORBIS_COMMENT) with no frames: all a metadata reader needs. */
export function taggedFlacHead(shape: AudioShape, tags: Readonly<Record<string, string>>): Uint8Array<ArrayBuffer> {
  return concat(text('fLaC'), flacBlock(0, streamInfo(shape), false), flacBlock(4, vorbisComment(tags), true));
}

/** A whole FLAC stream whose only metadata block is STREAMINFO, with a VORBIS_COMMENT block added after it. */
export function withVorbisComment(flac: Uint8Array, tags: Readonly<Record<string, string>>): Uint8Array<ArrayBuffer> {
  if (flac[4] !== 0x80) throw new Error('Expected a FLAC stream whose STREAMINFO is its last metadata block');
  const info = flac.slice(4, 42);
  info[0] = 0;
  return concat(flac.subarray(0, 4), info, flacBlock(4, vorbisComment(tags), true), flac.subarray(42));
}

/** An ID3v2.3 tag of text frames (ISO-8859-1): `TIT2`, `TPE1`, `TSRC`, `TYER`… */
export function id3v23(frames: Readonly<Record<string, string>>): Uint8Array {
  const body = concat(
    ...Object.entries(frames).map(([id, value]) => {
      const content = concat(new Uint8Array([0]), text(value));
      return concat(text(id), numbers(6, (view) => view.setUint32(0, content.length)), content);
    }),
  );
  // The tag's size is "synchsafe": 7 bits a byte.
  const size = [21, 14, 7, 0].map((shift) => (body.length >> shift) & 0x7f);
  return concat(text('ID3'), new Uint8Array([3, 0, 0, ...size]), body);
}

function riffChunk(id: string, body: Uint8Array): Uint8Array {
  return concat(text(id), numbers(4, (view) => view.setUint32(0, body.length, true)), body, new Uint8Array(body.length % 2));
}

/** A PCM WAV of silence with an `id3 ` chunk after its data (where taggers put it). */
export function taggedWav({ rate, bits, channels, seconds }: AudioShape, frames: Readonly<Record<string, string>>): Uint8Array<ArrayBuffer> {
  const blockAlign = (channels * bits) / 8;
  const fmt = numbers(16, (view) => {
    view.setUint16(0, 1, true);
    view.setUint16(2, channels, true);
    view.setUint32(4, rate, true);
    view.setUint32(8, rate * blockAlign, true);
    view.setUint16(12, blockAlign, true);
    view.setUint16(14, bits, true);
  });
  const chunks = concat(riffChunk('fmt ', fmt), riffChunk('data', new Uint8Array(Math.round(rate * seconds) * blockAlign)), riffChunk('id3 ', id3v23(frames)));
  return concat(text('RIFF'), numbers(4, (view) => view.setUint32(0, chunks.length + 4, true)), text('WAVE'), chunks);
}
