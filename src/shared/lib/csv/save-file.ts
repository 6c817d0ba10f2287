/** Offers `content` as a download named `filename` (a temporary `<a download>` on an object URL). */
export function saveFile(content: Blob | string, filename: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark so that spreadsheet programs read UTF-8 text as UTF-8.
  const blob = typeof content === 'string' ? new Blob(['\uFEFF', content], { type }) : content;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** `usage-2026-11-26.csv`: a name and today's date. */
export const datedFilename = (name: string, extension = 'csv') => `${name}-${new Date().toISOString().slice(0, 10)}.${extension}`;
