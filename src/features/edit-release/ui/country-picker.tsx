import type { FieldMetadata } from '@conform-to/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { RELEASE_RULE_TEXTS } from '@/entities/release';
import { Field, Input } from '@/shared/ui';
import { COUNTRY_CODES, CountryFlag, countryName, isCountryCode, type CountryCode } from '@/shared/ui/country-flag';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  chosen: css({ textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  list: css({
    maxH: '72',
    overflowY: 'auto',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'control',
    py: '1',
  }),
  row: css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', textStyle: 'sm', _hover: { bg: 'bg.muted' } }),
  option: css({ display: 'flex', flex: '1', alignItems: 'center', gap: '2', py: '1.5', cursor: 'pointer', minW: '0' }),
  box: css({ w: '4', h: '4', flexShrink: '0', accentColor: 'accent.default', cursor: 'pointer' }),
  code: css({ ms: 'auto', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  empty: css({ px: '3', py: '2', textStyle: 'sm', color: 'fg.muted' }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
};

interface Country {
  code: CountryCode;
  name: string;
}

const byName = (a: Country, b: Country) => a.name.localeCompare(b.name, 'en');

/** "nor" finds Norway (a word of its name starts so) and "no" also its code. */
const matches = (country: Country, query: string) =>
  country.code.toLowerCase() === query || country.name.toLowerCase().split(/[\s,()-]+/).some((word) => word.startsWith(query));

export interface CountryPickerProps {
  /** The form's Conform field: every chosen country is a value of it; its first error shows here. */
  field: FieldMetadata<unknown>;
  chosen: readonly string[];
}

/**
 * The countries as checkboxes of one form field, each with its flag: the chosen ones, or those a
 * search by name or code finds (250 at once would be a long scroll on a phone). A chosen country
 * the search hides stays in the form as a hidden value, so the form always holds the whole
 * choice; the form's change handler saves it.
 */
export function CountryPicker({ field, chosen }: CountryPickerProps) {
  const { name } = field;
  const error = field.errors?.[0];
  const id = useId();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim().toLowerCase());
  const countries = useMemo(() => COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort(byName), []);
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const shown = countries.filter((country) => (search === '' ? chosenSet.has(country.code) : matches(country, search)));
  const shownCodes = new Set(shown.map((country) => country.code));
  const chosenNames = chosen.filter(isCountryCode).map(countryName);
  return (
    <div className={styles.root}>
      {/* The search narrows the list; it is no value of the form (it has no name). */}
      <Field label="Search countries">
        <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Name or code, e.g. Norway or NO" autoComplete="off" aria-describedby={`${id}-chosen`} />
      </Field>
      <p id={`${id}-chosen`} className={styles.chosen} aria-live="polite">
        {chosen.length === 0 ? RELEASE_RULE_TEXTS.territoriesRequired : `${chosen.length} chosen: ${chosenNames.join(', ')}`}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.list} aria-label="Countries">
        {shown.map((country) => (
          <li key={country.code} className={styles.row}>
            <label className={styles.option}>
              <input
                type="checkbox"
                name={name}
                value={country.code}
                checked={chosenSet.has(country.code)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                // The form's change handler saves the choice; the new list comes back as `chosen`.
                onChange={() => undefined}
                className={styles.box}
              />
              <CountryFlag code={country.code} />
              {country.name}
            </label>
            <span className={styles.code} aria-hidden="true">
              {country.code}
            </span>
          </li>
        ))}
        {shown.length === 0 && (
          <li className={styles.empty}>{search === '' ? 'Search for a country by its name or code.' : `No country matches “${query.trim()}”.`}</li>
        )}
      </ul>
      {chosen
        .filter((code) => !shownCodes.has(code as CountryCode))
        .map((code) => (
          <input key={code} type="hidden" name={name} value={code} />
        ))}
    </div>
  );
}
