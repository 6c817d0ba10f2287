import { adminListReleases } from '../releases/admin-release-list.js';
import { assignIsrcs, assignUpc, removeIsrc } from '../releases/identifiers/assign.js';
import { listTags } from '../releases/identifiers/tags.js';
import { deleteReleaseAsAdmin, forEachRelease, reviewRelease } from '../releases/moderation.js';
import { releaseView } from '../releases/release-view.js';
import { loadOrFail } from '../releases/release-service.js';
import { fileLinks } from './release-links.js';
import type { Handlers } from './types.js';

/** The admin's side of releases: review moves, identifiers, the queue, bulk calls. */
export const adminReleaseHandlers = {
  async approveRelease(request) {
    return releaseView(await reviewRelease(this, request.caller!, request.params.id, 'APPROVED', request.body?.reason), fileLinks(this, request));
  },

  async setReleasePending(request) {
    return releaseView(await reviewRelease(this, request.caller!, request.params.id, 'PENDING', request.body?.reason ?? request.body?.note), fileLinks(this, request));
  },

  async rejectRelease(request) {
    return releaseView(await reviewRelease(this, request.caller!, request.params.id, 'REJECTED', request.body.reason), fileLinks(this, request));
  },

  async assignReleaseUpc(request) {
    await assignUpc(this, request.params.id, { given: request.body?.upc });
    return releaseView(await loadOrFail(this, request.params.id), fileLinks(this, request));
  },

  async assignReleaseIsrcs(request) {
    await assignIsrcs(this, request.params.id, request.body.tracks);
    return releaseView(await loadOrFail(this, request.params.id), fileLinks(this, request));
  },

  async removeReleaseIsrc(request) {
    await removeIsrc(this, request.params.id, request.body.isrc);
    return releaseView(await loadOrFail(this, request.params.id), fileLinks(this, request));
  },

  async adminListReleases(request) {
    return adminListReleases(this.db, request.query, fileLinks(this, request));
  },

  async adminListTags(request) {
    return listTags(this.db, this.codeRanges, request.query);
  },

  async bulkDeleteReleases(request) {
    return forEachRelease(this, request.body.releaseIds, (id) => deleteReleaseAsAdmin(this, id));
  },

  async bulkUpdateReleaseStatus(request) {
    const { releaseIds, status, reason } = request.body;
    return forEachRelease(this, releaseIds, (id) => reviewRelease(this, request.caller!, id, status, reason));
  },

  async bulkAssignReleaseTags(request) {
    const { releaseIds, assignUPCs = false, assignISRCs = false } = request.body;
    return forEachRelease(this, releaseIds, async (id) => {
      if (assignUPCs) await assignUpc(this, id, { keepExisting: true });
      if (assignISRCs) await assignIsrcs(this, id);
    });
  },
} satisfies Handlers;
