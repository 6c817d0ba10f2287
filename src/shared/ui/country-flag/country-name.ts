let names: Intl.DisplayNames | undefined;

/** A country's English name from the runtime's own data (no list shipped): `NO` → "Norway". */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return names.of(code) ?? code;
}
