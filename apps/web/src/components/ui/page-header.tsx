import type { ReactNode } from 'react';

type TPageHeaderProps = {
  /** The header's own class (each page spaces its header its own way). */
  className: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The classes of the title and the lead; the shared page styles unless a page has its own. */
  classes?: { title?: string; lead?: string };
  /** Anything more under the lead (a link, a note). */
  children?: ReactNode;
};

/** A page's heading and the line that introduces it. */
export function PageHeader({ className, title, lead, classes, children }: TPageHeaderProps) {
  return (
    <header className={className}>
      <h1 className={classes?.title ?? 'page__title'}>{title}</h1>
      {lead ? <p className={classes?.lead ?? 'page__lead'}>{lead}</p> : null}
      {children}
    </header>
  );
}
