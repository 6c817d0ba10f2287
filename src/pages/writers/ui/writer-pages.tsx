import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Artists, writers, catalogue, royalties, global search and the roster" lands.
export const WriterListPage = createPlaceholderPage('Writers', CAPABILITY.catalogue);
export const WriterOverviewPage = createPlaceholderPage('Writer overview', CAPABILITY.catalogue);
export const WriterDiscographyPage = createPlaceholderPage('Writer discography', CAPABILITY.catalogue);
