import type { VerificationPlatform } from '@/entities/artist';

export interface LoginHint {
  /** The account people sign in with. */
  account: string;
  usernameLabel: string;
  hint: string;
}

/** Login hints for every platform of the verification map (spec 2 §3). */
export const LOGIN_HINTS: Readonly<Record<VerificationPlatform, LoginHint>> = {
  spotify: {
    account: 'Spotify for Artists',
    usernameLabel: 'Email or username',
    hint: 'Sign in with the account you use for Spotify for Artists. We use it once to confirm the profile is yours and never store your password.',
  },
  appleMusic: {
    account: 'Apple Music for Artists',
    usernameLabel: 'Apple ID',
    hint: 'Sign in with the Apple ID you use for Apple Music for Artists. We use it once to confirm the profile is yours and never store your password.',
  },
  amazonMusic: {
    account: 'Amazon Music for Artists',
    usernameLabel: 'Email',
    hint: 'Sign in with the account you use for Amazon Music for Artists.',
  },
  tidal: { account: 'TIDAL Artist Home', usernameLabel: 'Email', hint: 'Sign in with the account you use for TIDAL Artist Home.' },
  distrokid: { account: 'DistroKid', usernameLabel: 'Email', hint: 'Sign in with the DistroKid account that distributes the artist.' },
  bmi: { account: 'BMI Online Services', usernameLabel: 'Username', hint: 'Sign in with your BMI Online Services account.' },
  ascap: { account: 'ASCAP Member Access', usernameLabel: 'Username', hint: 'Sign in with your ASCAP Member Access account.' },
};
