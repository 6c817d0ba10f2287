import { useUnit } from 'effector-react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Link } from 'react-router';
import { INTEGRATIONS_PATH } from '@/entities/artist';
import { modalToggled } from '@/entities/general-store';
import { missingFieldLabel, releaseEditHref } from '@/entities/release';
import { VerifyArtistButton } from '@/features/verify-artist';
import { formatUsDate } from '@/shared/lib/dates';
import { Button } from '@/shared/ui';
import { nextStepFrame, NextStepPlaceholder } from './home-placeholders';
import { chooseNextStep, type AccountState, type NextStep } from '../lib/next-step';

const styles = {
  root: nextStepFrame,
  text: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' }),
  overline: css({ textStyle: 'overline', color: 'accent.fg' }),
  title: css({ textStyle: 'cardTitle' }),
  description: css({ textStyle: 'body', color: 'fg.muted', minH: { base: '[2lh]', md: '[1lh]' } }),
  action: css({ flexShrink: '0' }),
};

const linkButton = button({ variant: 'solid', size: 'md' });

interface StepText {
  title: string;
  description: string;
}

function texts(step: NextStep, artistName: string): StepText {
  switch (step.kind) {
    case 'verify':
      return {
        title: `Verify ${artistName}`,
        description: 'Sign in once on Spotify or Apple Music to prove the profile is yours: streams, listeners and estimated earnings then show here.',
      };
    case 'fix-release':
      return step.release.status === 'REJECTED'
        ? { title: `“${step.release.title}” was sent back`, description: 'Review asked for changes. Fix them and submit the release again.' }
        : {
            title: `Finish “${step.release.title}”`,
            description: `Still missing: ${step.release.missingFields.map(missingFieldLabel).join(', ') || 'a few details'}.`,
          };
    case 'first-release':
      return { title: 'Create your first release', description: 'Upload a song and its cover; we check it and deliver it to the stores. No verification needed.' };
    case 'going-live':
      return {
        title: `“${step.release.title}” goes live on ${formatUsDate(step.date, { zone: 'utc' })}`,
        description: 'It is approved and on its way to the stores. Share the date with your fans.',
      };
    case 'add-photo':
      return {
        title: `Add a photo of ${artistName}`,
        description: 'Your profile has no photo. It comes from your Spotify or Apple Music profile: add one there and it shows here after the next sync.',
      };
    case 'next-release':
      return { title: 'Plan your next release', description: 'Submit it at least four weeks before its date, so stores and playlists can pick it up.' };
  }
}

function StepAction({ step }: { step: NextStep }) {
  const toggle = useUnit(modalToggled);
  const createRelease = () => toggle({ key: 'releaseCreate', open: true });
  switch (step.kind) {
    case 'verify':
      return <VerifyArtistButton />;
    case 'fix-release':
      return (
        <Link to={releaseEditHref(step.release._id)} className={linkButton}>
          {step.release.status === 'REJECTED' ? 'Fix the release' : 'Continue editing'}
        </Link>
      );
    case 'first-release':
      return <Button onClick={createRelease}>Start a release</Button>;
    case 'going-live':
      return (
        <Link to={releaseEditHref(step.release._id)} className={button({ variant: 'outline', size: 'md' })}>
          View the release
        </Link>
      );
    case 'add-photo':
      return (
        <Link to={INTEGRATIONS_PATH} className={button({ variant: 'outline', size: 'md' })}>
          Open integrations
        </Link>
      );
    case 'next-release':
      return (
        <Button variant="outline" onClick={createRelease}>
          Start a release
        </Button>
      );
  }
}

/** The one next step of the artist home (see `chooseNextStep`); a placeholder of its size until it is known. */
export function NextStepCard({ state, artistName }: { state: AccountState | null; artistName: string }) {
  if (!state) return <NextStepPlaceholder />;
  const step = chooseNextStep(state);
  const { title, description } = texts(step, artistName);
  return (
    <section className={styles.root} aria-labelledby="next-step-title" data-step={step.kind}>
      <div className={styles.text}>
        <p className={styles.overline}>Next step</p>
        <h2 id="next-step-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.description}>{description}</p>
      </div>
      <div className={styles.action}>
        <StepAction step={step} />
      </div>
    </section>
  );
}
