export {
  $open as $verificationOpen,
  verificationClosed,
  verificationFinished,
  verificationOffered,
  verificationOpened,
} from './model/verification';
export type { VerificationFinish, VerificationOpenOptions, VerificationStep } from './model/verification';
export { VerifyArtistModal } from './ui/verify-artist-modal';
export type { VerifyArtistModalProps } from './ui/verify-artist-modal';
export { verificationPlatformOf } from './config/platforms';
export { VerifyArtistButton } from './ui/verify-artist-button';
export type { VerifyArtistButtonProps } from './ui/verify-artist-button';
