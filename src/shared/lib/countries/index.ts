export { COUNTRY_CODES, flagOf, isCountryCode, type CountryCode, type FlagStripes } from './flag-colours';
export { countryName } from './country-name';
