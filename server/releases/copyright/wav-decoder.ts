import type { FileHandle } from 'node:fs/promises';
import { MonoResampler } from './pcm-sink.js';

const READ_BYTES = 1 << 20;
const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

interface WavFormat {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
}

/** Thrown for a file the scan cannot read; its message is shown to admins. */
export class UnreadableAudio extends Error {}

function parseFormat(chunk: Buffer): WavFormat {
  if (chunk.length < 16) throw new UnreadableAudio('The WAV format chunk is too short.');
  let format = chunk.readUInt16LE(0);
  // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its sub-format GUID.
  if (format === FORMAT_EXTENSIBLE && chunk.length >= 26) format = chunk.readUInt16LE(24);
  return { format, channels: chunk.readUInt16LE(2), sampleRate: chunk.readUInt32LE(4), blockAlign: chunk.readUInt16LE(12), bitsPerSample: chunk.readUInt16LE(14) };
}

/** A reader of one sample at `offset`, scaled to ±1. */
function sampleReader({ format, bitsPerSample }: WavFormat): (data: Buffer, offset: number) => number {
  if (format === FORMAT_PCM && bitsPerSample === 16) return (data, offset) => data.readInt16LE(offset) / 0x8000;
  if (format === FORMAT_PCM && bitsPerSample === 24) return (data, offset) => data.readIntLE(offset, 3) / 0x800000;
  if (format === FORMAT_PCM && bitsPerSample === 32) return (data, offset) => data.readInt32LE(offset) / 0x80000000;
  if (format === FORMAT_PCM && bitsPerSample === 8) return (data, offset) => (data[offset]! - 128) / 128;
  if (format === FORMAT_FLOAT && bitsPerSample === 32) return (data, offset) => data.readFloatLE(offset);
  if (format === FORMAT_FLOAT && bitsPerSample === 64) return (data, offset) => data.readDoubleLE(offset);
  throw new UnreadableAudio(`WAV audio of format ${format} at ${bitsPerSample} bits cannot be read.`);
}

/**
 * Decodes the first `maxSeconds` of a WAV to mono at the analysis rate, walking the RIFF chunks
 * and reading the `data` chunk a megabyte at a time: only what the analysis needs is read.
 */
export async function decodeWav(handle: FileHandle, size: number, maxSeconds: number): Promise<Float32Array> {
  const header = Buffer.alloc(12);
  await handle.read(header, 0, 12, 0);
  if (header.toString('latin1', 0, 4) !== 'RIFF' || header.toString('latin1', 8, 12) !== 'WAVE') throw new UnreadableAudio('The file is not a RIFF WAVE file.');
  let format: WavFormat | null = null;
  const chunkHead = Buffer.alloc(8);
  for (let offset = 12; offset + 8 <= size; ) {
    await handle.read(chunkHead, 0, 8, offset);
    const id = chunkHead.toString('latin1', 0, 4);
    const length = chunkHead.readUInt32LE(4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const chunk = Buffer.alloc(Math.min(length, 64));
      await handle.read(chunk, 0, chunk.length, body);
      format = parseFormat(chunk);
    } else if (id === 'data') {
      if (!format) throw new UnreadableAudio('The WAV has no format chunk before its data.');
      // A streamed WAV may announce 0 or 0xFFFFFFFF bytes: the data then runs to the end of the file.
      const available = size - body;
      return readData(handle, format, body, length === 0 || length > available ? available : length, maxSeconds);
    }
    offset = body + length + (length % 2);
  }
  throw new UnreadableAudio('The WAV has no audio data.');
}

async function readData(handle: FileHandle, format: WavFormat, start: number, length: number, maxSeconds: number): Promise<Float32Array> {
  const { channels, sampleRate } = format;
  const bytesPerSample = format.bitsPerSample / 8;
  const blockAlign = format.blockAlign || channels * bytesPerSample;
  if (channels < 1 || sampleRate < 1 || !Number.isInteger(bytesPerSample)) throw new UnreadableAudio('The WAV format chunk is damaged.');
  const read = sampleReader(format);
  const sink = new MonoResampler(sampleRate, maxSeconds);
  const blocksPerRead = Math.max(1, Math.floor(READ_BYTES / blockAlign));
  const buffer = Buffer.alloc(blocksPerRead * blockAlign);
  for (let position = start, end = start + length; position + blockAlign <= end && sink.wanted > 0; ) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, end - position), position);
    const blocks = Math.min(Math.floor(bytesRead / blockAlign), sink.wanted);
    if (blocks === 0) break;
    for (let block = 0; block < blocks; block++) {
      let value = 0;
      for (let channel = 0, offset = block * blockAlign; channel < channels; channel++, offset += bytesPerSample) value += read(buffer, offset);
      sink.add(value / channels);
    }
    position += blocks * blockAlign;
  }
  return sink.finish();
}
