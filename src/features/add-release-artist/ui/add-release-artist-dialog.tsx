import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { ArtistAutocomplete, ArtistCard, type PlatformArtist } from '@/entities/artist';
import { CONTRIBUTOR_ROLE_LABELS, type ContributorRole, type ReleaseArtist, type ReleaseContributor } from '@/entities/release';
import { Dialog, Field, Input, NativeSelect, FormActions } from '@/shared/ui';
import {
  ARTIST_DIALOG_TITLES,
  canAddEntry,
  emptyEntryDraft,
  isAlreadyAdded,
  toReleaseArtist,
  toReleaseContributor,
  type ArtistDialogKind,
  type ArtistEntryDraft,
  type ExistingEntry,
  type ProfileAnswer,
} from '../model/artist-entry';

/** Spec 2 §2: both artist dialogs are 600 px wide. */
const DIALOG_WIDTH = 600;


const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  check: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', fontWeight: 'medium', cursor: 'pointer' }),
  box: css({ w: '4', h: '4', accentColor: 'accent.default' }),
  question: css({ display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '0', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '2' }),
  choice: css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', cursor: 'pointer' }),
  note: css({ textStyle: 'caption', color: 'fg.muted' }),
};

function ProfileQuestion({
  platform,
  answer,
  onAnswer,
}: {
  platform: 'Spotify' | 'Apple Music';
  answer: ProfileAnswer;
  onAnswer: (answer: ProfileAnswer) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.question}>
      <legend className={styles.legend}>Is this artist on {platform}?</legend>
      <label className={styles.choice}>
        <input type="radio" name={name} className={styles.box} checked={answer?.has === true} onChange={() => onAnswer({ has: true, id: '' })} />
        Yes, they have {platform === 'Apple Music' ? 'an' : 'a'} {platform} profile
      </label>
      {answer?.has && (
        <Field label={`${platform} artist ID`} required>
          <Input value={answer.id} autoComplete="off" onChange={(event) => onAnswer({ has: true, id: event.target.value })} />
        </Field>
      )}
      <label className={styles.choice}>
        <input type="radio" name={name} className={styles.box} checked={answer?.has === false} onChange={() => onAnswer({ has: false })} />
        No, create a new {platform} profile for them
      </label>
    </fieldset>
  );
}

export interface AddReleaseArtistDialogProps {
  kind: ArtistDialogKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Artists already on the release (not offered again). */
  existing: readonly ExistingEntry[];
  onAdd: (entry: ReleaseArtist | ReleaseContributor) => void;
}

/** Add Primary Artist / Add Additional Contributor (spec 2 §2, §5). */
export function AddReleaseArtistDialog({ kind, open, onOpenChange, existing, onAdd }: AddReleaseArtistDialogProps) {
  const [draft, setDraft] = useState<ArtistEntryDraft>(emptyEntryDraft);
  const update = (patch: Partial<ArtistEntryDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const close = () => {
    onOpenChange(false);
    setDraft(emptyEntryDraft());
  };
  const pick = (artist: PlatformArtist) => update({ picked: artist, spotify: { has: true, id: artist.platformId } });
  const add = () => {
    onAdd(kind === 'primary' ? toReleaseArtist(draft) : toReleaseContributor(draft));
    close();
  };
  const duplicateName = draft.manual && draft.manualName.trim() !== '' && isAlreadyAdded(existing, { name: draft.manualName });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={ARTIST_DIALOG_TITLES[kind]} width={DIALOG_WIDTH}>
      <div className={styles.body}>
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.box}
            checked={draft.manual}
            onChange={(event) => update({ manual: event.target.checked, picked: null, spotify: null })}
          />
          The artist is not in the search: enter their name myself
        </label>
        {draft.manual ? (
          <Field label="Artist name" required error={duplicateName ? 'This artist is already on the release.' : undefined}>
            <Input value={draft.manualName} autoComplete="off" autoFocus onChange={(event) => update({ manualName: event.target.value })} />
          </Field>
        ) : (
          <>
            <ArtistAutocomplete
              platform="SPOTIFY"
              label="Artist"
              onSelect={pick}
              isArtistDisabled={(artist) => isAlreadyAdded(existing, { name: artist.name, spotifyId: artist.platformId, artistId: artist.artistId })}
              autoFocus
            />
            {draft.picked && <ArtistCard artist={draft.picked} />}
          </>
        )}
        {kind === 'contributor' && (
          <Field label="Role" required>
            <NativeSelect value={draft.role} onChange={(event) => update({ role: event.target.value as ContributorRole })}>
              {Object.entries(CONTRIBUTOR_ROLE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        <ProfileQuestion platform="Spotify" answer={draft.spotify} onAnswer={(spotify) => update({ spotify })} />
        <ProfileQuestion platform="Apple Music" answer={draft.apple} onAnswer={(apple) => update({ apple })} />
        <p className={styles.note}>Artists already on the release are not offered again.</p>
        <FormActions confirmLabel="Add" onConfirm={add} disabled={!canAddEntry(draft, existing)} onCancel={close} />
      </div>
    </Dialog>
  );
}
