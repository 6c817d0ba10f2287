export { ArkLocale, useDocumentDirection } from './ark-locale';
