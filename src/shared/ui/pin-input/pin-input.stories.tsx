import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PinInput } from './pin-input';

const meta = {
  title: 'Kit/PinInput',
  component: PinInput,
  args: { label: 'The 6-digit code we emailed to nova@novalane.music', length: 6, onValueChange: () => undefined, onValueComplete: () => undefined },
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paste fills the boxes; Backspace clears and moves back. */
export const SignInCode: Story = {};

export const Invalid: Story = { args: { invalid: true, label: 'That code has expired: enter the new one' } };

export const Disabled: Story = { args: { disabled: true } };
