import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useMemo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ADVISORY_LABELS, CLIP_START_LABELS, NO_GENRE, releaseQueries, type ClipStartMode } from '@/entities/release';
import { PREVIOUS_DISTRIBUTOR_LABELS, PREVIOUS_DISTRIBUTORS } from '@/shared/api';
import { CheckboxField, ErrorState, FieldSkeleton, formStyles, SelectField, TextField, Tooltip } from '@/shared/ui';
import { wizardDetailsSchema, type DraftFields, type WizardDetails } from '../model/details-schema';
import { $duration, $fields, $isSingle, $serverErrors, $submitting, clipChoiceChanged, clipRangeChanged, fieldsChanged, submitClicked } from '../model/wizard';
import { ClipRange } from './clip-range';

export const DETAILS_FORM_ID = 'create-release-details';

/** Spec 2 §2 tooltips. */
export const DETAILS_TIPS = {
  upc: 'Leave it empty and a UPC is assigned automatically.',
  isrc: 'Leave it empty and an ISRC is assigned automatically.',
  releaseDate: 'The day the stores (DSPs) list your release.',
  originalReleaseDate: 'For a new product, the same as the release date; for one out before, the day it first came out.',
  preOrderDate: 'Optional: the day fans can pre-order the release.',
} as const;

const styles = {
  tip: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '4',
    h: '4',
    ms: '1.5',
    borderRadius: 'full',
    bg: 'bg.muted',
    color: 'fg.muted',
    textStyle: 'xs',
    fontWeight: 'bold',
    cursor: 'help',
    verticalAlign: 'middle',
  }),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '3', borderWidth: '0', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '2' }),
  radios: css({ display: 'flex', flexWrap: 'wrap', gap: '4', textStyle: 'sm' }),
  radio: css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', '& input': { accentColor: 'accent.default' } }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
};

function Tipped({ label, tip }: { label: string; tip: string }) {
  return (
    <>
      {label}
      <Tooltip content={tip}>
        <span className={styles.tip} tabIndex={0} role="img" aria-label={tip}>
          i
        </span>
      </Tooltip>
    </>
  );
}

const DATE_PROPS = { placeholder: 'MM/DD/YYYY', inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;

/** The form's values as the wizard keeps them (every text field; the clip is the model's). */
function fieldsOf(form: HTMLFormElement): Partial<DraftFields> {
  const data = new FormData(form);
  const texts = ['title', 'titleVersion', 'label', 'primaryGenre', 'secondaryGenre', 'advisory', 'recordingLocation', 'audioLanguage', 'releaseDate', 'originalReleaseDate', 'preOrderDate', 'upc', 'isrc'] as const;
  const fields: Record<string, string> = {};
  for (const name of texts) {
    const value = data.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  // An unticked checkbox is left out of the form: it says "no" by being absent.
  fields.previouslyReleased = data.get('previouslyReleased') === 'on' ? 'on' : '';
  const distributor = data.get('previousDistributor');
  if (typeof distributor === 'string') fields.previousDistributor = distributor;
  return fields as Partial<DraftFields>;
}

function defaultsOf(fields: DraftFields): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null && key !== 'format') defaults[key] = String(value);
  return defaults;
}

function ClipStart({ disabled }: { disabled: boolean }) {
  const [fields, duration, choose, setRange] = useUnit([$fields, $duration, clipChoiceChanged, clipRangeChanged]);
  const mode = fields.specifyClipStartTime;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Clip Start Time</legend>
      <div className={styles.radios}>
        {(Object.keys(CLIP_START_LABELS) as ClipStartMode[]).map((option) => (
          <label key={option} className={styles.radio}>
            <input
              type="radio"
              name="specifyClipStartTime"
              value={option}
              checked={mode === option}
              disabled={disabled}
              onChange={() => choose(option)}
            />
            {CLIP_START_LABELS[option]}
          </label>
        ))}
      </div>
      {mode === 'UserDefined' && (
        <>
          <ClipRange
            duration={duration ?? 0}
            value={[fields.clipStartTime ?? 0, fields.clipEndTime ?? Math.floor(duration ?? 0)]}
            onChange={setRange}
            disabled={disabled || !duration}
          />
          <input type="hidden" name="clipStartTime" value={fields.clipStartTime ?? ''} />
          <input type="hidden" name="clipEndTime" value={fields.clipEndTime ?? ''} />
        </>
      )}
    </fieldset>
  );
}

function OptionsBoundary({ children }: { children: (options: NonNullable<ReturnType<typeof useReleaseOptions>['data']>) => ReactNode }) {
  const options = useReleaseOptions();
  if (options.isPending)
    return (
      <div aria-busy="true" aria-label="Loading the genre and language lists" className={formStyles.form}>
        <FieldSkeleton />
        <FieldSkeleton />
        <FieldSkeleton />
      </div>
    );
  if (options.isError) return <ErrorState title="The genre and language lists could not be loaded" error={options.error} onRetry={() => void options.refetch()} />;
  return <>{children(options.data)}</>;
}

const useReleaseOptions = () => useQuery(releaseQueries.options());

/** Step 3 "Add Release Details": Reading B's fields (Conform + Zod), submitted by the footer's "submit". */
export function DetailsStep() {
  const [fields, single, serverErrors, submitting, change, submit] = useUnit([$fields, $isSingle, $serverErrors, $submitting, fieldsChanged, submitClicked]);
  // The form starts from the wizard's fields once; the model follows its every change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaultValue = useMemo(() => defaultsOf(fields), []);
  const lastResult = useMemo<SubmissionResult<string[]> | undefined>(
    () =>
      Object.keys(serverErrors).length
        ? { status: 'error', error: Object.fromEntries(Object.entries(serverErrors).map(([field, message]) => [field, [message]])) }
        : undefined,
    [serverErrors],
  );
  const options = useReleaseOptions().data;
  const schema = useMemo(() => wizardDetailsSchema(options), [options]);
  const [form, f] = useForm<WizardDetails>({
    id: DETAILS_FORM_ID,
    defaultValue,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') submit();
    },
  });
  const disabled = submitting;
  return (
    <OptionsBoundary>
      {(options) => (
        <form
          id={form.id}
          onSubmit={form.onSubmit}
          onChange={(event) => change(fieldsOf(event.currentTarget))}
          noValidate
          className={formStyles.form}
          aria-label="Release details"
        >
          <div className={formStyles.row}>
            <TextField field={f.title} label="Title" required maxLength={200} autoComplete="off" disabled={disabled} />
            <TextField field={f.titleVersion} label="Title Version" maxLength={200} autoComplete="off" placeholder="e.g. Radio Edit" disabled={disabled} />
          </div>
          <TextField field={f.label} label="Label" required maxLength={200} autoComplete="organization" disabled={disabled} />
          <div className={formStyles.row}>
            <SelectField
              field={f.primaryGenre}
              label="Primary Genre"
              required
              disabled={disabled}
              options={[{ value: '', label: 'Choose a genre' }, ...options.primaryGenres.map((genre) => ({ value: genre, label: genre }))]}
            />
            <SelectField
              field={f.secondaryGenre}
              label="Secondary Genre"
              disabled={disabled}
              options={[
                { value: '', label: 'Choose a genre' },
                { value: NO_GENRE, label: NO_GENRE },
                ...options.genres.map((genre) => ({ value: genre, label: genre })),
              ]}
            />
          </div>
          <div className={formStyles.row}>
            <SelectField
              field={f.advisory}
              label="Advisory"
              required
              disabled={disabled}
              options={Object.entries(ADVISORY_LABELS).map(([value, label]) => ({ value, label }))}
            />
            <SelectField
              field={f.audioLanguage}
              label="Audio Language"
              required
              disabled={disabled}
              options={[{ value: '', label: 'Choose a language' }, ...options.languages.map(({ name }) => ({ value: name, label: name }))]}
            />
          </div>
          <TextField field={f.recordingLocation} label="Recording Location" maxLength={100} autoComplete="off" disabled={disabled} />
          <div className={formStyles.row}>
            <TextField field={f.releaseDate} label={<Tipped label="Release Date" tip={DETAILS_TIPS.releaseDate} />} required disabled={disabled} {...DATE_PROPS} />
            <TextField
              field={f.originalReleaseDate}
              label={<Tipped label="Original Release Date" tip={DETAILS_TIPS.originalReleaseDate} />}
              required
              disabled={disabled}
              {...DATE_PROPS}
            />
          </div>
          <CheckboxField
            field={f.previouslyReleased}
            label="Previously released"
            helperText="The release was out before, with another distributor."
            disabled={disabled}
          />
          {fields.previouslyReleased === 'on' && (
            <SelectField
              field={f.previousDistributor}
              label="Previous distributor"
              required
              disabled={disabled}
              options={[
                { value: '', label: 'Choose a distributor' },
                ...PREVIOUS_DISTRIBUTORS.map((value) => ({ value, label: PREVIOUS_DISTRIBUTOR_LABELS[value] })),
              ]}
            />
          )}
          <div className={formStyles.row}>
            <TextField field={f.preOrderDate} label={<Tipped label="Pre-Order Date" tip={DETAILS_TIPS.preOrderDate} />} disabled={disabled} {...DATE_PROPS} />
            <TextField field={f.upc} label={<Tipped label="UPC/EAN" tip={DETAILS_TIPS.upc} />} inputMode="numeric" maxLength={13} autoComplete="off" disabled={disabled} />
          </div>
          {single && (
            <>
              <TextField field={f.isrc} label={<Tipped label="ISRC" tip={DETAILS_TIPS.isrc} />} maxLength={15} autoComplete="off" disabled={disabled} />
              <ClipStart disabled={disabled} />
              {f.clipEndTime.errors?.[0] && <p className={styles.error}>{f.clipEndTime.errors[0]}</p>}
            </>
          )}
          {serverErrors.coverArt && <p className={styles.error} role="alert">{serverErrors.coverArt}</p>}
        </form>
      )}
    </OptionsBoundary>
  );
}
