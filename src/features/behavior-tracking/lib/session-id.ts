/** A new id per tab load (the contract's `^[A-Za-z0-9_-]{8,128}$`). */
export function newBehaviorSessionId(): string {
  const cryptoRef = globalThis.crypto;
  if (typeof cryptoRef?.randomUUID === 'function') return cryptoRef.randomUUID();
  // Pages served over plain http (not a secure context) have no randomUUID.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
