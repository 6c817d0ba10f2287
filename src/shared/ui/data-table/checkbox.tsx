import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';

const box = css({ w: '4', h: '4', accentColor: 'accent.default', cursor: 'pointer', display: 'block' });

export interface RowCheckboxProps {
  checked: boolean;
  /** "Some" (the select-all box while part of the page is selected). */
  indeterminate?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}

/** A table's selection box. */
export function RowCheckbox({ checked, indeterminate = false, label, onChange }: RowCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={box} checked={checked} aria-label={label} onChange={(event) => onChange(event.target.checked)} />;
}
