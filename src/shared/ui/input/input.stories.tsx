import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Narrow, Specimen } from '../catalog';
import { Field } from '../field';
import { Input, NativeSelect, Textarea } from './input';

const meta = {
  title: 'Kit/Input',
  component: Input,
  args: { placeholder: 'e.g. Midnight Drive', size: 'md', disabled: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bare control (forms use the field kit: `TextField`, … in “Form fields”). */
export const Bare: Story = {};

/** `Field` gives a control its label, hint and error, linked by id. */
export const InAField: Story = {
  render: (args) => (
    <>
      <Field label="Release title" helperText="As stores show it, without “feat.” credits." required>
        <Input {...args} defaultValue="Midnight Drive" />
      </Field>
      <Field label="UPC" error="A UPC is 12 or 13 digits; this one has 11." required>
        <Input {...args} defaultValue="50541973012" inputMode="numeric" />
      </Field>
      <Field label="Label" disabled>
        <Input {...args} defaultValue="Quiet Hours Records" />
      </Field>
    </>
  ),
};

export const SelectAndTextarea: Story = {
  render: () => (
    <>
      <Specimen title="NativeSelect">
        <NativeSelect defaultValue="apple" aria-label="Store">
          <option value="spotify">Spotify</option>
          <option value="apple">Apple Music</option>
          <option value="deezer">Deezer</option>
        </NativeSelect>
      </Specimen>
      <Specimen title="Textarea">
        <Textarea aria-label="Note to the review team" defaultValue="The remix stems are in the second upload; artwork credit: Kestrel & Vine." rows={3} />
      </Specimen>
    </>
  ),
};
