export { MobileUnsupportedPage } from './ui/mobile-page';
