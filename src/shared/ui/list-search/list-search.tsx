import { useEffect, useRef } from 'react';
import { surfaceStyles } from '../data-view';
import { Input } from '../input';

export interface ListSearchProps {
  /** The search in the address (undefined: none). */
  value: string | undefined;
  /** A new search (trimmed; undefined when blank). Enter adds a history entry, leaving the field replaces it. */
  onSearch: (value: string | undefined, options: { replace: boolean }) => void;
  placeholder: string;
  label?: string;
  maxLength?: number;
}

/**
 * The search field of a list whose filters live in the address: searched on Enter or on leaving
 * the field, and showing the address's search again when it changes otherwise (back, forward,
 * clear filters) while the field is not being typed in.
 */
export function ListSearch({ value, onSearch, placeholder, label = 'Search', maxLength = 200 }: ListSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (field && field !== document.activeElement) field.value = value ?? '';
  }, [value]);
  const commit = (field: HTMLInputElement, replace: boolean) => onSearch(field.value.trim() || undefined, { replace });
  return (
    <label className={surfaceStyles.label}>
      {label}
      <Input
        ref={input}
        type="search"
        defaultValue={value ?? ''}
        placeholder={placeholder}
        maxLength={maxLength}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget, false);
        }}
        onBlur={(event) => commit(event.currentTarget, true)}
      />
    </label>
  );
}
