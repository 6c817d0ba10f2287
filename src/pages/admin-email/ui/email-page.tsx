import type { ReactNode } from 'react';
import { button } from 'styled-system/recipes';
import { PageHeader, surfaceStyles as s, type PageHeaderProps } from '@/shared/ui';
import { EmailNav } from './email-nav';

/** The frame of every email page: the sub-navigation, then the page's header and content. */
export function EmailPage({ children, ...header }: PageHeaderProps & { children: ReactNode }) {
  return (
    <div className={s.page}>
      <EmailNav />
      <PageHeader {...header} />
      {children}
    </div>
  );
}

/** A link that looks like an outline button (a way to another page among the page's actions). */
export const linkButton = button({ variant: 'outline' });
