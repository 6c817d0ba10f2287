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
 * Stand-ins for the shell's modals not built yet, so the menu actions answer; the releases issue
 * replaces Create Release (a layout that mounts a real modal leaves its key out of `modals`).
 */
export function PendingModals({ modals }: { modals: readonly ModalKey[] }) {
  return (
    <>
      {modals.map((modal) => (
        <PendingModal key={modal} modal={modal} />
      ))}
    </>
  );
}
