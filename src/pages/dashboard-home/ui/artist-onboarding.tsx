import { css } from 'styled-system/css';
import { CreateArtistProfileButton } from '@/features/create-artist-profile';
import { VerifyArtistButton } from '@/features/verify-artist';
import { surfaceStyles as s } from '@/shared/ui';

const styles = {
  choices: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: 'repeat(2, minmax(0, 1fr))' } }),
  choice: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', p: '4', borderRadius: 'lg', bg: 'bg.subtle' }),
  choiceTitle: css({ textStyle: 'md', fontWeight: 'semibold' }),
  text: css({ textStyle: 'sm', color: 'fg.muted', flex: '1' }),
};

/**
 * The first day of an account verified nowhere: verify a platform profile (streaming analytics),
 * or, for a first release, create the artist's profile here (releases need no verification).
 */
export function ArtistOnboarding() {
  return (
    <section className={s.card} aria-labelledby="artist-onboarding-title">
      <h2 id="artist-onboarding-title" className={s.sectionTitle}>
        Set up your artist
      </h2>
      <p className={styles.text}>
        Verification unlocks streaming analytics: streams, estimated earnings and listeners. It does not gate releases:
        you can create and submit a release today.
      </p>
      <div className={styles.choices}>
        <div className={styles.choice}>
          <h3 className={styles.choiceTitle}>On Spotify or Apple Music already?</h3>
          <p className={styles.text}>Sign in there once to prove the profile is yours; its streams then show here.</p>
          <VerifyArtistButton>Find and verify your artist</VerifyArtistButton>
        </div>
        <div className={styles.choice}>
          <h3 className={styles.choiceTitle}>Releasing your first song?</h3>
          <p className={styles.text}>
            Create your artist profile with a name and a photo. Verify it later from Integrations, once the artist is on a platform.
          </p>
          <CreateArtistProfileButton variant="outline" />
        </div>
      </div>
    </section>
  );
}
