import { readFile } from 'node:fs/promises';
import { integrationsOf, PLATFORMS } from '../accounts/integrations.js';
import { assertOwnArtist, createOwnArtist, setOwnArtistPhoto } from '../accounts/own-artists.js';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, storeUserPhoto } from '../accounts/photo.js';
import { setUserPhoto, updateProfile } from '../accounts/profile.js';
import { clearVerification, findArtist, linkArtist, removeFromRoster, rosterOf, unlinkArtist } from '../accounts/roster.js';
import { catalogChanged } from '../catalog/cache.js';
import { loadUserView } from '../accounts/user-view.js';
import { findUserById, normalizeEmail } from '../accounts/users.js';
import type { Caller } from '../auth/authorize.js';
import { HttpError } from '../http/errors.js';
import { withUploadedFile } from '../http/uploads.js';
import { temporaryDir } from '../storage/temporaries.js';
import { takeUploadTurn } from '../storage/upload-quota.js';
import type { Handlers } from './types.js';

const isAdmin = (caller: Caller) => caller.roles.includes('ADMIN');
const PHOTO_UPLOAD = { field: 'photo', maxBytes: MAX_PHOTO_BYTES, messages: PHOTO_MESSAGES };

export const userHandlers = {
  async streamUserEvents(request, reply) {
    this.userEvents.subscribe(request.caller!.userId, this.eventStreams.take(request, reply));
    return reply;
  },

  async getCurrentUser(request) {
    return loadUserView(this.db, request.caller!.userId);
  },

  async linkArtist(request) {
    const caller = request.caller!;
    const { artistId } = request.body;
    if (!(await findArtist(this.db, artistId))) throw new HttpError(404, 'Artist not found');
    const onRoster = (await rosterOf(this.db, caller.userId)).some((entry) => entry.artist.id === artistId);
    if (!onRoster && !isAdmin(caller)) throw new HttpError(403, 'This artist is not on your roster.');
    await linkArtist(this.db, caller.userId, artistId);
    return loadUserView(this.db, caller.userId);
  },

  async unlinkArtist(request) {
    const caller = request.caller!;
    if (!(await unlinkArtist(this.db, caller.userId, request.body.artistId))) throw new HttpError(404, 'This artist is not linked to your account.');
    return loadUserView(this.db, caller.userId);
  },

  async createOwnArtist(request, reply) {
    const userId = request.caller!.userId;
    const artist = await this.db.transaction((tx) => createOwnArtist(tx, userId, request.body.name));
    catalogChanged(this.db); // the roster writes invalidated the transaction's handle only
    const user = await loadUserView(this.db, userId);
    const entry = user.artists.find((candidate) => candidate._artist._id === artist.id)!;
    return reply.code(201).send({ artist: entry._artist, user });
  },

  async uploadOwnArtistPhoto(request) {
    const userId = request.caller!.userId;
    const artist = await assertOwnArtist(this.db, userId, request.params.artistId);
    await takeUploadTurn(this.db, userId);
    const bytes = await withUploadedFile(request, this.uploadsDir, PHOTO_UPLOAD, (path) => readFile(path));
    const url = await storeUserPhoto(this.storage, temporaryDir(this.uploadsDir), userId, bytes);
    await setOwnArtistPhoto(this.db, this.storage, artist, url);
    return loadUserView(this.db, userId);
  },

  async removeRosterArtist(request) {
    const caller = request.caller!;
    const roster = await rosterOf(this.db, caller.userId);
    if (!roster.some((entry) => entry.artist.id === request.params.artistId)) throw new HttpError(404, 'This artist is not on your roster.');
    if (roster.length === 1) throw new HttpError(409, 'You cannot remove the only artist on your roster.');
    await removeFromRoster(this.db, caller.userId, request.params.artistId);
    return loadUserView(this.db, caller.userId);
  },

  async checkDistributedArtist(request) {
    const caller = request.caller!;
    const { userId, accountEmail } = request.query;
    if (userId !== caller.userId && !isAdmin(caller)) throw new HttpError(403, 'You can only check your own account.');
    const user = await findUserById(this.db, userId);
    if (!user || user.email !== normalizeEmail(accountEmail)) throw new HttpError(404, 'User not found');
    return user.isDistributed;
  },

  async uploadUserPhoto(request) {
    const caller = request.caller!;
    await takeUploadTurn(this.db, caller.userId);
    // Counted byte by byte as it streams to a temporary file: the 5 MB limit holds whatever the framing.
    const bytes = await withUploadedFile(request, this.uploadsDir, PHOTO_UPLOAD, (path) => readFile(path));
    const url = await storeUserPhoto(this.storage, temporaryDir(this.uploadsDir), caller.userId, bytes);
    await setUserPhoto(this.db, this.storage, caller.userId, url);
    return loadUserView(this.db, caller.userId);
  },

  async updateUserProfile(request) {
    await updateProfile(this.db, request.caller!.userId, request.body);
    return loadUserView(this.db, request.caller!.userId);
  },

  async listUserIntegrations(request) {
    const user = await findUserById(this.db, request.caller!.userId);
    if (!user) throw new HttpError(404, 'User not found');
    return { integrations: await integrationsOf(this.db, user) };
  },

  async disconnectUserIntegration(request) {
    const user = await findUserById(this.db, request.caller!.userId);
    if (!user) throw new HttpError(404, 'User not found');
    const flag = PLATFORMS.find((info) => info.platform === request.params.platform)?.flag ?? null;
    if (flag === null || (await clearVerification(this.db, user.id, flag)) === 0) {
      throw new HttpError(404, 'No verified profile on this platform is connected to your account.');
    }
    return { integrations: await integrationsOf(this.db, user) };
  },
} satisfies Handlers;
