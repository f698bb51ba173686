import { formatNumber, type FrequencyResponse, type Language } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { chartSvg, saveFile, svgToPng, type ChartBar } from './chart-svg';
import { binLabel, count, pct } from './results-urls';
import { secondaryButton } from '../../lib/ui/states';
import { useMessages, type PortalWords } from '../../i18n/portal-messages';
import { RawName } from './RawName';

function barsOf(result: FrequencyResponse, language: Language): ChartBar[] {
  if (result.stats) {
    const total = result.stats.histogram.reduce((s, b) => s + b.count, 0);
    return result.stats.histogram.map((b) => ({ label: binLabel(b.from, b.to, language), value: total > 0 ? (b.count / total) * 100 : 0, text: count(b.count, language) }));
  }
  return result.rows.map((r) => ({ label: r.label, value: r.percent, text: `${pct(r.percent)} (${count(r.weighted, language)})` }));
}

/** Weighted, both bases: the respondents a figure rests on, and the weighted total it is a share of. */
const baseText = (r: FrequencyResponse, { t, language }: PortalWords) =>
  `${r.weighted ? `${t('dataset.unweightedBase', { base: r.base })}${t('dataset.weightedBase', { weighted: count(Math.round(r.weightedBase * 10) / 10, language) })}` : t('dataset.base', { base: r.base })}${r.missing > 0 ? t('dataset.withoutAnswer', { missing: r.missing }) : ''}`;

/** One question: a table that is also a horizontal bar chart (% and count with the base), or numeric statistics. */
export function FrequencyView({ result }: { result: FrequencyResponse }) {
  const words = useMessages();
  const { t, language, dir } = words;
  const { toast } = useShellServices();
  const bars = barsOf(result, language);
  const max = Math.max(1, ...bars.map((b) => b.value));
  const download = async (kind: 'svg' | 'png') => {
    try {
      const svg = chartSvg(result.label, bars, baseText(result, words), dir);
      const name = `${result.variable}.${kind}`;
      saveFile(name, kind === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await svgToPng(svg));
    } catch {
      // A browser that cannot draw the SVG onto a canvas: said in the page's words, not the drawing code's.
      toast({ title: t('dataset.chartFailed.title'), description: t('dataset.chartFailed.description'), variant: 'destructive' });
    }
  };
  return (
    // The chart's own direction: its bars grow from the start of the line, so from the right in Arabic.
    <figure className="pt:m-0" dir={dir} data-testid="frequency">
      <figcaption className="pt:mb-3">
        <span className="pt:block pt:text-base pt:font-semibold pt:text-ink">{result.label}</span>
        <RawName label={result.label} name={result.variable} />
        <span className="pt:block pt:text-sm pt:text-muted" data-testid="frequency-base">
          {baseText(result, words)}
        </span>
      </figcaption>
      {result.stats ? (
        <dl className="pt:mb-4 pt:grid pt:grid-cols-3 pt:gap-3 pt:sm:grid-cols-5" data-testid="numeric-stats">
          {(
            [
              [t('dataset.mean'), result.stats.mean],
              [t('dataset.median'), result.stats.median],
              [t('dataset.stdDev'), result.stats.stdDev],
              [t('dataset.minimum'), result.stats.min],
              [t('dataset.maximum'), result.stats.max],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="pt:rounded-md pt:bg-surface-alt pt:p-2">
              <dt className="pt:text-xs pt:font-semibold pt:text-muted">{label}</dt>
              <dd className="pt:text-lg pt:font-semibold pt:text-ink pt:tabular-nums">{value === null ? '—' : formatNumber(value, language, { maximumFractionDigits: 2 })}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {bars.length === 0 ? (
        <p className="pt:text-sm pt:text-muted">{t('dataset.noAnswers')}</p>
      ) : (
        <table className="pt:w-full pt:border-collapse pt:text-sm" data-testid="frequency-table">
          <thead>
            <tr className="pt:text-start pt:text-muted">
              <th scope="col" className="pt:py-1 pt:pe-2 pt:font-semibold">
                {result.stats ? t('dataset.range') : t('dataset.answer')}
              </th>
              <th scope="col" className="pt:w-2/5 pt:py-1 pt:font-semibold">
                <span className="pt:sr-only">{t('dataset.bar')}</span>
              </th>
              <th scope="col" className="pt:py-1 pt:ps-2 pt:text-end pt:font-semibold">
                {result.stats ? t('dataset.respondents') : t('dataset.percent')}
              </th>
              {result.stats ? null : (
                <th scope="col" className="pt:py-1 pt:ps-2 pt:text-end pt:font-semibold">
                  {result.weighted ? t('dataset.weightedCount') : t('dataset.count')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, i) => {
              const net = result.rows[i]?.kind === 'net';
              return (
                <tr key={`${bar.label}-${i}`} className={`pt:border-t pt:border-line ${net ? 'pt:bg-surface-alt' : ''}`} data-kind={net ? 'net' : undefined}>
                  <th scope="row" className="pt:py-1.5 pt:pe-2 pt:text-start pt:font-normal pt:text-ink">
                    {net ? (
                      <>
                        <bdi className="pt:font-semibold">{bar.label}</bdi> <span className="pt:text-xs pt:text-muted">{t('dataset.netTag')}</span>
                      </>
                    ) : (
                      bar.label
                    )}
                  </th>
                  <td className="pt:py-1.5">
                    <div aria-hidden="true" className="pt:h-4 pt:rounded-sm pt:bg-brand" style={{ width: `${Math.max(0.5, (bar.value / max) * 100)}%` }} />
                  </td>
                  {result.stats ? (
                    <td className="pt:py-1.5 pt:ps-2 pt:text-end pt:tabular-nums">{bar.text}</td>
                  ) : (
                    <>
                      <td className="pt:py-1.5 pt:ps-2 pt:text-end pt:font-semibold pt:tabular-nums">{pct(result.rows[i]!.percent)}</td>
                      <td className="pt:py-1.5 pt:ps-2 pt:text-end pt:text-muted pt:tabular-nums">{count(Math.round(result.rows[i]!.weighted * 10) / 10, language)}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {result.notes.length > 0 ? (
        <ul className="pt:mt-2 pt:space-y-0.5 pt:text-sm pt:text-muted">
          {result.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <div className="pt:mt-3 pt:flex pt:flex-wrap pt:gap-2">
        <button type="button" className={secondaryButton} onClick={() => void download('svg')}>
          {t('dataset.chartSvg')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => void download('png')}>
          {t('dataset.chartPng')}
        </button>
      </div>
    </figure>
  );
}
