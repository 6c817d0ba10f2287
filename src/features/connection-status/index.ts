export { ConnectionStatus } from './ui/connection-status';
export { useOnlineStatus } from './ui/use-online-status';
export { CONNECTION_RESTORED_TEXT, OFFLINE_BANNER_TEXT } from './config/texts';
