/** FLAC's checksums, table-driven: CRC-8 (polynomial 0x07) of a frame header, CRC-16 (0x8005) of a frame. */
const CRC8 = new Uint8Array(256);
const CRC16 = new Uint16Array(256);
for (let byte = 0; byte < 256; byte++) {
  let crc8 = byte;
  let crc16 = byte << 8;
  for (let bit = 0; bit < 8; bit++) {
    crc8 = crc8 & 0x80 ? ((crc8 << 1) ^ 0x07) & 0xff : (crc8 << 1) & 0xff;
    crc16 = crc16 & 0x8000 ? ((crc16 << 1) ^ 0x8005) & 0xffff : (crc16 << 1) & 0xffff;
  }
  CRC8[byte] = crc8;
  CRC16[byte] = crc16;
}

/** The CRC-8 of bytes[from..to). */
export function crc8(bytes: Uint8Array, from: number, to: number): number {
  let crc = 0;
  for (let i = from; i < to; i++) crc = CRC8[crc ^ bytes[i]!]!;
  return crc;
}

/** The CRC-16 of bytes[from..to). */
export function crc16(bytes: Uint8Array, from: number, to: number): number {
  let crc = 0;
  for (let i = from; i < to; i++) crc = ((crc << 8) & 0xffff) ^ CRC16[(crc >> 8) ^ bytes[i]!]!;
  return crc;
}
