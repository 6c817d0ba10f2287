import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button';
import { Narrow } from '../catalog';
import { Input } from '../input';
import { Field } from '../field';
import { Dialog, type DialogProps } from './dialog';

type DemoProps = Pick<DialogProps, 'placement' | 'width' | 'role'> & { startOpen?: boolean };

/** A dialog and the button that opens it (the dialog's Ark machinery loads on first open). */
function RenameDialog({ startOpen = true, ...props }: DemoProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Rename release
      </Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        title="Rename release"
        description="Stores show the new title within 48 hours of the next delivery."
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save title</Button>
          </>
        }
      >
        <Narrow>
          <Field label="Release title" required>
            <Input defaultValue="Midnight Drive (Deluxe)" />
          </Field>
        </Narrow>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Kit/Dialog',
  component: RenameDialog,
  args: { placement: 'center', startOpen: true },
  argTypes: { placement: { control: 'inline-radio', options: ['center', 'bottom', 'start'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RenameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { startOpen: false } };

/** `placement="bottom"`: a drawer along the bottom edge (a phone's filters). */
export const BottomDrawer: Story = { args: { placement: 'bottom' }, globals: { viewport: { value: 'phone', isRotated: false } } };
