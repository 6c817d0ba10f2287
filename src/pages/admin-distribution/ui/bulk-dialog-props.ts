import type { AdminReleaseSummary, BulkResult } from '@/entities/release';

/** What every bulk dialog of the queue takes: the selected releases and what to do with the outcome. */
export interface BulkDialogProps {
  open: boolean;
  releases: readonly AdminReleaseSummary[];
  onClose: () => void;
  /** The server answered (some releases may have failed); the dialog is done. */
  onDone: (result: BulkResult) => void;
}

/** What a bulk dialog's content takes (it is mounted only while the dialog is open). */
export type BulkContentProps = Omit<BulkDialogProps, 'open'>;

export const releasesText = (count: number) => `${count} ${count === 1 ? 'release' : 'releases'}`;
