import { useEffect, useState } from 'react';

/** An object URL of a blob for as long as it is shown. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(blob);
    let live = true;
    void Promise.resolve().then(() => live && setEntry({ blob, url }));
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return entry && entry.blob === blob ? entry.url : null;
}
