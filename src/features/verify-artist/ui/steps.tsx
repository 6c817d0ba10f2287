import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { ArtistAutocomplete, ArtistCard, verificationPlatformLabel, type PlatformArtist } from '@/entities/artist';
import { formatCount } from '@/shared/lib/money';
import { Button, FormMessage, formStyles, PinInput, Spinner, TextField, useSchemaForm } from '@/shared/ui';
import type { ProviderPlatform } from '../api/verification-api';
import { LOGIN_HINTS } from '../config/login-hints';
import { SEARCH_PLATFORM, SELECTABLE_PLATFORMS, TWO_FACTOR_CODE_LENGTH, VERIFICATION_TEXTS } from '../config/platforms';
import { platformLoginSchema } from '../model/login-schema';
import type { LoginCredentials } from '../model/verification';

export const stepStyles = {
  step: css({ display: 'flex', flexDirection: 'column', gap: '4', flex: '1', minH: '0' }),
  lead: css({ textStyle: 'sm', color: 'fg.muted' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end', mt: 'auto', pt: '2' }),
  centered: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4',
    flex: '1',
    textAlign: 'center',
    py: '8',
  }),
  statusText: css({ textStyle: 'md', fontWeight: 'medium' }),
  newArtist: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '3',
    pt: '4',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderColor: 'border.default',
  }),
  newArtistTitle: css({ display: 'block', color: 'fg.default', fontWeight: 'semibold' }),
  platforms: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  platform: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '1',
    p: '4',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    bg: 'bg.surface',
    color: 'fg.default',
    textAlign: 'start',
    cursor: 'pointer',
    _hover: { borderColor: 'accent.default' },
    focusVisibleOutline: 'flush',
  }),
  platformName: css({ textStyle: 'cardTitle' }),
  platformHint: css({ textStyle: 'caption', color: 'fg.muted' }),
  successMark: css({
    display: 'grid',
    placeItems: 'center',
    w: '14',
    h: '14',
    borderRadius: 'full',
    bg: 'success.subtle',
    color: 'success.fg',
    fontSize: '2xl',
  }),
};

/** The artist found: picture, name and followers. */
function PickedArtist({ artist }: { artist: PlatformArtist }) {
  return <ArtistCard artist={artist} size="lg" meta={artist.followers !== null && `${formatCount(artist.followers)} followers`} />;
}

/** The way past the search for an artist with no platform profile yet (given by the layout). */
export interface NewArtistPath {
  label: string;
  onSelect: () => void;
}

export function SearchArtistStep({
  platform,
  onPick,
  newArtist,
}: {
  platform: ProviderPlatform;
  onPick: (artist: PlatformArtist) => void;
  newArtist?: NewArtistPath | undefined;
}) {
  return (
    <div className={stepStyles.step}>
      <p className={stepStyles.lead}>
        Find the artist profile you want to verify on {verificationPlatformLabel(platform)}. {VERIFICATION_TEXTS.unlocks}
      </p>
      <ArtistAutocomplete
        key={platform}
        platform={SEARCH_PLATFORM[platform]}
        label={`Artist on ${verificationPlatformLabel(platform)}`}
        onSelect={onPick}
        autoFocus
      />
      {newArtist && (
        <div className={stepStyles.newArtist}>
          <p className={stepStyles.lead}>
            <strong className={stepStyles.newArtistTitle}>Releasing your first song?</strong> {VERIFICATION_TEXTS.notForReleases}
          </p>
          <Button variant="outline" onClick={newArtist.onSelect}>
            {newArtist.label}
          </Button>
        </div>
      )}
    </div>
  );
}

export function SelectPlatformStep({
  artist,
  onSelect,
  onBack,
}: {
  artist: PlatformArtist | null;
  onSelect: (platform: ProviderPlatform) => void;
  onBack: () => void;
}) {
  return (
    <div className={stepStyles.step}>
      {artist && <PickedArtist artist={artist} />}
      <p className={stepStyles.lead}>Where do you manage this artist? Sign in there to prove the profile is yours.</p>
      <div className={stepStyles.platforms} role="group" aria-label="Platform">
        {SELECTABLE_PLATFORMS.map((platform) => (
          <button key={platform} type="button" className={stepStyles.platform} onClick={() => onSelect(platform)}>
            <span className={stepStyles.platformName}>{verificationPlatformLabel(platform)}</span>
            <span className={stepStyles.platformHint}>{LOGIN_HINTS[platform].account}</span>
          </button>
        ))}
      </div>
      <div className={stepStyles.actions}>
        <Button variant="outline" onClick={onBack}>
          Search again
        </Button>
      </div>
    </div>
  );
}

export function LoginStep({
  platform,
  artist,
  error,
  defaultUsername,
  onSubmit,
  onBack,
}: {
  platform: ProviderPlatform;
  artist: PlatformArtist | null;
  error: string | null;
  /** The username tried last (a failed login is retried without typing it again). */
  defaultUsername: string;
  onSubmit: (credentials: LoginCredentials) => void;
  onBack: () => void;
}) {
  const hint = LOGIN_HINTS[platform];
  const [form, fields] = useSchemaForm({
    id: 'platform-login',
    defaultValue: { username: defaultUsername },
    schema: platformLoginSchema,
    validateOn: 'blur',
    onValid: onSubmit,
  });
  // Spec 2 §5: the login submits only when both fields hold something.
  const [ready, setReady] = useState(false);
  const onInput = (event: FormEvent<HTMLFormElement>) =>
    setReady(platformLoginSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget))).success);
  return (
    <form
      id={form.id}
      className={formStyles.form}
      onSubmit={form.onSubmit}
      onInput={onInput}
      aria-label={`Sign in to ${hint.account}`}
      noValidate
    >
      {artist && <PickedArtist artist={artist} />}
      <FormMessage tone="error">{error}</FormMessage>
      <p className={stepStyles.lead}>{hint.hint}</p>
      <TextField
        field={fields.username}
        label={hint.usernameLabel}
        required
        autoComplete="username"
        autoFocus={defaultUsername === ''}
      />
      <TextField
        field={fields.password}
        label="Password"
        required
        type="password"
        autoComplete="current-password"
        autoFocus={defaultUsername !== ''}
      />
      <div className={stepStyles.actions}>
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={!ready}>
          Verify
        </Button>
      </div>
    </form>
  );
}

const isCompleteCode = (code: string) => code.length === TWO_FACTOR_CODE_LENGTH && /^\d+$/.test(code);

export function TwoFactorStep({ message, onSubmit }: { message: string | null; onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  // The boxes report every change at once; Enter in a complete code submits the form right
  // away, possibly before that change has been rendered, so the submit reads this, not `code`.
  const latest = useRef('');
  const change = (value: string) => {
    latest.current = value;
    setCode(value);
  };
  const submitLatest = () => {
    if (isCompleteCode(latest.current)) onSubmit(latest.current);
  };
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submitLatest();
      }}
      // Spec 2 §5: Enter submits a complete code. Handled here, once the boxes have settled a
      // paste or the last digit typed just before it (the boxes would drop an early Enter).
      onKeyDownCapture={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        event.stopPropagation();
        setTimeout(submitLatest);
      }}
      aria-label="Two-factor code"
      noValidate
    >
      <p className={stepStyles.lead}>{message ?? 'Enter the code we sent you.'}</p>
      <PinInput
        label="Verification code"
        length={TWO_FACTOR_CODE_LENGTH}
        onValueChange={change}
        autoFocus
      />
      <div className={stepStyles.actions}>
        <Button type="submit" disabled={!isCompleteCode(code)}>
          Verify code
        </Button>
      </div>
    </form>
  );
}

export function LoadingStep() {
  return (
    <div className={stepStyles.centered} role="status" aria-live="polite">
      <Spinner size="md" />
      <p className={stepStyles.statusText}>{VERIFICATION_TEXTS.loading}</p>
    </div>
  );
}

export function SuccessStep({ finishing, onFinish }: { finishing: boolean; onFinish: () => void }) {
  return (
    <div className={stepStyles.centered}>
      <span className={stepStyles.successMark} aria-hidden="true">
        ✓
      </span>
      <p className={stepStyles.statusText} role="status">
        {VERIFICATION_TEXTS.success}
      </p>
      <Button onClick={onFinish} loading={finishing} autoFocus>
        Go to dashboard
      </Button>
    </div>
  );
}

export function AdminConfirmStep({
  artist,
  error,
  onClaim,
  onUseVerification,
  onBack,
}: {
  artist: PlatformArtist;
  error: string | null;
  onClaim: () => void;
  onUseVerification: () => void;
  onBack: () => void;
}) {
  return (
    <div className={stepStyles.step}>
      <PickedArtist artist={artist} />
      <FormMessage tone="error">{error}</FormMessage>
      <p className={stepStyles.lead}>
        As an admin you can claim this artist without a platform login, or verify it through the artist&apos;s own login.
      </p>
      <div className={stepStyles.actions}>
        <Button variant="ghost" onClick={onBack}>
          Search again
        </Button>
        {artist.url && (
          <a className={button({ variant: 'outline' })} href={artist.url} target="_blank" rel="noreferrer noopener">
            View Profile
          </a>
        )}
        <Button variant="outline" onClick={onUseVerification}>
          Use Verification
        </Button>
        <Button onClick={onClaim}>Claim Artist</Button>
      </div>
    </div>
  );
}
