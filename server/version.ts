export const APP_NAME = 'Royalty Desk';
export const APP_VERSION = '2025.08.8';
