import { Button, Dialog } from '@/shared/ui';
import { useModalFlag, type ModalKey } from '../model/modal-flags';

const PENDING: Record<ModalKey, { title: string; text: string }> = {
  releaseCreate: {
    title: 'Create release',
    text: 'The release wizard is not available yet. Your releases are listed under Release management.',
  },
  inviteArtist: {
    title: 'Invite artist',
    text: 'Inviting artists is not available yet.',
  },
};

function PendingModal({ modal }: { modal: ModalKey }) {
  const [open, setOpen] = useModalFlag(modal);
  const { title, text } = PENDING[modal];
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      width={420}
      footer={<Button onClick={() => setOpen(false)}>OK</Button>}
    >
      {text}
    </Dialog>
  );
}

/**
 * Stand-ins for the Create Release and Invite Artist modals so the menu actions answer; the
 * releases and invites issues replace them (set `renderPendingModals={false}` on the shell).
 */
export function PendingModals() {
  return (
    <>
      <PendingModal modal="releaseCreate" />
      <PendingModal modal="inviteArtist" />
    </>
  );
}
