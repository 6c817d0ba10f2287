export { AdminPresencePage } from './ui/admin-presence-page';
