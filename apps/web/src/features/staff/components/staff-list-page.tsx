import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTranslation } from '../../../lib/translation.ts';

type TStaffListPageProps = {
  /** The message keys of the page's title and lead, and of the list's heading (read by screen readers only). */
  texts: { title: string; lead: string; list: string };
  /** The id that names the list's section. */
  listId: string;
  /** Above the heading (a link back) and between the heading and the list (a notice). */
  before?: ReactNode;
  after?: ReactNode;
  /** The list's filters, states and table. */
  children: ReactNode;
};

/** A staff list page (the order queue, questions, fapiaos): the heading, then the list in a card. */
export function StaffListPage({ texts, listId, before, after, children }: TStaffListPageProps) {
  const { t } = useTranslation();
  return (
    <div className="staff-page">
      {before}
      <PageHeader
        className="staff-page__header"
        title={t(texts.title)}
        lead={t(texts.lead)}
        classes={{ title: 'staff-page__title', lead: 'staff-page__lead' }}
      />
      {after}
      <section className="card" aria-labelledby={listId}>
        <h2 id={listId} className="visually-hidden">
          {t(texts.list)}
        </h2>
        {children}
      </section>
    </div>
  );
}
