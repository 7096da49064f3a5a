import { Button } from './button.tsx';
import './pagination.css';

type TPaginationProps = {
  /** The navigation's name ("Invoice pages"). */
  label: string;
  /** Where the reader is ("Page 2 of 5"). */
  currentText: string;
  previousText: string;
  nextText: string;
  previous: number | null;
  next: number | null;
  onPage: (page: number) => void;
  /** The page's own class, for its own spacing or colours. */
  className?: string;
};

/** Previous and next buttons around the page the reader is on; a button is disabled where there is no page. */
export function Pagination({ label, currentText, previousText, nextText, previous, next, onPage, className }: TPaginationProps) {
  return (
    <nav className={className ? `pagination ${className}` : 'pagination'} aria-label={label}>
      <Button variant="secondary" disabled={previous === null} onClick={() => previous !== null && onPage(previous)}>
        {previousText}
      </Button>
      <span className="pagination__current" aria-current="page">
        {currentText}
      </span>
      <Button variant="secondary" disabled={next === null} onClick={() => next !== null && onPage(next)}>
        {nextText}
      </Button>
    </nav>
  );
}
