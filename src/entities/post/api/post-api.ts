import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components, type operations } from '@/shared/api';

export type Post = components['schemas']['Post'];
export type PostSummary = components['schemas']['PostSummary'];
export type PostPage = components['schemas']['PostPage'];
export type PostStatus = components['schemas']['PostStatus'];
export type PostAudience = components['schemas']['PostAudience'];
export type PostAudienceKind = PostAudience['kind'];
export type PostCreate = components['schemas']['PostCreate'];
export type PostUpdate = components['schemas']['PostUpdate'];
export type SendPostEmailsRequest = components['schemas']['SendPostEmailsRequest'];
export type AdminPostListParams = NonNullable<operations['adminListPosts']['parameters']['query']>;
export type AdminPostSortBy = NonNullable<AdminPostListParams['sortBy']>;

export const adminPostQueries = {
  all: () => ['admin-posts'] as const,
  /** `GET /admin/posts`: a page of posts; the last page stays while the next loads. */
  list: (query: AdminPostListParams) =>
    queryOptions({
      queryKey: [...adminPostQueries.all(), 'list', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/posts', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** `GET /admin/posts/{postId}`: a post with its Markdown body, whatever its status. */
  detail: (postId: string) =>
    queryOptions({
      queryKey: [...adminPostQueries.all(), 'detail', postId] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/posts/{postId}', { params: { path: { postId } }, signal })),
    }),
};

export const userPostQueries = {
  all: () => ['user-posts'] as const,
  /** `GET /user/posts`: the newest published posts addressed to the signed-in user. */
  latest: (limit: number) =>
    queryOptions({
      queryKey: [...userPostQueries.all(), 'latest', limit] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/user/posts', { params: { query: { limit } }, signal })),
    }),
  /** `GET /user/posts/{postId}`: one post to read (counts a view). */
  detail: (postId: string) =>
    queryOptions({
      queryKey: [...userPostQueries.all(), 'detail', postId] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/user/posts/{postId}', { params: { path: { postId } }, signal })),
    }),
};

/** `POST /admin/posts`. */
export const createPost = (body: PostCreate) => unwrap(apiClient.POST('/admin/posts', { body }));

/** `PUT /admin/posts/{postId}`: replaces the editable fields (left-out optional ones are cleared). */
export const updatePost = (postId: string, body: PostUpdate) =>
  unwrap(apiClient.PUT('/admin/posts/{postId}', { params: { path: { postId } }, body }));

/** `DELETE /admin/posts/{postId}`. */
export const deletePost = (postId: string) =>
  unwrap(apiClient.DELETE('/admin/posts/{postId}', { params: { path: { postId } } }));

/** `POST /admin/send-post-emails`: queues the emails and answers how many were queued. */
export const sendPostEmails = (body: SendPostEmailsRequest) => unwrap(apiClient.POST('/admin/send-post-emails', { body }));

/** The body of a PUT that keeps everything of `post` but what `changes` says (publish, unpublish). */
export function postUpdateOf(post: Post, changes: Partial<PostUpdate> = {}): PostUpdate {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body,
    coverImage: post.coverImage,
    tags: post.tags,
    publishedAt: post.publishedAt,
    status: post.status,
    audience: post.audience,
    ...changes,
  };
}
