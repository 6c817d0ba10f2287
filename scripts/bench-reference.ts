import Fastify from 'fastify';
import { load, type LoadFigures } from './bench-load.js';

/**
 * The fixed reference of `npm run bench:quick`: a bare Fastify route (no database, no hooks, no
 * compression) answering a fixed JSON the size of a page of 25 artists, under the same client as
 * the benchmarks (scripts/bench-load.ts). What this machine does right now, whatever else runs on
 * it: figures of the benchmarks are read as ratios to it.
 */
export async function measureReference(seconds: number): Promise<LoadFigures> {
  const page = {
    items: Array.from({ length: 25 }, (_, index) => ({
      _id: index.toString(16).padStart(24, '0'),
      name: `Reference Artist ${index}`,
      genres: ['pop', 'indie'],
      followers: 1000 * index,
      monthlyListeners: 5000 * index,
      socials: [{ network: 'INSTAGRAM', url: 'https://instagram.com/reference' }],
      createdAt: new Date(0).toISOString(),
      filler: 'x'.repeat(380),
    })),
    page: 1,
    limit: 25,
    total: 100_000,
  };
  const app = Fastify({ logger: false });
  app.get('/reference', async () => page);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await load({ origin, paths: ['/reference'], seconds: 0.5 });
    return await load({ origin, paths: ['/reference'], seconds });
  } finally {
    await app.close();
  }
}
