import { createPost, deletePost, listPostsForAdmin, postOr404, replacePost } from '../posts/post-store.js';
import type { Handlers } from './types.js';

export const adminPostHandlers = {
  async adminListPosts(request) {
    return listPostsForAdmin(this.db, request.query);
  },

  async adminCreatePost(request, reply) {
    return reply.code(201).send(await createPost(this.db, request.caller!.userId, request.body));
  },

  async adminGetPost(request) {
    return postOr404(this.db, request.params.postId);
  },

  async adminUpdatePost(request) {
    return replacePost(this.db, request.params.postId, request.body);
  },

  async adminDeletePost(request) {
    await deletePost(this.db, request.params.postId);
    return { success: true, message: 'The post was deleted.' };
  },
} satisfies Handlers;
