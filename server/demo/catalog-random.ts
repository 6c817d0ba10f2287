/** A seeded PRNG (mulberry32): the demo catalogue is the same on every fresh database. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += Math.floor(this.next() * 10);
    return out;
  }

  base62(count: number): string {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    let out = '';
    for (let i = 0; i < count; i++) out += alphabet[Math.floor(this.next() * 62)];
    return out;
  }
}

/** Deterministic ObjectIds: a fixed prefix per kind and a counter. */
export function demoObjectId(kind: number, index: number): string {
  return `66b4ca${kind.toString(16).padStart(2, '0')}${index.toString(16).padStart(16, '0')}`;
}
