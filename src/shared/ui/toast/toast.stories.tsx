import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button';
import { Row } from '../catalog';
import { toaster } from './toaster';

/** The app's one toaster (the catalogue's frame renders its region): bottom end, 3 s, at most 5. */
function ToastButtons() {
  return (
    <Row>
      <Button onClick={() => toaster.create({ type: 'success', title: 'Release sent to stores', description: 'Midnight Drive goes live on 14 March.' })}>Success</Button>
      <Button variant="outline" onClick={() => toaster.create({ type: 'info', title: 'Statement for October is ready' })}>
        Info
      </Button>
      <Button
        variant="outline"
        onClick={() => toaster.create({ type: 'warning', title: 'Artwork is 2,400 px wide', description: 'Apple Music asks for 3,000 px.', duration: 6000 })}
      >
        Warning
      </Button>
      <Button variant="danger" onClick={() => toaster.create({ type: 'error', title: 'Upload failed', description: 'The connection dropped at 64 %. Try again.' })}>
        Error
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toaster.create({
            type: 'info',
            title: 'A new version of Royalty Desk is ready',
            action: { label: 'Reload', onClick: () => undefined },
            meta: { closeLabel: 'Later' },
            duration: Infinity,
          })
        }
      >
        With action
      </Button>
    </Row>
  );
}

const meta = {
  title: 'Kit/Toast',
  component: ToastButtons,
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press a button for its toast. */
export const Kinds: Story = {};

/** The success toast, shown at once. */
export const Shown: Story = {
  play: () => {
    toaster.remove();
    toaster.create({ type: 'success', title: 'Release sent to stores', description: 'Midnight Drive goes live on 14 March.', duration: Infinity });
  },
};
