import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';

type Schemas = components['schemas'];

/** The streaming services royalties come from, by name. */
export async function dspSources(db: Queryable): Promise<Schemas['DspSource'][]> {
  const { rows } = await db.query<{ id: string; key: string; name: string; image: string | null; platform: 'SPOTIFY' | null }>(
    'select id, key, name, image, platform from dsp_sources order by name',
  );
  return rows.map((row) => ({ _id: row.id, key: row.key, name: row.name, image: row.image, platform: row.platform }));
}

/** The distributors an artist may come from, those coming soon last. */
export async function distributionSources(db: Queryable): Promise<Schemas['DistributionSource'][]> {
  const { rows } = await db.query<{ id: string; key: string; name: string; image: string | null; notice: string | null; priority: number }>(
    `select id, key, name, image, notice, priority from distribution_sources order by (notice = 'COMING_SOON') nulls first, priority`,
  );
  return rows.map((row) => ({ _id: row.id, key: row.key, name: row.name, image: row.image, notice: row.notice, priority: row.priority }));
}

export async function performanceRightsOrganizations(db: Queryable): Promise<Schemas['PerformanceRightsOrganization'][]> {
  const { rows } = await db.query<{ id: string; name: string; short_name: string; country: string | null }>(
    'select id, name, short_name, country from performance_rights_organizations order by short_name',
  );
  return rows.map((row) => ({ _id: row.id, name: row.name, shortName: row.short_name, country: row.country }));
}
