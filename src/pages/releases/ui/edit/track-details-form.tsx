import { useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { ADVISORY_LABELS, isrcOf, NO_GENRE, releaseQueries, type ReleaseTrack } from '@/entities/release';
import { TrackAudioUpload, withServerError, type ReleaseEditor } from '@/features/edit-release';
import { formStyles, SelectField, TextField } from '@/shared/ui';
import { FromFileHint, keepUntouched, prefillFromTags, type AudioFileInfo, type FromFile, type PrefillField } from '@/shared/ui/audio-preview';
import { isTrackDetailName, trackDetailsSchema, trackDetailValue, type TrackDetailName } from '../../model/track-details-schema';
import { newTrack } from './tracks-panel';

const styles = { fieldset: css({ display: 'contents' }) };

const initialValues = (track: ReleaseTrack): Record<TrackDetailName, string> => ({
  title: track.title ?? '',
  titleVersion: track.titleVersion ?? '',
  isrc: track.isrc ?? '',
  trackPrice: track.trackPrice == null ? '' : String(track.trackPrice),
  secondaryGenre: track.secondaryGenre ?? NO_GENRE,
  advisory: track.advisory ?? 'NONE',
});

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** One track's details and audio (a Conform form): every valid change is saved with the release's tracks. */
export function TrackDetailsForm({ editor, index }: { editor: ReleaseEditor; index: number }) {
  const { values, editable, change, fieldErrors } = editor;
  const tracks = values.tracks ?? [];
  const track = tracks[index] as ReleaseTrack;
  const single = values.format === 'SINGLE';
  const options = useQuery(releaseQueries.options());
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: `track-details-${editor.release._id}-${index}`,
    defaultValue: initialValues(track),
    shouldValidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: trackDetailsSchema }),
    onSubmit: (event) => event.preventDefault(),
  });
  // What the picked file's tags filled in, and what the fields held before (the undo puts it back).
  const [fromFile, setFromFile] = useState<{ values: FromFile; before: FromFile }>({ values: {}, before: {} });
  // The latest tracks: a file's tags and its upload answer arrive after the render that picked it.
  const latest = useRef({ tracks });
  useLayoutEffect(() => {
    latest.current.tracks = tracks;
  });

  const saveTrack = (patch: Partial<ReleaseTrack>, releasePatch = {}) => {
    const next = latest.current.tracks.map((entry, position) => (position === index ? { ...entry, ...patch } : entry));
    latest.current.tracks = next;
    change({ ...releasePatch, tracks: next });
  };

  /** Texts typed (or put by the file's tags): the valid ones saved together; the single's ISRC is the release's too. */
  const saveTexts = (texts: Partial<Record<TrackDetailName, unknown>>) => {
    const saved: Partial<ReleaseTrack> = {};
    for (const [name, text] of Object.entries(texts) as [TrackDetailName, unknown][]) {
      const parsed = trackDetailValue(name, text);
      if (parsed) Object.assign(saved, { [name]: parsed.value });
    }
    if (Object.keys(saved).length) saveTrack(saved, single && 'isrc' in saved ? { isrc: saved.isrc } : {});
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (!isTrackDetailName(name)) return;
    setFromFile((current) => ({ ...current, values: keepUntouched(current.values, { [name]: value }) }));
    saveTexts({ [name]: value });
  };

  /** Puts texts into the fields (the file's tags, or the undo) and saves them. */
  const putTexts = (texts: FromFile) => {
    for (const [name, value] of Object.entries(texts)) form.update({ name, value });
    saveTexts(texts);
  };
  const currentText = (): Record<PrefillField, string> => {
    const data = new FormData(formRef.current ?? undefined);
    return { title: String(data.get('title') ?? ''), isrc: String(data.get('isrc') ?? '') };
  };
  // A title the app gave a new track ("Track 2") counts as empty.
  const isEmpty = (field: PrefillField, value: string) => !value.trim() || (field === 'title' && value === newTrack(index + 1).title);
  const fillFromFile = ({ tags }: AudioFileInfo) => {
    const current = currentText();
    const found = prefillFromTags(current, tags, { isrc: isrcOf, isEmpty });
    const keys = Object.keys(found) as PrefillField[];
    if (!keys.length) return;
    setFromFile({ values: found, before: Object.fromEntries(keys.map((key) => [key, current[key]])) });
    putTexts(found);
  };
  const undoFromFile = () => {
    putTexts(fromFile.before);
    setFromFile({ values: {}, before: {} });
  };
  const fieldOf = (name: TrackDetailName) => withServerError(fields[name] as FieldMetadata<unknown>, fieldErrors[`tracks.${index}.${name}`]);
  const genres = options.data?.genres ?? [];
  const currentGenre = track.secondaryGenre && !genres.includes(track.secondaryGenre) ? [track.secondaryGenre] : [];

  return (
    <form ref={formRef} id={form.id} onSubmit={form.onSubmit} onChange={onChange} noValidate className={formStyles.form} aria-label="Track details">
      <fieldset disabled={!editable} className={styles.fieldset}>
        <div className={formStyles.row}>
          <TextField field={fieldOf('title')} label="Title" required autoComplete="off" />
          <TextField field={fieldOf('titleVersion')} label="Title Version" autoComplete="off" />
        </div>
        <div className={formStyles.row}>
          <TextField field={fieldOf('isrc')} label="ISRC" autoComplete="off" helperText="Left empty, an ISRC is assigned automatically." />
          <TextField field={fieldOf('trackPrice')} label="Price (USD)" inputMode="decimal" autoComplete="off" />
        </div>
        <div className={formStyles.row}>
          <SelectField field={fieldOf('secondaryGenre')} label="Secondary Genre" options={toOptions([NO_GENRE, ...currentGenre, ...genres])} />
          <SelectField field={fieldOf('advisory')} label="Advisory" options={Object.entries(ADVISORY_LABELS).map(([value, label]) => ({ value, label }))} />
        </div>
      </fieldset>
      <FromFileHint values={fromFile.values} onUndo={undoFromFile} />
      <TrackAudioUpload
        audio={single ? values.audio : track.audio}
        duration={single ? values.duration : track.duration}
        disabled={!editable}
        onFileRead={editable ? fillFromFile : undefined}
        onUploaded={(audio, metadata) => saveTrack({ audio, duration: metadata.duration }, single ? { audio, duration: metadata.duration } : {})}
      />
    </form>
  );
}
