import { UPCOMING_AREA, createNotBuiltPage } from '@/widgets/not-built-page';

// Not built yet until "Admin: posts" lands.
export const AdminPostsPage = createNotBuiltPage('Posts', UPCOMING_AREA.adminPosts);
export const AdminPostCreatePage = createNotBuiltPage('New post', UPCOMING_AREA.adminPosts);
export const AdminPostDetailsPage = createNotBuiltPage('Post', UPCOMING_AREA.adminPosts);
export const AdminPostEditPage = createNotBuiltPage('Edit post', UPCOMING_AREA.adminPosts);
