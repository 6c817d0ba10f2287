/**
 * Seeded "music" for the demo releases and the copyright scan's tests: distinct recordings that
 * an acoustic fingerprint tells apart, the same on every machine for the same seed.
 */

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCALE = [0, 2, 3, 5, 7, 8, 10, 12, 14, 15];

/**
 * `seconds` of mono music-like audio at `rate`, ±1: a seeded melody of notes (0.2–0.6 s, with
 * harmonics and a decay), a chord under each bar, a soft noise floor. Same seed, same music.
 */
export function seededMusic(seed: number, seconds: number, rate = 44_100): Float32Array {
  const random = seededRandom(seed);
  const samples = new Float32Array(Math.round(seconds * rate));
  const root = 110 * 2 ** (Math.floor(random() * 12) / 12);
  const note = (start: number, length: number, frequency: number, gain: number) => {
    const from = Math.round(start * rate);
    const to = Math.min(samples.length, Math.round((start + length) * rate));
    for (let i = from; i < to; i++) {
      const t = (i - from) / rate;
      const envelope = Math.min(1, t / 0.01) * Math.exp(-3 * t);
      let value = 0;
      for (let harmonic = 1; harmonic <= 4; harmonic++) value += Math.sin(2 * Math.PI * frequency * harmonic * t) / harmonic;
      samples[i]! += gain * envelope * value;
    }
  };
  for (let bar = 0; bar * 2 < seconds; bar++) {
    const chordRoot = root * 2 ** (SCALE[Math.floor(random() * 5)]! / 12);
    for (const step of [0, 4, 7]) note(bar * 2, 2, chordRoot * 2 ** (step / 12), 0.08);
  }
  for (let time = 0; time < seconds; ) {
    const length = 0.2 + random() * 0.4;
    note(time, length * 1.5, root * 4 * 2 ** (SCALE[Math.floor(random() * SCALE.length)]! / 12), 0.2);
    time += length;
  }
  for (let i = 0; i < samples.length; i++) samples[i]! += (random() - 0.5) * 0.02;
  return samples;
}

