/**
 * "Claim submitted" from `CLAIM_SUBMITTED`, "Apple music" from `appleMusic`, "All tracks" from
 * `all-tracks`: the last resort for a key a label map does not know yet (a value the contract
 * gained after this build), so people never read an internal key.
 */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The label of `key` in one kind's label map (platforms, statuses, roles, …), or the key made
 * readable when the map does not know it. Each kind keeps one map, in the entity it belongs to.
 */
export function labelOf<Key extends string>(labels: Readonly<Record<Key, string>>, key: string | null | undefined): string {
  if (key == null || key === '') return '—';
  return Object.hasOwn(labels, key) ? labels[key as Key] : humanizeKey(key);
}
