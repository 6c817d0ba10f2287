/**
 * A small seeded PRNG (sfc32, seeded through splitmix32), so that a run is reproducible from its
 * seed alone. Every operation × role gets its own stream (`fork(label)`), so adding an operation
 * to the contract does not change the requests generated for the others.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: string) {
    let state = hashString(seed);
    const next = () => {
      state = (state + 0x9e3779b9) | 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i += 1) this.float();
  }

  /** An independent stream for `label`, derived from this seed. */
  fork(label: string): Random {
    return new Random(`${this.seed}/${label}`);
  }

  /** [0, 1) */
  float(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.float() * items.length)]!;
  }

  /** One of `weighted` ([weight, value] pairs), chosen in proportion to its weight. */
  weighted<T>(weighted: readonly (readonly [number, T])[]): T {
    const total = weighted.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.float() * total;
    for (const [weight, value] of weighted) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return weighted[weighted.length - 1]![1];
  }

  hex(length: number): string {
    let text = '';
    while (text.length < length) text += Math.floor(this.float() * 16).toString(16);
    return text;
  }

  word(min = 3, max = 10): string {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    let text = '';
    const length = this.int(min, max);
    while (text.length < length) text += letters[this.int(0, letters.length - 1)];
    return text;
  }
}

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
