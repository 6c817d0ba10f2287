import { css } from 'styled-system/css';
import { CountryFlag, countryName, isCountryCode } from '@/shared/ui/country-flag';

/** Past this many countries the list opens on demand, under its count. */
const SHOWN_AT_ONCE = 8;

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '1' }),
  item: css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', px: '2', py: '0.5', bg: 'bg.muted', borderRadius: 'full' }),
  toggle: css({ cursor: 'pointer', color: 'accent.fg', fontWeight: 'medium', w: 'fit' }),
};

function Countries({ codes }: { codes: readonly string[] }) {
  return (
    <ul className={styles.list} aria-label="Territories">
      {codes.map((code) => (
        <li key={code} className={styles.item}>
          {isCountryCode(code) && <CountryFlag code={code} />}
          {countryName(code)}
        </li>
      ))}
    </ul>
  );
}

/** The countries a release is sold in, by name with their flags; a long list behind its count. */
export function TerritoryList({ codes }: { codes: readonly string[] }) {
  const count = `${codes.length} ${codes.length === 1 ? 'country' : 'countries'}`;
  if (codes.length <= SHOWN_AT_ONCE) {
    return (
      <>
        {count}
        <Countries codes={codes} />
      </>
    );
  }
  return (
    <details>
      <summary className={styles.toggle}>{count}</summary>
      <Countries codes={codes} />
    </details>
  );
}
