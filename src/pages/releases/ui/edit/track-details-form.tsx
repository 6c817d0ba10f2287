import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADVISORY_LABELS, releaseQueries, type Advisory, type ReleaseTrack } from '@/entities/release';
import { DETAIL_TEXTS, isrcSchema, NO_GENRE, priceSchema, TrackAudioUpload, type ReleaseEditor } from '@/features/edit-release';
import { Field, formStyles, Input, NativeSelect } from '@/shared/ui';

type TextKey = 'title' | 'titleVersion' | 'isrc' | 'trackPrice';

/** The text as typed → the track's value, or the rule's message. */
function parseTrackField(key: TextKey, text: string): { value: unknown } | { error: string } {
  if (key === 'title') return text.trim() ? { value: text.trim() } : { error: DETAIL_TEXTS.titleRequired };
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

  const saveTrack = (patch: Partial<ReleaseTrack>, releasePatch = {}) =>
    change({ ...releasePatch, tracks: tracks.map((entry, position) => (position === index ? { ...entry, ...patch } : entry)) });

  const onText = (key: TextKey, next: string) => {
    setText((current) => ({ ...current, [key]: next }));
    const parsed = parseTrackField(key, next);
    setErrors((current) => ({ ...current, [key]: 'error' in parsed ? parsed.error : undefined }));
    if ('value' in parsed) saveTrack({ [key]: parsed.value }, single && key === 'isrc' ? { isrc: parsed.value as string | null } : {});
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
      <TrackAudioUpload
        audio={single ? values.audio : track.audio}
        duration={single ? values.duration : track.duration}
        disabled={!editable}
        onUploaded={(audio, metadata) => saveTrack({ audio, duration: metadata.duration }, single ? { audio, duration: metadata.duration } : {})}
      />
    </form>
  );
}
