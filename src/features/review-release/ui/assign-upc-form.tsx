import type { SubmissionResult } from '@conform-to/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { assignReleaseUpc, releaseReviewed, type Release } from '@/entities/release';
import { toApiError } from '@/shared/api';
import { TextField, toaster, FormActions, useSchemaForm } from '@/shared/ui';
import { upcSchema } from '../model/review-schemas';

export interface AssignUpcFormProps {
  release: Release;
}

/**
 * Gives a release without a UPC its code: the next of the configured range, or one typed here
 * (checked for its GS1 check digit before it is sent). The server's refusal shows on the field.
 */
export function AssignUpcForm({ release }: AssignUpcFormProps) {
  const queryClient = useQueryClient();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const assign = useMutation({
    mutationFn: (upc: string | undefined) => assignReleaseUpc(release._id, upc),
    onSuccess: (updated) => {
      releaseReviewed(queryClient, updated);
      toaster.create({ type: 'success', title: updated.upc ? `UPC ${updated.upc} assigned` : 'UPC assigned' });
    },
  });
  const [form, fields] = useSchemaForm({
    id: `assign-upc-${release._id}`,
    lastResult,
    schema: upcSchema,
    validateOn: 'blur',
    async onValid(value, submission) {
      setLastResult(undefined);
      try {
        await assign.mutateAsync(value.upc || undefined);
      } catch (error) {
        setLastResult(submission.reply({ fieldErrors: { upc: [toApiError(error).message] } }));
      }
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <TextField
        field={fields.upc}
        label="UPC or EAN"
        helperText="Leave it empty to assign the next code of our range."
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
      />
      <FormActions confirmLabel="Assign UPC" size="sm" busy={assign.isPending} />
    </form>
  );
}
