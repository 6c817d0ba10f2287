const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;

export interface ByteOptions {
  /**
   * Always this unit, with one decimal ("12.3 MB of 300.0 MB": an upload's progress keeps its
   * width). Upload sizes count MB as 2^20 bytes, as the upload limits do.
   */
  unit?: 'MB';
}

/** "512 bytes", "1.5 kB", "12 MB", "3.4 GB" (powers of 1000, one decimal under 10). */
export function formatBytes(bytes: number, { unit }: ByteOptions = {}): string {
  if (unit === 'MB') return `${(bytes / 1_048_576).toFixed(1)} MB`;
  let value = bytes;
  let index = 0;
  while (value >= 1000 && index < UNITS.length - 1) {
    value /= 1000;
    index += 1;
  }
  return `${index === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${UNITS[index]}`;
}
