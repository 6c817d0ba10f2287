import { useState } from 'react';
import { Button, toaster } from '@/shared/ui';

/** Copies a sign-up link to the clipboard (with `announce`, says so); says so when the browser refuses. */
export async function copyLink(url: string, { announce = false } = {}): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    if (announce) toaster.create({ type: 'success', title: 'Sign-up link copied' });
    return true;
  } catch {
    toaster.create({ type: 'error', title: 'Could not copy the link', description: 'Select the link and copy it by hand.' });
    return false;
  }
}

/** Copies a sign-up link; says so on the button for a moment. */
export function CopyLinkButton({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!(await copyLink(url))) return;
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? 'Link copied' : 'Copy link'}
    </Button>
  );
}
