import type { SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { z } from '@/shared/lib/zod';
import { Narrow } from '../catalog';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';
import { formStyles } from './form-styles';
import { RadioGroupField } from './radio-group-field';
import { CheckboxField, SelectField, TextareaField, TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

const GENRES = [
  { value: '', label: 'Pick a genre' },
  { value: 'pop', label: 'Pop' },
  { value: 'electronic', label: 'Electronic' },
  { value: 'hip-hop', label: 'Hip-hop / Rap' },
  { value: 'indie', label: 'Indie / Alternative' },
  { value: 'jazz', label: 'Jazz' },
];

const schema = z.object({
  title: z.string({ error: 'Enter the track title' }).trim().min(1, 'Enter the track title').max(200),
  isrc: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, 'An ISRC is 12 characters: CC-XXX-YY-NNNNN without dashes, e.g. GBUM72504411')
    .optional(),
  genre: z.string({ error: 'Pick the primary genre' }).min(1, 'Pick the primary genre'),
  explicit: z.enum(['clean', 'explicit'], { error: 'Say whether the lyrics are explicit' }),
  credits: z.string().max(500).optional(),
  rights: z.literal('on', { error: 'Confirm you hold the rights to distribute this recording' }),
});

type Demo = { defaults?: 'blank' | 'filled'; errors?: boolean };

/** The submit's errors, as a server's reply would bring them (`lastResult`). */
const FAILED: SubmissionResult<string[]> = {
  status: 'error',
  initialValue: { title: '', isrc: 'GB-UM7-25-04411', genre: '' },
  error: {
    title: ['Enter the track title'],
    isrc: ['An ISRC is 12 characters: CC-XXX-YY-NNNNN without dashes, e.g. GBUM72504411'],
    genre: ['Pick the primary genre'],
    explicit: ['Say whether the lyrics are explicit'],
    rights: ['Confirm you hold the rights to distribute this recording'],
  },
};

/** A track's details on the form kit: Conform + Zod, each field checked as it is left. */
function TrackForm({ defaults = 'blank', errors = false }: Demo) {
  const [saved, setSaved] = useState<string | null>(null);
  const [form, fields] = useSchemaForm({
    id: `track-form-${defaults}-${errors}`,
    schema,
    validateOn: 'blur',
    defaultValue: defaults === 'filled' ? { title: 'Midnight Drive', isrc: 'GBUM72504411', genre: 'electronic', explicit: 'clean', credits: 'Written by N. Lane, M. Okafor. Produced by Kestrel.' } : undefined,
    lastResult: errors ? FAILED : undefined,
    onValid: (value) => setSaved(`Saved “${value.title}”.`),
  });
  return (
    <Narrow>
      <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Track details">
        <FormMessage tone="success">{saved}</FormMessage>
        <TextField field={fields.title} label="Track title" required autoComplete="off" maxLength={200} />
        <div className={formStyles.row}>
          <TextField field={fields.isrc} label="ISRC" helperText="Leave blank and we assign one." autoComplete="off" spellCheck={false} />
          <SelectField field={fields.genre} label="Primary genre" required options={GENRES} />
        </div>
        <RadioGroupField
          field={fields.explicit}
          label="Lyrics"
          options={[
            { value: 'clean', label: 'Clean' },
            { value: 'explicit', label: 'Explicit' },
          ]}
        />
        <TextareaField field={fields.credits} label="Credits" helperText="Writers, producers and performers, as stores show them." rows={3} />
        <CheckboxField field={fields.rights} label="I hold the rights to distribute this recording" />
        <FormActions confirmLabel="Save track" onCancel={() => setSaved(null)} />
      </form>
    </Narrow>
  );
}

const meta = {
  title: 'Kit/Form fields',
  component: TrackForm,
  args: { defaults: 'blank', errors: false },
  argTypes: { defaults: { control: 'inline-radio', options: ['blank', 'filled'] } },
} satisfies Meta<typeof TrackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leave a field, or press “Save track”, to see its check. */
export const Blank: Story = {};

export const Filled: Story = { args: { defaults: 'filled' } };

/** Every field's error under it, linked to its control. */
export const WithErrors: Story = { args: { errors: true } };

/** `busy` while the save runs; the message above the fields when the server refuses. */
export const BusyAndRefused: StoryObj<typeof FormActions> = {
  render: () => (
    <Narrow>
      <FormMessage tone="error">ISRC GBUM72504411 is already on “Low Tide” (Nova Lane, 2025). Each recording has its own.</FormMessage>
      <FormActions confirmLabel="Save track" busy onCancel={() => undefined} />
    </Narrow>
  ),
};
