import { COVER_RULE_MESSAGES, COVER_RULES, type CoverRuleCode } from '../config/release-constants';

export type CoverType = 'jpeg' | 'png' | 'tiff';

export interface CoverInfo {
  type: CoverType;
  width: number;
  height: number;
}

export interface CoverReason {
  code: CoverRuleCode;
  message: string;
}

export interface CoverPrecheck {
  info: CoverInfo | null;
  reasons: CoverReason[];
}

/** The type by magic bytes: the content decides, not the name (DESIGN §4). */
export function coverTypeOf(bytes: Uint8Array): CoverType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if ((bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 0x2a && bytes[3] === 0) || (bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[2] === 0 && bytes[3] === 0x2a))
    return 'tiff';
  return null;
}

/** Pixel size from the header (no decoding of a 3000 px image): PNG IHDR, JPEG SOFn, TIFF IFD0. */
export function pixelSizeOf(type: CoverType, bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (type === 'png') return { width: view.getUint32(16), height: view.getUint32(20) };
    if (type === 'jpeg') {
      let at = 2;
      while (at + 9 < bytes.length) {
        if (bytes[at] !== 0xff) return null;
        const marker = bytes[at + 1]!;
        if (marker === 0xff) {
          at += 1;
          continue;
        }
        const length = view.getUint16(at + 2);
        // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
        }
        at += 2 + length;
      }
      return null;
    }
    const little = bytes[0] === 0x49;
    const ifd = view.getUint32(4, little);
    const entries = view.getUint16(ifd, little);
    let width = 0;
    let height = 0;
    for (let index = 0; index < entries; index += 1) {
      const entry = ifd + 2 + index * 12;
      const tag = view.getUint16(entry, little);
      const kind = view.getUint16(entry + 2, little);
      const value = kind === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
      if (tag === 256) width = value;
      if (tag === 257) height = value;
    }
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** The rules the browser can check before uploading (size and shape; density and colour are the server's). */
export function coverReasons({ width, height }: { width: number; height: number }): CoverReason[] {
  const codes: CoverRuleCode[] = [];
  if (width < COVER_RULES.minWidth || height < COVER_RULES.minHeight) codes.push('TOO_SMALL');
  if (width !== height) codes.push('NOT_SQUARE');
  return codes.map((code) => ({ code, message: COVER_RULE_MESSAGES[code] }));
}

/** Where the header is looked for: a JPEG's frame header may follow large EXIF data. */
const HEAD_BYTES = 512 * 1024;

async function decodedSize(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** The browser's check of a picked cover: type by content, pixel size, then the rules. */
export async function precheckCover(file: Blob): Promise<CoverPrecheck> {
  const bytes = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const type = coverTypeOf(bytes);
  if (!type) return { info: null, reasons: [{ code: 'NOT_AN_IMAGE', message: COVER_RULE_MESSAGES.NOT_AN_IMAGE }] };
  const size = pixelSizeOf(type, bytes) ?? (await decodedSize(file));
  // A header we cannot read is left to the server, which reads every image it takes.
  if (!size) return { info: null, reasons: [] };
  const info = { type, ...size };
  return { info, reasons: coverReasons(info) };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The result line of Reading B: "JPEG · 3000×3000 px · 1:1". */
export function coverResultLine({ type, width, height }: CoverInfo): string {
  const divisor = gcd(width, height) || 1;
  return `${type.toUpperCase()} · ${width}×${height} px · ${width / divisor}:${height / divisor}`;
}
