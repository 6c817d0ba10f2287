import { distributionSources, dspSources, performanceRightsOrganizations } from '../catalog/reference-lists.js';
import { RELEASE_OPTIONS } from '../releases/options/release-options.js';
import type { Handlers } from './types.js';

export const referenceHandlers = {
  async getReleaseOptions() {
    return RELEASE_OPTIONS;
  },

  async listDspSources() {
    return dspSources(this.db);
  },

  async listDistributionSources() {
    return distributionSources(this.db);
  },

  async listPerformanceRightsOrganizations() {
    return performanceRightsOrganizations(this.db);
  },
} satisfies Handlers;
