import { formatNumber, type CrosstabResponse } from '@swat/shared-contracts';
import { ScrollArea } from './ScrollHint';
import { count, pct } from './results-urls';
import { useMessages } from '../../i18n/portal-messages';

/** Banner variables with the columns they span, for the first header row. */
function groupsOf(table: CrosstabResponse) {
  const groups: { label: string; span: number }[] = [];
  table.columns.forEach((c, i) => {
    const prev = table.columns[i - 1];
    if (prev && prev.variable === c.variable) groups[groups.length - 1]!.span++;
    else groups.push({ label: c.variable ? c.variableLabel : '', span: 1 });
  });
  return groups;
}

/**
 * A research table: column percentages by subgroup with the count under each, the base of
 * every column, and the letters of the columns a figure is significantly higher than.
 */
export function CrosstabTable({ table }: { table: CrosstabResponse }) {
  const { t, language } = useMessages();
  const groups = groupsOf(table);
  const cellClass = 'pt:border-s pt:border-line pt:px-3 pt:py-1.5 pt:text-end pt:tabular-nums pt:whitespace-nowrap';
  return (
    <div data-testid="crosstab">
      <p className="pt:mb-2 pt:text-base pt:font-semibold pt:text-ink">{table.row.label}</p>
      <ScrollArea label={t('dataset.crosstabOf', { label: table.row.label })} id="crosstab">
        <table className="pt:min-w-full pt:border-collapse pt:text-sm" data-testid="crosstab-table">
          <caption className="pt:sr-only">
            {t('dataset.crosstabCaption', { row: table.row.label, banner: groups.filter((g) => g.label).map((g) => g.label).join(', ') || t('dataset.total') })}
          </caption>
          <thead className="pt:bg-surface-alt pt:text-ink">
            <tr>
              <td />
              {groups.map((g, i) => (
                <th key={i} scope="colgroup" colSpan={g.span} className="pt:border-s pt:border-line pt:px-3 pt:pt-2 pt:text-center pt:font-semibold">
                  {g.label}
                </th>
              ))}
            </tr>
            <tr>
              <td />
              {table.columns.map((c, i) => (
                <th key={i} scope="col" className="pt:border-s pt:border-line pt:px-3 pt:pb-2 pt:text-center pt:align-bottom pt:font-semibold">
                  {c.label}
                  {c.letter ? <span className="pt:block pt:text-xs pt:font-bold pt:text-muted">({c.letter})</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="pt:border-t pt:border-line pt:bg-surface">
              <th scope="row" className="pt:px-3 pt:py-1.5 pt:text-start pt:font-semibold">
                {table.weighted ? t('dataset.unweightedBaseRow') : t('dataset.baseRow')}
              </th>
              {table.columns.map((c, i) => (
                <td key={i} className={`${cellClass} pt:font-semibold`} data-testid="crosstab-base">
                  {formatNumber(c.base, language)}
                  {c.lowBase ? <span title={t('dataset.lowBase')}> *</span> : null}
                </td>
              ))}
            </tr>
            {table.weighted ? (
              <tr className="pt:bg-surface">
                <th scope="row" className="pt:px-3 pt:py-1.5 pt:text-start pt:font-semibold">
                  {t('dataset.weightedBaseRow')}
                </th>
                {table.columns.map((c, i) => (
                  <td key={i} className={`${cellClass} pt:font-semibold`} data-testid="crosstab-weighted-base">
                    {count(Math.round(c.weightedBase * 10) / 10, language)}
                  </td>
                ))}
              </tr>
            ) : null}
            {table.weighted ? (
              <tr className="pt:bg-surface pt:text-muted">
                <th scope="row" className="pt:px-3 pt:py-1 pt:text-start pt:font-normal">
                  {t('dataset.effectiveBase')}
                </th>
                {table.columns.map((c, i) => (
                  <td key={i} className={cellClass}>
                    {count(Math.round(c.effectiveBase * 10) / 10, language)}
                  </td>
                ))}
              </tr>
            ) : null}
            {table.rows.map((r) => (
              <tr key={`${r.kind}:${r.value}`} className={`pt:border-t pt:border-line ${r.kind === 'net' ? 'pt:bg-surface-alt' : 'pt:bg-surface'}`} data-kind={r.kind}>
                <th scope="row" className="pt:px-3 pt:py-1.5 pt:text-start pt:font-normal pt:text-ink">
                  {r.kind === 'net' ? (
                    <>
                      <bdi className="pt:font-semibold">{r.label}</bdi> <span className="pt:text-xs pt:text-muted">{t('dataset.netTag')}</span>
                    </>
                  ) : (
                    r.label
                  )}
                </th>
                {r.cells.map((cell, i) => (
                  <td key={i} className={cellClass}>
                    <span className="pt:font-semibold pt:text-ink">{pct(cell.percent)}</span>
                    {cell.higherThan.length > 0 ? (
                      <span className="pt:ms-1 pt:font-bold pt:text-danger" data-testid="sig-letters" title={t('dataset.higherThan', { letters: cell.higherThan.join(', ') })}>
                        {cell.higherThan.join('')}
                      </span>
                    ) : null}
                    <span className="pt:block pt:text-xs pt:text-muted">{count(Math.round(cell.weighted * 10) / 10, language)}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <ul className="pt:mt-2 pt:space-y-0.5 pt:text-sm pt:text-muted" data-testid="crosstab-notes">
        {table.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}
