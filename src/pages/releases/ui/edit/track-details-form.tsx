import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { ADVISORY_LABELS, isrcOf, isrcSchema, NO_GENRE, priceSchema, releaseQueries, RELEASE_RULE_TEXTS, type Advisory, type ReleaseTrack } from '@/entities/release';
import { TrackAudioUpload, type ReleaseEditor } from '@/features/edit-release';
import { Field, formStyles, Input, NativeSelect } from '@/shared/ui';
import { FromFileHint, keepUntouched, prefillFromTags, type AudioFileInfo, type FromFile, type PrefillField } from '@/shared/ui/audio-preview';
import { newTrack } from './tracks-panel';

type TextKey = 'title' | 'titleVersion' | 'isrc' | 'trackPrice';

/** The text as typed → the track's value, or the rule's message. */
function parseTrackField(key: TextKey, text: string): { value: unknown } | { error: string } {
  if (key === 'title') return text.trim() ? { value: text.trim() } : { error: RELEASE_RULE_TEXTS.titleRequired };
  if (key === 'titleVersion') return { value: text.trim() || null };
  const result = (key === 'isrc' ? isrcSchema : priceSchema).safeParse(text);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message ?? 'Invalid value' };
}

const initialText = (track: ReleaseTrack): Record<TextKey, string> => ({
  title: track.title ?? '',
  titleVersion: track.titleVersion ?? '',
  isrc: track.isrc ?? '',
  trackPrice: track.trackPrice == null ? '' : String(track.trackPrice),
});

/** One track's details and audio; every valid change is saved with the release's tracks. */
export function TrackDetailsForm({ editor, index }: { editor: ReleaseEditor; index: number }) {
  const { values, editable, change, fieldErrors } = editor;
  const tracks = values.tracks ?? [];
  const track = tracks[index] as ReleaseTrack;
  const single = values.format === 'SINGLE';
  const options = useQuery(releaseQueries.options());
  const [text, setText] = useState(() => initialText(track));
  const [errors, setErrors] = useState<Partial<Record<TextKey, string>>>({});
  // What the picked file's tags filled in, and what the fields held before (the undo puts it back).
  const [fromFile, setFromFile] = useState<{ values: FromFile; before: FromFile }>({ values: {}, before: {} });
  // The latest text and tracks: a file's tags and its upload answer after the render that picked it.
  const latest = useRef({ text, tracks });
  useLayoutEffect(() => {
    latest.current = { text, tracks };
  });

  const saveTrack = (patch: Partial<ReleaseTrack>, releasePatch = {}) => {
    const next = latest.current.tracks.map((entry, position) => (position === index ? { ...entry, ...patch } : entry));
    latest.current.tracks = next;
    change({ ...releasePatch, tracks: next });
  };

  /** Texts as typed (or put by the file's tags): shown, checked, and the valid ones saved together. */
  const setTexts = (patch: Partial<Record<TextKey, string>>, { typed = true } = {}) => {
    if (typed) setFromFile((current) => ({ ...current, values: keepUntouched(current.values, patch) }));
    setText((current) => ({ ...current, ...patch }));
    const saved: Partial<ReleaseTrack> = {};
    const nextErrors: Partial<Record<TextKey, string>> = {};
    for (const [key, next] of Object.entries(patch) as [TextKey, string][]) {
      const parsed = parseTrackField(key, next);
      nextErrors[key] = 'error' in parsed ? parsed.error : undefined;
      if ('value' in parsed) Object.assign(saved, { [key]: parsed.value });
    }
    setErrors((current) => ({ ...current, ...nextErrors }));
    if (Object.keys(saved).length) saveTrack(saved, single && 'isrc' in saved ? { isrc: saved.isrc } : {});
  };
  const onText = (key: TextKey, next: string) => setTexts({ [key]: next });

  // A title the app gave a new track ("Track 2") counts as empty.
  const isEmpty = (field: PrefillField, value: string) => !value.trim() || (field === 'title' && value === newTrack(index + 1).title);
  const fillFromFile = ({ tags }: AudioFileInfo) => {
    const current = latest.current.text;
    const values = prefillFromTags(current, tags, { isrc: isrcOf, isEmpty });
    const keys = Object.keys(values) as PrefillField[];
    if (!keys.length) return;
    setFromFile({ values, before: Object.fromEntries(keys.map((key) => [key, current[key]])) });
    setTexts(values, { typed: false });
  };
  const undoFromFile = () => {
    setTexts(fromFile.before, { typed: false });
    setFromFile({ values: {}, before: {} });
  };
  const errorOf = (key: TextKey) => errors[key] ?? fieldErrors[`tracks.${index}.${key}`];
  const genres = options.data?.genres ?? [];

  return (
    <form className={formStyles.form} aria-label="Track details" onSubmit={(event) => event.preventDefault()} noValidate>
      <div className={formStyles.row}>
        <Field label="Title" required error={errorOf('title')} disabled={!editable}>
          <Input value={text.title} autoComplete="off" onChange={(event) => onText('title', event.target.value)} />
        </Field>
        <Field label="Title Version" error={errorOf('titleVersion')} disabled={!editable}>
          <Input value={text.titleVersion} autoComplete="off" onChange={(event) => onText('titleVersion', event.target.value)} />
        </Field>
      </div>
      <div className={formStyles.row}>
        <Field label="ISRC" error={errorOf('isrc')} helperText="Left empty, an ISRC is assigned automatically." disabled={!editable}>
          <Input value={text.isrc} autoComplete="off" onChange={(event) => onText('isrc', event.target.value)} />
        </Field>
        <Field label="Price (USD)" error={errorOf('trackPrice')} disabled={!editable}>
          <Input value={text.trackPrice} inputMode="decimal" autoComplete="off" onChange={(event) => onText('trackPrice', event.target.value)} />
        </Field>
      </div>
      <div className={formStyles.row}>
        <Field label="Secondary Genre" disabled={!editable} error={fieldErrors[`tracks.${index}.secondaryGenre`]}>
          <NativeSelect
            value={track.secondaryGenre ?? NO_GENRE}
            onChange={(event) => saveTrack({ secondaryGenre: event.target.value === NO_GENRE ? null : event.target.value })}
          >
            {[NO_GENRE, ...(track.secondaryGenre && !genres.includes(track.secondaryGenre) ? [track.secondaryGenre] : []), ...genres].map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Advisory" disabled={!editable}>
          <NativeSelect value={track.advisory ?? 'NONE'} onChange={(event) => saveTrack({ advisory: event.target.value as Advisory })}>
            {Object.entries(ADVISORY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
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
