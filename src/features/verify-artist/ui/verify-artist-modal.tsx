import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { verificationPlatformLabel } from '@/entities/artist';
import { selectedArtistChanged } from '@/entities/selected-artist';
import { useNavigate } from 'react-router';
import { Dialog } from '@/shared/ui';
import {
  $artist,
  $asAdminClaiming,
  $closableByEscape,
  $error,
  $finishing,
  $lastUsername,
  $open,
  $platform,
  $searchPlatform,
  $step,
  $twoFactorMessage,
  artistPicked,
  claimRequested,
  codeSubmitted,
  finishRequested,
  loginSubmitted,
  platformSelected,
  searchAgainRequested,
  verificationChosen,
  verificationClosed,
  verificationFinished,
  type VerificationFinish,
  type VerificationStep,
} from '../model/verification';
import {
  AdminConfirmStep,
  LoadingStep,
  LoginStep,
  SearchArtistStep,
  SelectPlatformStep,
  SuccessStep,
  TwoFactorStep,
  type NewArtistPath,
} from './steps';

/** Spec 2 §2: the verification modal is 625 px high. */
const MODAL_HEIGHT = 625;

const TITLES: Record<VerificationStep, string> = {
  'search-artist': 'Find your artist',
  'select-platform': 'Choose a platform',
  login: 'Sign in to verify',
  loading: 'Verifying',
  '2fa': 'Two-factor code',
  success: 'Verified',
  'admin-confirm': 'Claim artist',
};

export interface VerifyArtistModalProps {
  /**
   * The finish callback of a non-admin's "Go to dashboard" (spec 2 §4); by default the verified
   * artist is selected and the dashboard opens (issue #36).
   */
  onFinish?: (finish: VerificationFinish) => void;
  /** The path for an artist with no platform profile yet, offered under the search (not to admins). */
  newArtist?: NewArtistPath | undefined;
}

/** The artist verification modal (spec 2 §4 "Artist verification flow"); opened by `verificationOpened`. */
export function VerifyArtistModal({ onFinish, newArtist }: VerifyArtistModalProps) {
  const model = useUnit({
    open: $open,
    step: $step,
    platform: $platform,
    searchPlatform: $searchPlatform,
    artist: $artist,
    error: $error,
    lastUsername: $lastUsername,
    twoFactorMessage: $twoFactorMessage,
    claiming: $asAdminClaiming,
    closableByEscape: $closableByEscape,
    finishing: $finishing,
    close: verificationClosed,
    pick: artistPicked,
    selectPlatform: platformSelected,
    submitLogin: loginSubmitted,
    submitCode: codeSubmitted,
    claim: claimRequested,
    useVerification: verificationChosen,
    searchAgain: searchAgainRequested,
    finish: finishRequested,
    selectArtist: selectedArtistChanged,
  });
  const navigate = useNavigate();
  const selectArtist = model.selectArtist;

  useEffect(
    () =>
      verificationFinished.watch((finish) => {
        if (finish.artistId === null) return;
        if (onFinish && !finish.asAdmin) onFinish(finish);
        else if (finish.asAdmin) void navigate(`/dashboard/artists/${finish.artistId}`);
        else {
          // "Go to dashboard" says where it goes: the dashboard, on the artist just verified.
          selectArtist(finish.artistId);
          void navigate('/dashboard');
        }
      }),
    [navigate, onFinish, selectArtist],
  );

  const busy = model.step === 'loading';
  return (
    <Dialog
      open={model.open}
      onOpenChange={(open) => {
        if (!open && !busy) model.close();
      }}
      title={TITLES[model.step]}
      description={
        model.step === 'search-artist' || model.step === 'login'
          ? `Verify on ${verificationPlatformLabel(model.searchPlatform)}`
          : undefined
      }
      width={520}
      height={MODAL_HEIGHT}
      closeOnEscape={model.closableByEscape && !busy}
      closeOnInteractOutside={false}
      hideCloseButton={busy}
    >
      {model.step === 'search-artist' && (
        <SearchArtistStep
          platform={model.searchPlatform}
          onPick={model.pick}
          newArtist={
            newArtist && !model.claiming
              ? {
                  label: newArtist.label,
                  onSelect: () => {
                    model.close();
                    newArtist.onSelect();
                  },
                }
              : undefined
          }
        />
      )}
      {model.step === 'select-platform' && (
        <SelectPlatformStep artist={model.artist} onSelect={model.selectPlatform} onBack={model.searchAgain} />
      )}
      {model.step === 'login' && (
        <LoginStep
          platform={model.platform ?? model.searchPlatform}
          artist={model.artist}
          error={model.error}
          defaultUsername={model.lastUsername}
          onSubmit={model.submitLogin}
          onBack={model.searchAgain}
        />
      )}
      {model.step === 'loading' && <LoadingStep />}
      {model.step === '2fa' && <TwoFactorStep message={model.twoFactorMessage} onSubmit={model.submitCode} />}
      {model.step === 'success' && <SuccessStep finishing={model.finishing} onFinish={model.finish} />}
      {model.step === 'admin-confirm' && model.artist && model.claiming && (
        <AdminConfirmStep
          artist={model.artist}
          error={model.error}
          onClaim={model.claim}
          onUseVerification={model.useVerification}
          onBack={model.searchAgain}
        />
      )}
    </Dialog>
  );
}
