import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  ARTIST_ROLE_LABELS,
  CREDIT_ROLE_LABELS,
  WRITER_ROLE_LABELS,
  type ArtistRole,
  type ReleaseArtist,
  type ReleaseTrack,
} from '@/entities/release';
import { AddReleaseArtistSlot, ARTIST_DIALOG_TITLES, preloadAddReleaseArtist } from '@/features/add-release-artist';
import type { ReleaseEditor } from '@/features/edit-release';
import { Avatar, Button, EmptyState, Field, Input, NativeSelect } from '@/shared/ui';
import { removeItem } from '../../lib/reorder';
import { EntryList, listStyles } from './entry-list';

type TrackCredit = NonNullable<ReleaseTrack['credits']>[number];
type TrackWriter = NonNullable<ReleaseTrack['writers']>[number];

const styles = {
  grid: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '2fr 1.5fr auto' }, alignItems: 'end', w: 'full', p: { base: '3', sm: '0' }, borderWidth: { base: '1px', sm: '0' }, borderColor: 'border.default', borderRadius: 'lg', m: '0', minW: '0' }),
  writerGrid: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '2fr 1.5fr 1fr auto' }, alignItems: 'end', w: 'full', p: { base: '3', sm: '0' }, borderWidth: { base: '1px', sm: '0' }, borderColor: 'border.default', borderRadius: 'lg', m: '0', minW: '0' }),
};

const trackUpdater = (editor: ReleaseEditor, index: number) => (patch: Partial<ReleaseTrack>) => {
  const tracks = editor.values.tracks ?? [];
  editor.change({ tracks: tracks.map((track, position) => (position === index ? { ...track, ...patch } : track)) });
};

type Row<Role extends string> = { name: string; role: Role; ipiNumber?: string };

/** Rows of name and role; rows without a name yet stay on screen but are not saved. */
function RoleRows<Role extends string>({
  kind,
  initial,
  labels,
  withIpi,
  editable,
  onSave,
}: {
  kind: 'credit' | 'writer';
  initial: Row<Role>[];
  labels: Readonly<Record<Role, string>>;
  withIpi?: boolean;
  editable: boolean;
  onSave: (rows: Row<Role>[]) => void;
}) {
  const [rows, setRows] = useState(initial);
  const roles = Object.keys(labels) as Role[];
  const update = (next: Row<Role>[]) => {
    setRows(next);
    onSave(next.filter((row) => row.name.trim() !== '').map((row) => ({ ...row, name: row.name.trim() })));
  };
  const patch = (index: number, value: Partial<Row<Role>>) => update(rows.map((row, position) => (position === index ? { ...row, ...value } : row)));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-field={kind === 'credit' ? 'credits' : 'writers'}>
      {rows.length === 0 && <EmptyState variant="inline" title={kind === 'credit' ? 'No credits yet' : 'No writers yet'} />}
      {rows.map((row, index) => (
        <fieldset key={index} className={withIpi ? styles.writerGrid : styles.grid} disabled={!editable}>
          <Field label={`${kind === 'credit' ? 'Credit' : 'Writer'} ${index + 1} name`}>
            <Input value={row.name} autoComplete="off" onChange={(event) => patch(index, { name: event.target.value })} />
          </Field>
          <Field label="Role">
            <NativeSelect value={row.role} onChange={(event) => patch(index, { role: event.target.value as Role })}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {labels[role]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {withIpi && (
            <Field label="IPI number">
              <Input value={row.ipiNumber ?? ''} inputMode="numeric" autoComplete="off" onChange={(event) => patch(index, { ipiNumber: event.target.value })} />
            </Field>
          )}
          {editable && (
            <Button variant="ghost" size="sm" aria-label={`Remove ${kind} ${index + 1}`} onClick={() => update(removeItem(rows, index))}>
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      {editable && (
        <div>
          <Button variant="outline" size="sm" onClick={() => setRows([...rows, { name: '', role: roles[0] as Role }])}>
            {kind === 'credit' ? 'Add credit' : 'Add writer'}
          </Button>
        </div>
      )}
    </div>
  );
}

export function TrackCredits({ editor, index, track }: { editor: ReleaseEditor; index: number; track: ReleaseTrack }) {
  const save = trackUpdater(editor, index);
  return (
    <RoleRows
      kind="credit"
      initial={(track.credits ?? []).map((credit) => ({ ...credit }))}
      labels={CREDIT_ROLE_LABELS}
      editable={editor.editable}
      onSave={(rows) => save({ credits: rows.map(({ name, role }): TrackCredit => ({ name, role })) })}
    />
  );
}

/** An IPI number is 9 to 11 digits; anything else is left out rather than refused. */
const ipiOf = (text: string | undefined) => (text && /^[0-9]{9,11}$/.test(text.trim()) ? text.trim() : null);

export function TrackWriters({ editor, index, track }: { editor: ReleaseEditor; index: number; track: ReleaseTrack }) {
  const save = trackUpdater(editor, index);
  return (
    <RoleRows
      kind="writer"
      withIpi
      initial={(track.writers ?? []).map((writer) => ({ name: writer.name, role: writer.role, ipiNumber: writer.ipiNumber ?? '' }))}
      labels={WRITER_ROLE_LABELS}
      editable={editor.editable}
      onSave={(rows) =>
        save({
          writers: rows.map((row): TrackWriter => {
            const previous = track.writers?.find((writer) => writer.name === row.name);
            return { name: row.name, role: row.role, ipiNumber: ipiOf(row.ipiNumber), writerId: previous?.writerId ?? null };
          }),
        })
      }
    />
  );
}

export function TrackArtists({ editor, index, track }: { editor: ReleaseEditor; index: number; track: ReleaseTrack }) {
  const save = trackUpdater(editor, index);
  const [open, setOpen] = useState(false);
  const artists = track.artists ?? [];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={listStyles.meta}>Left empty, the track carries the release’s primary artists.</p>
      <EntryList
        items={artists}
        nameOf={(artist) => artist.name}
        editable={editor.editable}
        empty="No track artists"
        onChange={(next) => save({ artists: next })}
        render={(artist, position) => (
          <>
            <Avatar src={artist.artist?.image ?? null} name={artist.name} size="sm" />
            <span className={listStyles.name}>{artist.name}</span>
            <NativeSelect
              aria-label={`Role of ${artist.name}`}
              value={artist.role}
              disabled={!editor.editable}
              className={css({ w: 'auto' })}
              onChange={(event) => save({ artists: artists.map((entry, at) => (at === position ? { ...entry, role: event.target.value as ArtistRole } : entry)) })}
            >
              {Object.entries(ARTIST_ROLE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </>
        )}
      />
      {editor.editable && (
        <div>
          <Button size="sm" onClick={() => setOpen(true)} onPointerEnter={preloadAddReleaseArtist}>
            {ARTIST_DIALOG_TITLES.primary}
          </Button>
        </div>
      )}
      <AddReleaseArtistSlot kind="primary" open={open} onOpenChange={setOpen} existing={artists} onAdd={(entry) => save({ artists: [...artists, entry as ReleaseArtist] })} />
    </div>
  );
}
