export { EARLY_GET_LIFETIME_MS, keepEarlyGet, takeEarlyGet, type EarlyGet } from './early-get';
export { keepEarlyVerify, takeEarlyVerify, type EarlyVerify } from './early-verify';
export { TOKEN_STORAGE_KEY, createTokenStore, tokenStore } from './token-store';
export type { TokenListener, TokenStore } from './token-store';
