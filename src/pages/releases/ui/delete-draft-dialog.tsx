import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteReleaseDraft, releaseQueries, type ReleaseSummary } from '@/entities/release';
import { Dialog, FormMessage, errorMessageOf, toaster, FormActions } from '@/shared/ui';

export interface DeleteDraftDialogProps {
  /** The draft to delete (null: closed). */
  release: ReleaseSummary | null;
  onClose: () => void;
}

/** Confirms deleting a draft with its files; the list reloads once it is gone. */
export function DeleteDraftDialog({ release, onClose }: DeleteDraftDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: ReleaseSummary) => deleteReleaseDraft(target._id),
    onSuccess: async (_, deleted) => {
      toaster.create({ type: 'success', title: `Draft “${deleted.title}” deleted` });
      await queryClient.invalidateQueries({ queryKey: releaseQueries.lists() });
      close();
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Could not delete the draft', description: errorMessageOf(error) }),
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={release !== null}
      onOpenChange={(open) => !open && !remove.isPending && close()}
      role="alertdialog"
      title="Delete this draft?"
      description={release ? `“${release.title}” and its cover and audio files are deleted for good. This cannot be undone.` : undefined}
      width={440}
    >
      <FormMessage tone="error">{remove.isError ? errorMessageOf(remove.error) : null}</FormMessage>
      <FormActions confirmLabel="Delete draft" onConfirm={() => release && remove.mutate(release)} tone="danger" busy={remove.isPending} onCancel={close} cancelLabel="Keep it" />
    </Dialog>
  );
}
