import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.ts';

type TDataTableProps = {
  /** The classes of the scrolling wrapper and of the table (each list keeps its own). */
  classes: { scroll: string; table: string };
  /** The message keys of the column headings, in order. */
  columns: readonly string[];
  /** A caption for screen readers. */
  caption?: string;
  /** Dims the rows while a newer page loads. */
  isBusy: boolean;
  /** The rows. */
  children: ReactNode;
};

/** A list as a table that scrolls sideways on narrow screens: headed columns, then the caller's rows. */
export function DataTable({ classes, columns, caption, isBusy, children }: TDataTableProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.scroll}>
      <table className={classes.table} aria-busy={isBusy || undefined}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
