import { RELEASE_OPTIONS } from '../releases/options/release-options.js';
import type { Handlers } from './types.js';

export const referenceHandlers = {
  async getReleaseOptions() {
    return RELEASE_OPTIONS;
  },

  async listDspSources() {
    const { rows } = await this.db.query<{ id: string; key: string; name: string; image: string | null; platform: 'SPOTIFY' | null }>(
      'select id, key, name, image, platform from dsp_sources order by name',
    );
    return rows.map((row) => ({ _id: row.id, key: row.key, name: row.name, image: row.image, platform: row.platform }));
  },

  async listDistributionSources() {
    const { rows } = await this.db.query<{ id: string; key: string; name: string; image: string | null; notice: string | null; priority: number }>(
      `select id, key, name, image, notice, priority from distribution_sources order by (notice = 'COMING_SOON') nulls first, priority`,
    );
    return rows.map((row) => ({ _id: row.id, key: row.key, name: row.name, image: row.image, notice: row.notice, priority: row.priority }));
  },

  async listPerformanceRightsOrganizations() {
    const { rows } = await this.db.query<{ id: string; name: string; short_name: string; country: string | null }>(
      'select id, name, short_name, country from performance_rights_organizations order by short_name',
    );
    return rows.map((row) => ({ _id: row.id, name: row.name, shortName: row.short_name, country: row.country }));
  },
} satisfies Handlers;
