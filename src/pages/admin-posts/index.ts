export { AdminPostsPage } from './ui/admin-posts-page';
export { AdminPostCreatePage, AdminPostEditPage } from './ui/post-form-pages';
export { AdminPostDetailsPage } from './ui/admin-post-details-page';
