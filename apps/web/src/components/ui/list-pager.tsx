import { useTranslation } from '../../lib/translation.ts';
import { Button } from './button.tsx';

type TListPagerProps = {
  /** The page's class block: the nav is `{block}__pagination`, its texts the keys `{block}-pagination`, `-previous`, `-page`, `-next`. */
  block: string;
  pagination: { pages: number; previous: number | null; next: number | null } | undefined;
  page: number;
  onPage: (page: number) => void;
};

/** Previous and next around "page n of m" under an automated tool's list of jobs; nothing while there is one page. */
export function ListPager({ block, pagination, page, onPage }: TListPagerProps) {
  const { t } = useTranslation();
  if (!pagination || pagination.pages <= 1) return null;
  return (
    <nav className={`${block}__pagination`} aria-label={t(`${block}-pagination`)}>
      <Button variant="secondary" disabled={pagination.previous === null} onClick={() => onPage(pagination.previous ?? 1)}>
        {t(`${block}-previous`)}
      </Button>
      <span aria-current="page">{t(`${block}-page`, { page, pages: pagination.pages })}</span>
      <Button variant="secondary" disabled={pagination.next === null} onClick={() => onPage(pagination.next ?? page)}>
        {t(`${block}-next`)}
      </Button>
    </nav>
  );
}
