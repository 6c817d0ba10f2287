import { albumDetails, artistCanvas, artistDiscography, trackDetails } from '../catalog/track-details.js';
import { adminCatalogPage, albumTrackPage, artistCatalog, artistTrackPage, artistTracks, rosterTrackPage } from '../catalog/track-pages.js';
import { listWorks } from '../catalog/works.js';
import type { Handlers } from './types.js';

export const catalogHandlers = {
  async listArtistAllTracks(request) {
    return artistTracks(this.db, request.params.id);
  },

  async listArtistTracks(request) {
    return artistTrackPage(this.db, request.params.id, request.query);
  },

  async listAlbumTracks(request) {
    return albumTrackPage(this.db, request.params.albumId, request.query);
  },

  async getArtistCatalog(request) {
    return artistCatalog(this.db, request.params.id, request.query);
  },

  async getArtistCanvas(request) {
    return artistCanvas(this.db, request.params.id);
  },

  async getArtistDiscography(request) {
    return artistDiscography(this.db, request.params.id);
  },

  async getTrack(request) {
    return trackDetails(this.db, request.params.trackId);
  },

  async getAlbum(request) {
    return albumDetails(this.db, request.params.albumId);
  },

  async listTracks(request) {
    return rosterTrackPage(this.db, request.caller!, request.query);
  },

  async listWorks(request) {
    return listWorks(this.db, request.caller!.userId, request.query);
  },

  async adminListCatalog(request) {
    return adminCatalogPage(this.db, request.query);
  },
} satisfies Handlers;
