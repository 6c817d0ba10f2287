import { describe, expect, it } from 'vitest';
import { coverReasons, coverResultLine, coverTypeOf, pixelSizeOf, precheckCover } from './cover-check';

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function jpeg(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment, then SOF0 with the size.
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
}

function tiff(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(8 + 2 + 2 * 12);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, true);
  view.setUint16(8, 2, true);
  [[256, width], [257, height]].forEach(([tag, value], index) => {
    const at = 10 + index * 12;
    view.setUint16(at, tag!, true);
    view.setUint16(at + 2, 4, true);
    view.setUint32(at + 4, 1, true);
    view.setUint32(at + 8, value!, true);
  });
  return bytes;
}

describe('cover pre-check', () => {
  it('knows the type by its first bytes, whatever the name', () => {
    expect(coverTypeOf(png(1, 1))).toBe('png');
    expect(coverTypeOf(jpeg(1, 1))).toBe('jpeg');
    expect(coverTypeOf(tiff(1, 1))).toBe('tiff');
    expect(coverTypeOf(new TextEncoder().encode('<html>'))).toBeNull();
  });

  it('reads the pixel size from PNG, JPEG and TIFF headers', () => {
    expect(pixelSizeOf('png', png(3000, 3000))).toEqual({ width: 3000, height: 3000 });
    expect(pixelSizeOf('jpeg', jpeg(3200, 3100))).toEqual({ width: 3200, height: 3100 });
    expect(pixelSizeOf('tiff', tiff(4000, 4000))).toEqual({ width: 4000, height: 4000 });
  });

  it('uses the server codes for the rules it breaks', () => {
    expect(coverReasons({ width: 3000, height: 3000 })).toEqual([]);
    expect(coverReasons({ width: 2999, height: 2999 }).map((reason) => reason.code)).toEqual(['TOO_SMALL']);
    expect(coverReasons({ width: 3000, height: 3200 }).map((reason) => reason.code)).toEqual(['NOT_SQUARE']);
  });

  it('checks a picked file and refuses what is not an image', async () => {
    await expect(precheckCover(new Blob([png(2999, 2999) as Uint8Array<ArrayBuffer>]))).resolves.toEqual({
      info: { type: 'png', width: 2999, height: 2999 },
      reasons: [{ code: 'TOO_SMALL', message: 'Cover art must be at least 3000x3000 pixels.' }],
    });
    await expect(precheckCover(new Blob(['<html></html>']))).resolves.toMatchObject({ info: null, reasons: [{ code: 'NOT_AN_IMAGE' }] });
  });

  it('writes the result line: type, pixel size and aspect ratio', () => {
    expect(coverResultLine({ type: 'jpeg', width: 3000, height: 3000 })).toBe('JPEG · 3000×3000 px · 1:1');
    expect(coverResultLine({ type: 'png', width: 4000, height: 3000 })).toBe('PNG · 4000×3000 px · 4:3');
  });
});
