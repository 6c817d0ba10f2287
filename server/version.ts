import { PRODUCT_NAME } from '../src/shared/config/company.js';

/** The product's name, from the one home the app shares. */
export const APP_NAME = PRODUCT_NAME;
export const APP_VERSION = '2025.08.8';
