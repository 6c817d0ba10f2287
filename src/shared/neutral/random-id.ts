/** A random id, unique enough to name a page load or a session (32 hex digits or a UUID). */
export function randomId(): string {
  const cryptoRef = globalThis.crypto;
  if (typeof cryptoRef.randomUUID === 'function') return cryptoRef.randomUUID();
  // Pages served over plain http (not a secure context) have no randomUUID, but getRandomValues.
  const bytes = cryptoRef.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
