import { useState } from 'react';
import { Button, toaster } from '@/shared/ui';

/** Copies a sign-up link; says so on the button for a moment. */
export function CopyLinkButton({ url, context }: { url: string; /** Whose link, for screen readers: "for ada@example.com". */ context?: string }) {
  const [copied, setCopied] = useState(false);
  const text = copied ? 'Link copied' : 'Copy link';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toaster.create({ type: 'error', title: 'Could not copy the link', description: 'Select the link and copy it by hand.' });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={context ? `${text} ${context}` : undefined}>
      {text}
    </Button>
  );
}
