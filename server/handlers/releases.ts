import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withMultipartForm } from '../http/multipart-form.js';
import { withUploadedFile } from '../http/uploads.js';
import { AUDIO_MESSAGES, MAX_AUDIO_BYTES } from '../releases/audio.js';
import { COVER_MESSAGES, COVER_RULES, coverValidation, readCoverFacts } from '../releases/cover.js';
import { accessibleRelease } from '../releases/release-access.js';
import { currentDeliveryPayload } from '../releases/release-delivery.js';
import { listReleases } from '../releases/release-list.js';
import {
  createDraft,
  deleteDraft,
  loadOrFail,
  patchRelease,
  replaceCover,
  replaceDraft,
  setCopyrightLabel,
  submitRelease,
} from '../releases/release-service.js';
import { releaseView } from '../releases/release-view.js';
import { storeCheckedAudio } from '../releases/stored-audio.js';
import { fileLinks, serverOrigin } from './release-links.js';
import { checkUnusedAudio, takeUploadTurn } from '../storage/upload-quota.js';
import type { Handlers } from './types.js';

const COVER_UPLOAD = { field: 'image', maxBytes: COVER_RULES.maxBytes, messages: COVER_MESSAGES };
const AUDIO_UPLOAD = { field: 'audio', maxBytes: MAX_AUDIO_BYTES, messages: AUDIO_MESSAGES };

/** The release form of create and replace: a cover and a single's audio as files, the rest as text or JSON parts. */
const RELEASE_FORM = {
  files: {
    coverArt: { maxBytes: COVER_RULES.maxBytes, tooLarge: COVER_MESSAGES.tooLarge },
    audio: { maxBytes: MAX_AUDIO_BYTES, tooLarge: AUDIO_MESSAGES.tooLarge },
  },
  maxFieldBytes: 1024 * 1024,
  messages: {
    unreadable: 'The release form could not be read: send it as multipart/form-data.',
    unknownFile: (field: string) => `body/${field} cannot be a file: only coverArt and audio are.`,
    fieldTooLarge: (field: string) => `body/${field} is longer than 1 MB.`,
  },
};

/** The cover form: one file part, coverArt; any text field is refused like an unknown part. */
const COVER_FORM = {
  ...RELEASE_FORM,
  files: { coverArt: RELEASE_FORM.files.coverArt },
  messages: { ...RELEASE_FORM.messages, unknownFile: (field: string) => `body/${field} cannot be a file: only coverArt is.` },
};

async function answer(app: FastifyInstance, request: FastifyRequest, id: string) {
  return releaseView(await loadOrFail(app, id), fileLinks(app, request));
}

export const releaseHandlers = {
  async validateCoverImage(request) {
    await takeUploadTurn(this.db, request.caller!.userId);
    return withUploadedFile(request, this.uploadsDir, COVER_UPLOAD, async (path) => coverValidation(await readCoverFacts(path)));
  },

  async uploadAudio(request) {
    const { storage, db } = this;
    const { userId } = request.caller!;
    await takeUploadTurn(db, userId);
    await checkUnusedAudio(db, storage, userId, Number(request.headers['content-length']) || 0);
    return withUploadedFile(request, this.uploadsDir, AUDIO_UPLOAD, (path) => storeCheckedAudio(this, userId, path, serverOrigin(request)));
  },

  async createReleaseDraft(request, reply) {
    const id = await withMultipartForm(request, this.uploadsDir, RELEASE_FORM, (form) => createDraft(this, request.caller!, form));
    return reply.code(201).send(await answer(this, request, id));
  },

  async getRelease(request) {
    return releaseView(await accessibleRelease(this.db, request.caller!, request.params.id), fileLinks(this, request));
  },

  async replaceReleaseDraft(request) {
    const { id } = request.params;
    const record = await withMultipartForm(request, this.uploadsDir, RELEASE_FORM, (form) => replaceDraft(this, request.caller!, id, form));
    return releaseView(record, fileLinks(this, request));
  },

  async replaceReleaseCover(request) {
    const { id } = request.params;
    const record = await withMultipartForm(request, this.uploadsDir, COVER_FORM, (form) => replaceCover(this, request.caller!, id, form));
    return releaseView(record, fileLinks(this, request));
  },

  async patchReleaseDraft(request) {
    return releaseView(await patchRelease(this, request.caller!, request.params.id, request.body, { draftOnly: true }), fileLinks(this, request));
  },

  async patchRelease(request) {
    return releaseView(await patchRelease(this, request.caller!, request.params.id, request.body, { draftOnly: false }), fileLinks(this, request));
  },

  async deleteReleaseDraft(request) {
    await deleteDraft(this, request.caller!, request.params.id);
    return { success: true };
  },

  async setReleaseDraftCopyright(request) {
    return releaseView(await setCopyrightLabel(this, request.caller!, request.params.id, request.body.label), fileLinks(this, request));
  },

  async submitRelease(request) {
    return releaseView(await submitRelease(this, request.caller!, request.params.id), fileLinks(this, request));
  },

  async getReleaseDeliveryPayload(request) {
    return currentDeliveryPayload(this, await accessibleRelease(this.db, request.caller!, request.params.id), fileLinks(this, request));
  },

  async listReleases(request) {
    return listReleases(this.db, request.caller!.userId, request.query, fileLinks(this, request));
  },
} satisfies Handlers;
