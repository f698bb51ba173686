import { formatNumber, quotaCellLabels, quotaLabel, type FieldworkCell, type FieldworkView } from '@swat/shared-contracts';
import { useMessages } from '../../i18n/portal-messages';

/** A cell's level labels, in the plan's dimension order. */
export function cellLabel(view: Pick<FieldworkView, 'dimensions'>, cell: Pick<FieldworkCell, 'levels'>, language: 'en' | 'ar'): string {
  return quotaCellLabels(view.dimensions, cell.levels, language).join(' · ');
}

/** Achieved against target, with a tick where the plan expects the cell to be today. */
function Bar({ cell }: { cell: FieldworkCell }) {
  const share = cell.target > 0 ? Math.min(1, cell.achieved / cell.target) : 1;
  const expected = cell.expected !== null && cell.target > 0 ? Math.min(1, cell.expected / cell.target) : null;
  return (
    <div aria-hidden="true" className="pt:relative pt:h-2.5 pt:w-full pt:overflow-hidden pt:rounded-full pt:bg-surface-alt">
      {/* Logical inset: in Arabic the bar grows from the right. */}
      <div className={`pt:absolute pt:inset-y-0 pt:start-0 ${cell.behind ? 'pt:bg-danger' : 'pt:bg-brand'}`} style={{ width: `${share * 100}%` }} />
      {expected !== null ? <div className="pt:absolute pt:inset-y-0 pt:w-0.5 pt:bg-ink" style={{ insetInlineStart: `${expected * 100}%` }} /> : null}
    </div>
  );
}

/** The quota cells: a table from tablet width up, one card a cell on a phone; behind-plan cells marked in words and colour. */
export function QuotaTable({ view }: { view: FieldworkView }) {
  const { t, language } = useMessages();
  const n = (v: number) => formatNumber(v, language);
  const status = (cell: FieldworkCell) => (cell.behind ? t('fieldwork.quota.behind') : cell.achieved >= cell.target ? t('fieldwork.quota.met') : t('fieldwork.quota.onPlan'));
  const behind = view.cells.filter((c) => c.behind).length;
  return (
    <section aria-labelledby="quota-heading" className="pt:space-y-3">
      <div className="pt:flex pt:flex-wrap pt:items-baseline pt:justify-between pt:gap-2">
        <h3 id="quota-heading" className="pt:font-semibold pt:text-ink">
          {t('fieldwork.quota.heading')}
        </h3>
        <p className="pt:text-sm pt:text-muted">{behind > 0 ? t('fieldwork.quota.behindCount', { count: behind }) : t('fieldwork.quota.allOnPlan')}</p>
      </div>
      <table className="pt:hidden pt:w-full pt:border-collapse pt:text-sm pt:sm:table">
        <thead>
          <tr className="pt:border-b pt:border-line pt:text-muted">
            <th scope="col" className="pt:py-2 pt:text-start pt:font-medium">
              {view.dimensions.map((d) => quotaLabel(d, language)).join(' · ')}
            </th>
            <th scope="col" className="pt:py-2 pt:text-end pt:font-medium">
              {t('fieldwork.quota.achieved')}
            </th>
            <th scope="col" className="pt:py-2 pt:text-end pt:font-medium">
              {t('fieldwork.quota.target')}
            </th>
            <th scope="col" className="pt:w-1/3 pt:px-3 pt:py-2">
              <span className="pt:sr-only">{t('fieldwork.quota.progress')}</span>
            </th>
            <th scope="col" className="pt:py-2 pt:text-start pt:font-medium">
              {t('fieldwork.quota.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {view.cells.map((cell) => (
            <tr key={cell.levels.join('|')} className={`pt:border-b pt:border-line ${cell.behind ? 'pt:bg-danger/5' : ''}`} data-behind={cell.behind || undefined}>
              <th scope="row" className="pt:py-2 pt:text-start pt:font-normal pt:text-ink">
                {cellLabel(view, cell, language)}
              </th>
              <td className="pt:py-2 pt:text-end pt:tabular-nums">{n(cell.achieved)}</td>
              <td className="pt:py-2 pt:text-end pt:tabular-nums">{n(cell.target)}</td>
              <td className="pt:px-3 pt:py-2">
                <Bar cell={cell} />
              </td>
              <td className={`pt:py-2 ${cell.behind ? 'pt:font-medium pt:text-danger' : 'pt:text-muted'}`}>{status(cell)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="pt:space-y-2 pt:sm:hidden">
        {view.cells.map((cell) => (
          <li key={cell.levels.join('|')} className={`pt:rounded-lg pt:border pt:p-3 ${cell.behind ? 'pt:border-danger' : 'pt:border-line'} pt:bg-surface`}>
            <div className="pt:flex pt:items-baseline pt:justify-between pt:gap-2">
              <p className="pt:text-sm pt:font-medium pt:text-ink">{cellLabel(view, cell, language)}</p>
              <p className="pt:text-sm pt:tabular-nums pt:text-ink">{t('fieldwork.quota.ofTarget', { achieved: n(cell.achieved), target: n(cell.target) })}</p>
            </div>
            <div className="pt:mt-2">
              <Bar cell={cell} />
            </div>
            <p className={`pt:mt-1 pt:text-xs ${cell.behind ? 'pt:font-medium pt:text-danger' : 'pt:text-muted'}`}>{status(cell)}</p>
          </li>
        ))}
      </ul>
      {view.outsideQuota > 0 ? <p className="pt:text-sm pt:text-muted">{t('fieldwork.quota.outside', { count: view.outsideQuota })}</p> : null}
      <p className="pt:text-xs pt:text-muted">{t('fieldwork.quota.rule')}</p>
    </section>
  );
}
