import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Row, Specimen, Stack } from '../catalog';
import { Button } from './button';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Submit release', variant: 'solid', size: 'md', loading: false, disabled: false, fullWidth: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every control of the props above. */
export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="solid">Submit release</Button>
      <Button {...args} variant="outline">Save draft</Button>
      <Button {...args} variant="ghost">Cancel</Button>
      <Button {...args} variant="danger">Take down release</Button>
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="sm">Add track</Button>
      <Button {...args} size="md">Add track</Button>
      <Button {...args} size="lg">Add track</Button>
    </Row>
  ),
};

/** `loading`: a spinner, `aria-busy`, and no second press until the action settles. */
export const Busy: Story = {
  render: (args) => (
    <Row>
      <Button {...args} loading>Sending to stores…</Button>
      <Button {...args} variant="outline" loading>Saving</Button>
      <Button {...args} variant="danger" loading>Taking down</Button>
    </Row>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <Stack>
      <Specimen title="Every variant, disabled">
        <Row>
          <Button {...args} variant="solid" disabled>Submit release</Button>
          <Button {...args} variant="outline" disabled>Save draft</Button>
          <Button {...args} variant="ghost" disabled>Cancel</Button>
          <Button {...args} variant="danger" disabled>Take down release</Button>
        </Row>
      </Specimen>
    </Stack>
  ),
};

/** `fullWidth`: a phone's form action. */
export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Continue to tracks' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
