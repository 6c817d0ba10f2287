import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { approveRelease, rejectRelease, releaseReviewed, setReleasePending, type Release } from '@/entities/release';
import { Button, Dialog, errorMessageOf, FormMessage, formStyles, TextareaField, toaster, FormActions } from '@/shared/ui';
import { REVIEW_MOVE_TEXTS, reviewMovesOf, type ReviewMove } from '../config/review-moves';
import { optionalReasonSchema, rejectReasonSchema, REVIEW_REASON_MAX } from '../model/review-schemas';

const requestOf: Record<ReviewMove, (id: string, reason: string | undefined) => Promise<Release>> = {
  approve: (id, reason) => approveRelease(id, reason),
  pending: (id, reason) => setReleasePending(id, reason),
  reject: (id, reason) => rejectRelease(id, reason ?? ''),
};

function ReviewMoveForm({ move, release, onDone, onCancel }: { move: ReviewMove; release: Release; onDone: () => void; onCancel: () => void }) {
  const texts = REVIEW_MOVE_TEXTS[move];
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: (reason: string | undefined) => requestOf[move](release._id, reason),
    onSuccess: (moved) => {
      releaseReviewed(queryClient, moved);
      toaster.create({ type: 'success', title: texts.done(moved.title || 'Untitled release') });
      onDone();
    },
  });
  const schema = move === 'reject' ? rejectReasonSchema : optionalReasonSchema;
  const [form, fields] = useForm({
    id: `review-${move}-${release._id}`,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      request.mutate(submission.value.reason || undefined);
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form}>
      <TextareaField
        field={fields.reason}
        label={texts.reasonLabel}
        helperText={texts.reasonHint}
        required={move === 'reject'}
        rows={4}
        maxLength={REVIEW_REASON_MAX}
        autoFocus
      />
      <FormMessage tone="error">{request.isError ? `${texts.failed}: ${errorMessageOf(request.error)}` : null}</FormMessage>
      <FormActions confirmLabel={texts.confirm} tone={move === 'reject' ? 'danger' : 'solid'} busy={request.isPending} onCancel={onCancel} />
    </form>
  );
}

export interface ReviewActionsProps {
  release: Release;
}

/** Approve, reject, back to pending: only the moves the release's status allows, each in a dialog. */
export function ReviewActions({ release }: ReviewActionsProps) {
  const [open, setOpen] = useState<ReviewMove | null>(null);
  // A new form per opening: a closed dialog forgets what was typed.
  const [opening, setOpening] = useState(0);
  const moves = reviewMovesOf(release.status);
  if (moves.length === 0) return null;
  const close = () => {
    setOpen(null);
    setOpening((count) => count + 1);
  };
  const current = open ? REVIEW_MOVE_TEXTS[open] : null;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} role="group" aria-label="Review">
      {moves.map((move) => (
        <Button key={move} variant={move === 'reject' ? 'danger' : move === 'approve' ? 'solid' : 'outline'} onClick={() => setOpen(move)}>
          {REVIEW_MOVE_TEXTS[move].button}
        </Button>
      ))}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && close()}
        title={current?.title}
        description={current?.description}
        width={480}
      >
        {open && <ReviewMoveForm key={`${open}-${opening}`} move={open} release={release} onDone={close} onCancel={close} />}
      </Dialog>
    </div>
  );
}
