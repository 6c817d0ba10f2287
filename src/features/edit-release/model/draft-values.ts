import type { ReleaseDetailField, ReleaseDetailFields } from '@/entities/release';
import type { DraftChanges } from '../lib/draft-changes';

/**
 * The valid fields among `names` of a form's current values, as draft values: a field that breaks
 * its rule is not saved (its message shows on the field instead).
 */
export function validDraftValues(fields: ReleaseDetailFields, values: Readonly<Record<string, unknown>>, names: readonly ReleaseDetailField[]): DraftChanges {
  const changes: Record<string, unknown> = {};
  for (const name of names) {
    const result = fields.shape[name].safeParse(values[name]);
    if (result.success) changes[name] = result.data;
  }
  return changes as DraftChanges;
}
