export { WriterDiscographyPage, WriterListPage, WriterOverviewPage } from './ui/writer-pages';
