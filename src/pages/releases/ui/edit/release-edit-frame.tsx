import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { RELEASE_FORMAT_LABELS, RELEASE_STATUS_PALETTE, releaseQueries, releaseStatusLabel, type Release } from '@/entities/release';
import { SaveIndicator, useReleaseEditor, type ReleaseEditor } from '@/features/edit-release';
import { toApiError } from '@/shared/api';
import { Link } from 'react-router';
import { Badge, EmptyState, ErrorState, Skeleton, SkeletonText } from '@/shared/ui';
import { RELEASE_MANAGEMENT_PATH, releaseEditPath } from '../../config/edit-tabs';
import { useFocusFieldFromHash } from '../../lib/focus-field';

export const frameStyles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' }),
  back: css({ textStyle: 'sm', color: 'accent.fg', fontWeight: 'medium', w: 'fit', _hover: { textDecoration: 'underline' } }),
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4', justifyContent: 'space-between' }),
  identity: css({ display: 'flex', alignItems: 'center', gap: '4', minW: '0' }),
  cover: css({ w: { base: '16', md: '20' }, h: { base: '16', md: '20' }, borderRadius: 'lg', objectFit: 'cover', bg: 'bg.subtle', flexShrink: '0' }),
  title: css({ textStyle: 'pageTitle', overflowWrap: 'anywhere' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '1', textStyle: 'sm', color: 'fg.muted' }),
  note: css({ p: '3', borderRadius: 'lg', bg: 'bg.subtle', textStyle: 'sm', borderLeftWidth: '4px', borderLeftColor: 'warning.default' }),
  rejected: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '4',
    borderRadius: 'lg',
    bg: 'bg.subtle',
    textStyle: 'sm',
    borderLeftWidth: '4px',
    borderLeftColor: 'danger.default',
  }),
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4', p: { base: '4', md: '6' }, bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card', minW: '0' }),
  panelTitle: css({ textStyle: 'sectionTitle' }),
};

/** Why a release that is not a draft (or rejected) cannot be changed, by status. */
const READ_ONLY_NOTES: Partial<Record<Release['status'], string>> = {
  PENDING:
    'This release is Pending: our team is reviewing it. It is shown read-only until it is approved, or sent back to you with what to change.',
  APPROVED: 'This release is Approved and on its way to the stores. It is shown read-only: contact support to change it.',
  DELIVERED: 'This release is Delivered: the stores are putting it online. It is shown read-only: contact support to change it.',
  ONLINE: 'This release is Online in the stores. It is shown read-only: contact support to change it.',
  TAKEN_DOWN: 'This release was Taken Down from the stores and is shown read-only.',
};

function readOnlyNote(release: Release): string {
  return (
    READ_ONLY_NOTES[release.status] ??
    `This release is ${releaseStatusLabel(release.status)}: it can be changed only while it is a Draft or Rejected, so it is shown read-only.`
  );
}

/** A rejected release: the review note first, then the way to send it again. */
function RejectedNotice({ release }: { release: Release }) {
  const note = release.reviewNote?.trim();
  return (
    <section className={frameStyles.rejected} aria-labelledby="release-rejected-title">
      <h2 id="release-rejected-title" className={css({ fontWeight: 'semibold' })}>
        Changes needed before this release can go to the stores
      </h2>
      <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
        {note ? (
          <>
            <strong>Review note:</strong> {note}
          </>
        ) : (
          'The review team sent this release back without a note. Check the details below, or contact support.'
        )}
      </p>
      <p className={css({ color: 'fg.muted' })}>
        Fix what the note asks for, then send the release for review again on{' '}
        <Link to={releaseEditPath(release._id, 'review')} className={frameStyles.back}>
          Review and submit
        </Link>
        .
      </p>
    </section>
  );
}

function FrameSkeleton() {
  return (
    <div className={frameStyles.page} aria-busy="true" aria-label="Loading the release">
      <div className={frameStyles.identity}>
        <Skeleton width={80} height={80} />
        <div className={css({ flex: '1' })}>
          <SkeletonText lines={2} />
        </div>
      </div>
      <Skeleton height={40} />
      <Skeleton height={320} />
    </div>
  );
}

function FrameError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = toApiError(error).status;
  const back = (
    <Link to={RELEASE_MANAGEMENT_PATH} className={frameStyles.back}>
      Back to release management
    </Link>
  );
  if (status === 404) return <EmptyState title="Release not found" description="It may have been deleted, or the link is wrong." action={back} />;
  if (status === 403)
    return <EmptyState title="This release is not yours to edit" description="Only the owner of a release, or an admin, can open it." action={back} />;
  return (
    <div className={frameStyles.page}>
      <ErrorState error={error} title="The release could not be loaded" onRetry={onRetry} />
      {back}
    </div>
  );
}

function FrameHeader({ editor }: { editor: ReleaseEditor }) {
  const { release, values } = editor;
  const cover = release.coverArt?.thumbnailUrl ?? release.coverArt?.url;
  return (
    <header className={frameStyles.header}>
      <div className={frameStyles.identity}>
        {cover ? <img src={cover} alt="" className={frameStyles.cover} width={80} height={80} /> : <div className={frameStyles.cover} aria-hidden />}
        <div className={css({ minW: '0' })}>
          <h1 className={frameStyles.title}>{values.title || 'Untitled release'}</h1>
          <div className={frameStyles.meta}>
            <Badge palette={RELEASE_STATUS_PALETTE[release.displayStatus]}>{releaseStatusLabel(release.displayStatus)}</Badge>
            <span>{RELEASE_FORMAT_LABELS[values.format ?? release.format]}</span>
            {release.tracks.length > 1 && <span>· {release.tracks.length} tracks</span>}
          </div>
        </div>
      </div>
      {editor.editable && <SaveIndicator state={editor.saveState} error={editor.saveError} />}
    </header>
  );
}

function LoadedFrame({ release, children }: { release: Release; children: (editor: ReleaseEditor) => ReactNode }) {
  const editor = useReleaseEditor(release);
  useFocusFieldFromHash();
  return (
    <div className={frameStyles.page}>
      <Link to={RELEASE_MANAGEMENT_PATH} className={frameStyles.back}>
        ← Release management
      </Link>
      <FrameHeader editor={editor} />
      {release.status === 'REJECTED' && <RejectedNotice release={release} />}
      {!editor.editable && <p className={frameStyles.note}>{readOnlyNote(release)}</p>}
      {children(editor)}
    </div>
  );
}

/** Loads the release and frames an edit page: header, save state, loading and error states. */
export function ReleaseEditFrame({ releaseId, children }: { releaseId: string; children: (editor: ReleaseEditor) => ReactNode }) {
  const query = useQuery({ ...releaseQueries.detail(releaseId), retry: (count, error) => count < 1 && ![403, 404].includes(toApiError(error).status) });
  if (query.isPending) return <FrameSkeleton />;
  if (query.isError) return <FrameError error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadedFrame release={query.data}>{children}</LoadedFrame>;
}
