import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Admin: posts" lands.
export const AdminPostsPage = createPlaceholderPage('Posts', CAPABILITY.adminPosts);
export const AdminPostCreatePage = createPlaceholderPage('New post', CAPABILITY.adminPosts);
export const AdminPostDetailsPage = createPlaceholderPage('Post', CAPABILITY.adminPosts);
export const AdminPostEditPage = createPlaceholderPage('Edit post', CAPABILITY.adminPosts);
