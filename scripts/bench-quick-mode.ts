import type { CatalogSize } from '../server/demo/catalog.js';

/** The short mode of a benchmark, which `npm run bench:quick` runs (scripts/bench-quick.ts). */
export const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** The demo catalogue of the quick runs: the same generator, a tenth of the demo's size. */
export const QUICK_CATALOG_SIZE: CatalogSize = { artists: 300, writers: 200 };

/**
 * The line bench:quick reads: figures by name, each `{ rps }` (higher is better) or a time in ms
 * (`{ p99 }`, `{ ms }`: lower is better).
 */
export function printFigures(figures: Record<string, Record<string, number>>): void {
  if (QUICK) console.log(`bench-figures ${JSON.stringify(figures)}`);
}
