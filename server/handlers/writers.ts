import { findWriter, searchOrAddWriter, searchWriters, writerCount, writerPage, writerTrackPage } from '../catalog/writers.js';
import type { Handlers } from './types.js';

export const writerHandlers = {
  async listWriters(request) {
    return writerPage(this.db, request.query);
  },

  async countWriters(request) {
    return writerCount(this.db, request.query.clearCache);
  },

  async getWriter(request) {
    return findWriter(this.db, request.params.id);
  },

  async getWriterDiscography(request) {
    return writerTrackPage(this.db, request.params.id, request.query);
  },

  async searchWriters(request) {
    return searchWriters(this.db, request.query.query);
  },

  async searchUpsertWriters(request) {
    return searchOrAddWriter(this.db, request.query.query);
  },
} satisfies Handlers;
