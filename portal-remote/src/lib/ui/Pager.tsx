import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/portal-messages';
import { secondaryButton } from './states';

/** How many pages `total` items fill at `pageSize` a page (never fewer than one). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The one pager of the portal's lists: previous, "Page 2 of 7", next, in the page's language.
 * `summary` stands before the buttons (e.g. "42 projects"); the caller owns where the page
 * number lives (the URL, or state).
 */
export function Pager({ page, pages, onPage, summary }: { page: number; pages: number; onPage: (page: number) => void; summary?: ReactNode }) {
  const { t } = useMessages();
  return (
    <nav aria-label={t('pager.label')} className="pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:text-sm pt:text-ink">
      {summary ? <span>{summary}</span> : null}
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.pageOf', { page, pages })}</span>
      <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
