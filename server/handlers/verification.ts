import { type VerificationAttempt, verifyArtist } from '../verification/verify.js';
import type { Handlers } from './types.js';

type Step = Pick<VerificationAttempt, 'code' | 'sessionId' | 'clearSession'>;

/** Where the attempt stands (a code, the app's session), named alike by every platform's body. */
const step = ({ code, sessionId, clearSession }: Step): Step => ({ code, sessionId, clearSession });

/** Spotify and Apple Music bodies name the login and the artist alike. */
const artistLogin = (body: Step & { artistUsername: string; artistPassword: string; artistId: string }) => ({
  username: body.artistUsername,
  password: body.artistPassword,
  artistId: body.artistId,
  ...step(body),
});

export const verificationHandlers = {
  async verifySpotifyArtist(request) {
    return verifyArtist(this, request.caller!, { platform: 'spotify', ...artistLogin(request.body) });
  },

  async verifyAppleArtist(request) {
    return verifyArtist(this, request.caller!, { platform: 'appleMusic', ...artistLogin(request.body), amiIdentity: request.body.amiIdentity });
  },

  async verifyDistrokidArtist(request) {
    const { distrokidEmail, distrokidPassword, artistSpotifyId } = request.body;
    return verifyArtist(this, request.caller!, {
      platform: 'distrokid',
      username: distrokidEmail,
      password: distrokidPassword,
      artistId: artistSpotifyId,
      ...step(request.body),
    });
  },
} satisfies Handlers;
