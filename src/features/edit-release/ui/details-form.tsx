import { css } from 'styled-system/css';
import { ADVISORY_LABELS, NO_GENRE, RELEASE_FORMAT_LABELS, RELEASE_FORMATS, type ReleaseOptions } from '@/entities/release';
import { formStyles, SelectField, TextField } from '@/shared/ui';
import { useAutosaveForm } from './autosave-form';
import type { ReleaseEditor } from './use-release-editor';

const NAMES = ['title', 'titleVersion', 'format', 'primaryGenre', 'secondaryGenre', 'advisory', 'recordingLocation', 'audioLanguage', 'upc', 'isrc', 'albumPrice'] as const;

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
/** The current value stays offered when the option list does not hold it (yet). */
const withCurrent = (values: readonly string[], current: string | null) => (current && !values.includes(current) ? [current, ...values] : values);

const styles = { fieldset: css({ display: 'contents' }) };

/** The release's details (spec 2 §2 Reading B's form fields, saved as they are typed). */
export function ReleaseDetailsForm({ editor, options }: { editor: ReleaseEditor; options: ReleaseOptions | undefined }) {
  const { values, editable } = editor;
  const single = values.format === 'SINGLE';
  const { form, fieldOf, onChange } = useAutosaveForm({
    id: `release-details-${editor.release._id}`,
    names: NAMES,
    options,
    editor,
    defaultValue: {
      title: values.title ?? '',
      titleVersion: values.titleVersion ?? '',
      format: values.format ?? '',
      primaryGenre: values.primaryGenre ?? '',
      secondaryGenre: values.secondaryGenre ?? NO_GENRE,
      advisory: values.advisory ?? 'NONE',
      recordingLocation: values.recordingLocation ?? '',
      audioLanguage: values.audioLanguage ?? '',
      upc: values.upc ?? '',
      isrc: values.isrc ?? '',
      albumPrice: values.albumPrice == null ? '' : String(values.albumPrice),
    },
  });
  const languages = withCurrent(options?.languages.map((language) => language.name) ?? [], values.audioLanguage);
  return (
    <form id={form.id} onSubmit={form.onSubmit} onChange={onChange} noValidate className={formStyles.form} aria-label="Release details">
      <fieldset disabled={!editable} className={styles.fieldset}>
        <div className={formStyles.row}>
          <TextField field={fieldOf('title')} label="Title" required autoComplete="off" />
          <TextField field={fieldOf('titleVersion')} label="Title Version" autoComplete="off" helperText="E.g. Radio Edit, Live, Remastered" />
        </div>
        <div className={formStyles.row}>
          <SelectField
            field={fieldOf('format')}
            label="Release format"
            required
            options={RELEASE_FORMATS.map((format) => ({ value: format, label: RELEASE_FORMAT_LABELS[format] }))}
            helperText={single ? 'An EP or Album keeps its audio per track: the single’s audio is dropped.' : undefined}
          />
          <SelectField
            field={fieldOf('advisory')}
            label="Advisory"
            options={Object.entries(ADVISORY_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </div>
        <div className={formStyles.row}>
          <SelectField
            field={fieldOf('primaryGenre')}
            label="Primary Genre"
            required
            options={[{ value: '', label: 'Choose a genre' }, ...toOptions(withCurrent(options?.primaryGenres ?? [], values.primaryGenre))]}
          />
          <SelectField
            field={fieldOf('secondaryGenre')}
            label="Secondary Genre"
            options={[{ value: NO_GENRE, label: NO_GENRE }, ...toOptions(withCurrent(options?.genres ?? [], values.secondaryGenre))]}
          />
        </div>
        <div className={formStyles.row}>
          <SelectField
            field={fieldOf('audioLanguage')}
            label="Audio Language"
            required
            options={[{ value: '', label: 'Choose a language' }, ...toOptions(languages)]}
          />
          <TextField field={fieldOf('recordingLocation')} label="Recording Location" autoComplete="off" />
        </div>
        <div className={formStyles.row}>
          <TextField field={fieldOf('upc')} label="UPC/EAN" inputMode="numeric" autoComplete="off" helperText="Left empty, a UPC is assigned automatically." />
          {single ? (
            <TextField field={fieldOf('isrc')} label="ISRC" autoComplete="off" helperText="Left empty, an ISRC is assigned automatically." />
          ) : (
            <TextField field={fieldOf('albumPrice')} label="Album price (USD)" inputMode="decimal" autoComplete="off" />
          )}
        </div>
      </fieldset>
    </form>
  );
}
