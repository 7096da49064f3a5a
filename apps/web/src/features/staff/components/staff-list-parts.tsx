import type { TLoadTexts } from '../../../components/ui/load-fallback.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** The staff console's texts of a list loading, failing to load, and its retry link (LoadFallback). */
export const STAFF_LOAD_TEXTS: TLoadTexts = { loading: 'staff-loading', loadError: 'staff-load-error', retry: 'staff-retry' };

/** The pages of a staff list, shown when there is more than one. */
export function StaffListPages({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      label={t('staff-pagination-label')}
      currentText={t('staff-pagination-current', { page, pages: pageCount })}
      previousText={t('staff-pagination-previous')}
      nextText={t('staff-pagination-next')}
      previous={page > 1 ? page - 1 : null}
      next={page < pageCount ? page + 1 : null}
      onPage={onPage}
    />
  );
}
