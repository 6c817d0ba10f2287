let rateFormat: Intl.NumberFormat | undefined; // made when first used (see formatCount)

/** A ratio of the API (0..1) as a percentage with one decimal: "42.3%". */
export function formatRate(ratio: number): string {
  rateFormat ??= new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return rateFormat.format(Number.isFinite(ratio) ? ratio : 0);
}

/** First and last name, or null when neither is known. */
export function personName(person: { firstName: string | null; lastName: string | null }): string | null {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name === '' ? null : name;
}
