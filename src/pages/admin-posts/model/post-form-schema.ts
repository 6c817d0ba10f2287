import { POST_AUDIENCE_KINDS, POST_STATUSES, type Post, type PostCreate, type PostUpdate } from '@/entities/post';
import { z } from '@/shared/lib/zod';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TAG_MAX = 20;

/** Tags as typed: comma-separated, trimmed, each once. */
export const splitTags = (text: string | undefined): string[] => [
  ...new Set((text ?? '').split(',').map((tag) => tag.trim()).filter(Boolean)),
];

/**
 * The post form (Conform leaves blank fields out). Messages are the server's where it states one
 * (the audience's list and segment).
 */
export const postFormSchema = z
  .object({
    title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'The title must be at most 200 characters'),
    slug: z
      .string()
      .trim()
      .max(120, 'The slug must be at most 120 characters')
      .regex(SLUG, 'Use lowercase letters, digits and single hyphens (e.g. new-payout-rates)')
      .optional(),
    excerpt: z.string().trim().max(500, 'The excerpt must be at most 500 characters').optional(),
    body: z.string({ error: 'Write the post' }).trim().min(1, 'Write the post').max(200_000, 'The post must be at most 200,000 characters'),
    tags: z
      .string()
      .optional()
      .refine((text) => splitTags(text).length <= TAG_MAX, `At most ${TAG_MAX} tags`)
      .refine((text) => splitTags(text).every((tag) => tag.length <= 40), 'Each tag must be at most 40 characters'),
    audienceKind: z.enum(POST_AUDIENCE_KINDS, { error: 'Choose who the post is for' }),
    listId: z.string().optional(),
    segmentId: z.string().optional(),
    status: z.enum(POST_STATUSES, { error: 'Choose a status' }),
    publishedAt: z
      .string()
      .optional()
      .refine((text) => text === undefined || !Number.isNaN(new Date(text).getTime()), 'Enter a date and time'),
  })
  .superRefine((values, context) => {
    if (values.audienceKind === 'list' && !values.listId) {
      context.addIssue({ code: 'custom', path: ['listId'], message: 'Choose the email list this post is for' });
    }
    if (values.audienceKind === 'segment' && !values.segmentId) {
      context.addIssue({ code: 'custom', path: ['segmentId'], message: 'Choose the segment this post is for' });
    }
  });

export type PostFormValues = z.infer<typeof postFormSchema>;

/** The form's values as the body of a create or a replace (PUT clears what it leaves out). */
export function postPayloadOf(values: PostFormValues, existing?: Post): PostCreate & PostUpdate {
  const audience =
    values.audienceKind === 'list'
      ? { kind: 'list' as const, listId: values.listId ?? null }
      : values.audienceKind === 'segment'
        ? { kind: 'segment' as const, segmentId: values.segmentId ?? null }
        : { kind: values.audienceKind };
  return {
    title: values.title,
    ...(values.slug ? { slug: values.slug } : {}),
    excerpt: values.excerpt ?? null,
    body: values.body,
    coverImage: existing?.coverImage ?? null,
    tags: splitTags(values.tags),
    status: values.status,
    publishedAt: values.publishedAt ? new Date(values.publishedAt).toISOString() : null,
    audience,
  };
}

/** `2026-11-26T09:30` in the reader's time zone, as a `datetime-local` input takes it. */
export function toLocalInput(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's first values: the post's when editing, else a draft for everyone. */
export function postFormDefaults(post?: Post): { [Key in keyof PostFormValues]?: string } {
  if (!post) return { audienceKind: 'everyone', status: 'draft' };
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? undefined,
    body: post.body,
    tags: post.tags.join(', '),
    audienceKind: post.audience.kind,
    listId: post.audience.listId ?? undefined,
    segmentId: post.audience.segmentId ?? undefined,
    status: post.status,
    publishedAt: toLocalInput(post.publishedAt),
  };
}
