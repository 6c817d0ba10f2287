import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type DemoProps = Pick<ConfirmDialogProps, 'tone'> & { outcome: 'succeeds' | 'fails' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The question, the consequence, the action: it runs, then closes, or stays with the server's message. */
function TakeDown({ tone, outcome }: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Take down release
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        tone={tone}
        title="Take down “Midnight Drive”?"
        description="It leaves Spotify, Apple Music, Deezer and 38 other stores within 72 hours. Its streams and royalties so far stay in your statements."
        confirmLabel="Take down"
        onConfirm={async () => {
          await wait(900);
          if (outcome === 'fails') throw new Error('This release is in a live pre-save campaign until 12 December: end the campaign first.');
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/ConfirmDialog',
  component: TakeDown,
  args: { tone: 'danger', outcome: 'succeeds' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['danger', 'solid'] },
    outcome: { control: 'inline-radio', options: ['succeeds', 'fails'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TakeDown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press “Take down”: busy for a moment, then closed. */
export const Danger: Story = {};

/** Press “Take down”: the server's message shows in the dialog, which stays open. */
export const ActionFails: Story = { args: { outcome: 'fails' } };
