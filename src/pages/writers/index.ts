export { WriterDiscographyPage } from './ui/writer-discography-page';
export { WriterListPage } from './ui/writer-list-page';
export { WriterOverviewPage } from './ui/writer-overview-page';
