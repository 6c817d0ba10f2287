import { searchProvider } from '../catalog/search.js';
import type { Handlers } from './types.js';

export const searchHandlers = {
  async searchArtists(request) {
    const { query, platform, offset, limit } = request.query;
    return searchProvider(this.db, { query, provider: platform, offset, limit });
  },
} satisfies Handlers;
