// Not in the shared/ui barrel: every country's flag colours (runtime-neutral data), for the
// screens that load them lazily.
export { CountryFlag } from './country-flag';
export { countryName } from './country-name';
export { COUNTRY_CODES, flagOf, isCountryCode, type CountryCode, type FlagStripes } from './flag-colours';
