import { useRef, useState, type ReactNode } from 'react';
import { HiddenFileInput } from '@/shared/ui/file-input';
import { wizardStyles as styles } from './wizard-styles';

export interface FileDropProps {
  accept: string;
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  children: ReactNode;
}

/** A file picker that also takes a dropped file (the first one). */
export function FileDrop({ accept, label, onFile, disabled, invalid, describedBy, children }: FileDropProps) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <label
      className={styles.drop}
      data-dragging={dragging || undefined}
      data-invalid={invalid || undefined}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
    >
      <HiddenFileInput
        ref={input}
        accept={accept}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onPick={onFile}
      />
      {children}
    </label>
  );
}
