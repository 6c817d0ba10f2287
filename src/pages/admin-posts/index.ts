export { AdminPostCreatePage, AdminPostDetailsPage, AdminPostEditPage, AdminPostsPage } from './ui/admin-post-pages';
