/** How one value of a closed set reads: its words and its badge tone. */
export type ValueLook<Tone extends string> = readonly [label: string, tone: Tone];

export interface ValueLooks<Key extends string, Tone extends string> {
  /** Every value, in the order written (filters offer them so). */
  values: readonly [Key, ...Key[]];
  labels: Readonly<Record<Key, string>>;
  tones: Readonly<Record<Key, Tone>>;
}

/**
 * A closed set of values (statuses, event types) written once as `value: [label, tone]`, so a
 * value's words and colour stay side by side; the list, the labels and the tones come from it.
 */
export function valueLooks<Key extends string, Tone extends string>(looks: Readonly<Record<Key, ValueLook<Tone>>>): ValueLooks<Key, Tone> {
  const entries = Object.entries(looks) as [Key, ValueLook<Tone>][];
  return {
    values: entries.map(([key]) => key) as [Key, ...Key[]],
    labels: Object.fromEntries(entries.map(([key, [label]]) => [key, label])) as Record<Key, string>,
    tones: Object.fromEntries(entries.map(([key, [, tone]]) => [key, tone])) as Record<Key, Tone>,
  };
}
