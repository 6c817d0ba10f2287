import { verifyArtist } from '../verification/verify.js';
import type { Handlers } from './types.js';

export const verificationHandlers = {
  async verifySpotifyArtist(request) {
    const { artistUsername, artistPassword, artistId, code, sessionId, clearSession } = request.body;
    return verifyArtist(this, request.caller!, {
      platform: 'spotify',
      username: artistUsername,
      password: artistPassword,
      code,
      artistId,
      sessionId,
      clearSession,
    });
  },

  async verifyAppleArtist(request) {
    const { artistUsername, artistPassword, artistId, code, sessionId, clearSession, amiIdentity } = request.body;
    return verifyArtist(this, request.caller!, {
      platform: 'appleMusic',
      username: artistUsername,
      password: artistPassword,
      code,
      artistId,
      sessionId,
      clearSession,
      amiIdentity,
    });
  },

  async verifyDistrokidArtist(request) {
    const { distrokidEmail, distrokidPassword, artistSpotifyId, code, sessionId, clearSession } = request.body;
    return verifyArtist(this, request.caller!, {
      platform: 'distrokid',
      username: distrokidEmail,
      password: distrokidPassword,
      code,
      artistId: artistSpotifyId,
      sessionId,
      clearSession,
    });
  },
} satisfies Handlers;
