// Not in the shared/ui barrel: it carries every country's colours, for the pages that load it lazily.
export { CountryFlag } from './country-flag';
