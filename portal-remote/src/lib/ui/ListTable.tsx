import type { ReactNode } from 'react';
import { cn } from '../cn';

export interface ListColumn {
  label: string;
  /** Read by screen readers only (an actions column). */
  hidden?: boolean;
  className?: string;
}

/**
 * The portal's list tables (projects, clients, staff): a labelled region that scrolls sideways on a
 * phone, its headers in the reader's language, the rows the caller's. `relative`: the rows'
 * visually hidden labels are positioned, and without a positioned box inside the scroller they
 * escaped its clipping and widened the whole page on phones.
 */
export function ListTable({ label, columns, children, testId }: { label: string; columns: readonly ListColumn[]; children: ReactNode; testId?: string }) {
  return (
    <div className="pt:relative pt:overflow-x-auto pt:rounded-xl pt:border pt:border-line pt:bg-surface" tabIndex={0} role="region" aria-label={label}>
      <table className="pt:min-w-full pt:text-start pt:text-sm" data-testid={testId}>
        <thead className="pt:bg-surface-alt pt:text-ink">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn('pt:px-4 pt:py-2 pt:text-start', column.className)}>
                {column.hidden ? <span className="pt:sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
