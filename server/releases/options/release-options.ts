import countries from 'i18n-iso-countries';
import ISO6391 from 'iso-639-1';
import type { components } from '../../generated/openapi.js';
import { GENRE_TREE } from './genre-tree.js';

type ReleaseOptions = components['schemas']['ReleaseOptions'];

/** "No language": ISO 639-2 `zxx` (no linguistic content), offered first. */
export const INSTRUMENTAL = { code: 'zxx', name: 'Instrumental' } as const;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

function buildOptions(): ReleaseOptions {
  const primaryGenres = Object.keys(GENRE_TREE);
  const genres = [...new Set([...primaryGenres, ...Object.values(GENRE_TREE).flat()])].sort((a, b) => a.localeCompare(b, 'en'));
  const languages = [
    INSTRUMENTAL,
    ...ISO6391.getAllCodes()
      .map((code) => ({ code, name: ISO6391.getName(code) }))
      .sort(byName),
  ];
  const countryList = Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort(byName);
  return { primaryGenres, genres, languages, countries: countryList };
}

/** The option lists (built once: they change only with a new server version). */
export const RELEASE_OPTIONS: ReleaseOptions = buildOptions();

export const PRIMARY_GENRES: ReadonlySet<string> = new Set(RELEASE_OPTIONS.primaryGenres);
export const GENRES: ReadonlySet<string> = new Set(RELEASE_OPTIONS.genres);
/** A release stores the language's name (`Instrumental`, `English`). */
export const LANGUAGE_NAMES: ReadonlySet<string> = new Set(RELEASE_OPTIONS.languages.map((language) => language.name));
/** The ISO 3166-1 alpha-2 codes a release's territories may name. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(RELEASE_OPTIONS.countries.map((country) => country.code));
