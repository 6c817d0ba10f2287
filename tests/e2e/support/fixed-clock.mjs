// Preloaded into the visual run's servers (`node --import`; serve.mjs adds it when E2E_FIXED_CLOCK
// is set): the clock starts at that instant and runs on from there, so the demo data seeded relative
// to "now" (streams of the last days, release dates, "2 hours ago") is the same on every run while
// timers and durations still work. PGlite's `now()` reads the same `Date.now()`.
const RealDate = Date;
const start = RealDate.parse(process.env.E2E_FIXED_CLOCK ?? '');
if (Number.isNaN(start)) throw new Error(`E2E_FIXED_CLOCK is not a date: ${process.env.E2E_FIXED_CLOCK}`);
const offset = start - RealDate.now();
const now = () => RealDate.now() + offset;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});
