export type { VerificationFinish, VerificationOpenOptions, VerificationStep } from './model/verification';
export { verificationPlatformOf } from './config/platforms';
export { needsVerification } from './lib/offer';
export { offerVerification, openVerification, VerificationModalSlot } from './ui/lazy-verification';
export { VerifyArtistButton } from './ui/verify-artist-button';
export type { VerifyArtistButtonProps } from './ui/verify-artist-button';
