import { valueLooks } from '@/shared/lib/labels';
import type { BadgePalette } from '@/shared/ui';
import type { PostAudience, PostAudienceKind, PostStatus } from '../api/post-api';

export const { values: POST_STATUSES, labels: POST_STATUS_LABELS, tones: POST_STATUS_PALETTE } = valueLooks<PostStatus, BadgePalette>({
  draft: ['Draft', 'neutral'],
  published: ['Published', 'success'],
});

export const POST_AUDIENCE_KINDS = ['everyone', 'artists', 'investors', 'list', 'segment'] as const satisfies readonly PostAudienceKind[];

export const POST_AUDIENCE_LABELS: Readonly<Record<PostAudienceKind, string>> = {
  everyone: 'Everyone',
  artists: 'Artists',
  investors: 'Investors',
  list: 'An email list',
  segment: 'A segment',
};

/** Names of email lists and segments by id, when they are known. */
export type AudienceNames = Readonly<Record<string, string>>;

/** Who a post is for, in words: "Artists", "Email list: Newsletter", "Segment" when not known. */
export function postAudienceLabel(audience: PostAudience, names: AudienceNames = {}): string {
  if (audience.kind === 'list') {
    const name = audience.listId ? names[audience.listId] : undefined;
    return name ? `Email list: ${name}` : 'An email list';
  }
  if (audience.kind === 'segment') {
    const name = audience.segmentId ? names[audience.segmentId] : undefined;
    return name ? `Segment: ${name}` : 'A segment';
  }
  return POST_AUDIENCE_LABELS[audience.kind];
}
