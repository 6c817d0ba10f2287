/** The rate every fingerprint is computed at: enough for the 300–3000 Hz bands it reads. */
export const ANALYSIS_RATE = 11_025;

/**
 * Takes decoded blocks of any channel count and rate, mixes them to mono and resamples them to
 * ANALYSIS_RATE. Each input sample is shared between the two nearest output samples in
 * proportion to its position (a triangular kernel as wide as two output samples): as cheap as
 * plain averaging, but it keeps more of 5–11 kHz from folding into the bands the fingerprint
 * reads, so copies at different source rates fingerprint alike.
 */
export class MonoResampler {
  private readonly out: Float32Array;
  private written = 0;
  private consumed = 0;
  private readonly step: number;
  private sum0 = 0;
  private sum1 = 0;
  private weight0 = 0;
  private weight1 = 0;
  /** The output index sum0 belongs to. */
  private base = 0;

  constructor(
    readonly sourceRate: number,
    readonly maxSeconds: number,
  ) {
    this.step = ANALYSIS_RATE / sourceRate;
    this.out = new Float32Array(Math.ceil(maxSeconds * ANALYSIS_RATE) + 2);
  }

  /** How many more source frames are wanted before the cap is reached. */
  get wanted(): number {
    return Math.max(0, Math.ceil(this.maxSeconds * this.sourceRate) - this.consumed);
  }

  /** Adds `count` frames of `channels` (each scaled to ±1 by `scale`). */
  push(channels: ArrayLike<number>[], count: number, scale: number): void {
    const take = Math.min(count, this.wanted);
    const gain = scale / channels.length;
    for (let i = 0; i < take; i++) {
      let value = 0;
      for (let channel = 0; channel < channels.length; channel++) value += channels[channel]![i]!;
      this.add(value * gain);
    }
  }

  /** Adds one mono sample already scaled to ±1. */
  add(value: number): void {
    const position = this.consumed++ * this.step;
    const index = Math.floor(position);
    while (index > this.base) this.emit();
    const fraction = position - index;
    this.sum0 += value * (1 - fraction);
    this.weight0 += 1 - fraction;
    this.sum1 += value * fraction;
    this.weight1 += fraction;
  }

  private emit(): void {
    if (this.written < this.out.length) this.out[this.written++] = this.weight0 > 0 ? this.sum0 / this.weight0 : 0;
    this.sum0 = this.sum1;
    this.weight0 = this.weight1;
    this.sum1 = 0;
    this.weight1 = 0;
    this.base++;
  }

  /** The mono samples at ANALYSIS_RATE. */
  finish(): Float32Array {
    if (this.weight0 > 0) this.emit();
    return this.out.slice(0, this.written);
  }
}
