import { css, cx } from 'styled-system/css';
import { Avatar } from '@/shared/ui';
import type { SearchItem } from '../api/search-api';
import { highlightParts } from '../lib/highlight';

const styles = {
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    px: '3',
    py: '2',
    borderRadius: 'control',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    '&[aria-selected=true]': { bg: 'bg.muted', outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '-0.5' },
  }),
  text: css({ display: 'flex', flexDirection: 'column', minW: '0', gap: '0.5' }),
  name: css({
    textStyle: 'md',
    fontWeight: 'semibold',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '& mark': { bg: '[transparent]', color: 'accent.fg', fontWeight: 'bold' },
  }),
  subtitle: css({ textStyle: 'sm', color: 'fg.muted' }),
};

export interface SearchResultRowProps {
  item: SearchItem;
  id: string;
  query: string;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}

/** One option: 96 px avatar (blank without an image), highlighted name, optional subtitle. */
export function SearchResultRow({ item, id, query, active, onPick, onHover }: SearchResultRowProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      aria-label={item.name}
      aria-describedby={item.subtitle ? `${id}-subtitle` : undefined}
      className={cx(styles.row)}
      onClick={onPick}
      onMouseMove={active ? undefined : onHover}
    >
      <Avatar src={item.image} name={item.name} size="2xl" fallback="blank" />
      <span className={styles.text}>
        <span className={styles.name}>
          {highlightParts(item.name, query).map((part, index) =>
            part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
          )}
        </span>
        {item.subtitle ? <span id={`${id}-subtitle`} className={styles.subtitle}>{item.subtitle}</span> : null}
      </span>
    </li>
  );
}
