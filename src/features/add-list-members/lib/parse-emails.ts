const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
export const MAX_MEMBERS_AT_ONCE = 1000;

export interface ParsedEmails {
  /** Well-formed addresses, lower-cased, each once, in the order pasted. */
  valid: string[];
  /** What does not look like an address. */
  invalid: string[];
}

/**
 * Addresses pasted in any usual shape: one a line, separated by commas or semicolons, or as
 * `Name <address>` from a mail client.
 */
export function parseEmails(text: string): ParsedEmails {
  const valid: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const piece of text.split(/[\n,;]+/)) {
    const trimmed = piece.trim();
    if (trimmed === '') continue;
    const address = (/<([^>]+)>/.exec(trimmed)?.[1] ?? trimmed).trim().toLowerCase();
    if (!EMAIL.test(address) || address.length > 254) invalid.push(trimmed);
    else if (!seen.has(address)) {
      seen.add(address);
      valid.push(address);
    }
  }
  return { valid, invalid };
}
