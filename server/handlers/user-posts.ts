import { listReadablePosts, readPost } from '../posts/reader.js';
import type { Handlers } from './types.js';

/** The reader's side of posts (tag User): the dashboard's announcements. */
export const userPostHandlers = {
  async listUserPosts(request) {
    return listReadablePosts(this.db, request.caller!, request.query);
  },

  async getUserPost(request) {
    return readPost(this.db, request.caller!, request.params.postId);
  },
} satisfies Handlers;
