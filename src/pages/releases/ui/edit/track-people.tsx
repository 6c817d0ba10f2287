import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useId, useMemo, useRef, useState } from 'react';
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
import { z } from '@/shared/lib/zod';
import { Avatar, Button, EmptyState, NativeSelect, SelectField, TextField } from '@/shared/ui';
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

/** The rows as the form sends them: a name (blank is none yet), a role, an IPI number as typed. */
const rowsSchema = (roles: readonly [string, ...string[]]) =>
  z.object({
    rows: z
      .array(z.object({ name: z.string().trim().optional().default(''), role: z.enum(roles), ipiNumber: z.string().trim().optional() }))
      .optional()
      .default([]),
  });

/** Rows of name and role (a Conform list); rows without a name yet stay on screen but are not saved. */
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
  const roles = Object.keys(labels) as [Role, ...Role[]];
  const schema = useMemo(() => rowsSchema(Object.keys(labels) as [string, ...string[]]), [labels]);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: useId(),
    defaultValue: { rows: initial as Row<string>[] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event) => event.preventDefault(),
  });
  /** Saves the named rows the form holds (but the one being removed). */
  const save = (removing?: number) => {
    const submission = parseWithZod(new FormData(formRef.current ?? undefined), { schema });
    if (submission.status !== 'success') return;
    onSave(submission.value.rows.filter((row, at) => at !== removing && row.name !== '') as Row<Role>[]);
  };
  const rows = fields.rows.getFieldList();
  const noun = kind === 'credit' ? 'Credit' : 'Writer';
  return (
    <form
      ref={formRef}
      id={form.id}
      onSubmit={form.onSubmit}
      onChange={() => save()}
      noValidate
      aria-label={kind === 'credit' ? 'Credits' : 'Writers'}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      data-field={kind === 'credit' ? 'credits' : 'writers'}
    >
      {rows.length === 0 && <EmptyState variant="inline" title={kind === 'credit' ? 'No credits yet' : 'No writers yet'} />}
      {rows.map((row, index) => {
        const field = row.getFieldset();
        return (
          <fieldset key={row.key} className={withIpi ? styles.writerGrid : styles.grid} disabled={!editable}>
            <TextField field={field.name} label={`${noun} ${index + 1} name`} autoComplete="off" />
            <SelectField field={field.role} label="Role" options={roles.map((role) => ({ value: role, label: labels[role] }))} />
            {withIpi && <TextField field={field.ipiNumber} label="IPI number" inputMode="numeric" autoComplete="off" />}
            {editable && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${kind} ${index + 1}`}
                onClick={() => {
                  save(index);
                  form.remove({ name: fields.rows.name, index });
                }}
              >
                Remove
              </Button>
            )}
          </fieldset>
        );
      })}
      {editable && (
        <div>
          <Button variant="outline" size="sm" onClick={() => form.insert({ name: fields.rows.name, defaultValue: { name: '', role: roles[0] as string } })}>
            {kind === 'credit' ? 'Add credit' : 'Add writer'}
          </Button>
        </div>
      )}
    </form>
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
