import { formatDate, formatNumber, type FieldworkView } from '@swat/shared-contracts';
import { useMessages } from '../../i18n/portal-messages';

const WIDTH = 720;
const HEIGHT = 180;
const PAD = 24;

/**
 * Completes a day over the whole field period, today marked, days to come left empty. Time runs
 * with the reading direction (right to left in Arabic). A table of the same numbers sits behind
 * a disclosure for screen readers and anyone who wants the figures.
 */
export function DailyChart({ view }: { view: FieldworkView }) {
  const { t, language, dir } = useMessages();
  const days = view.daily;
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.map((d) => d.completes));
  const step = (WIDTH - PAD * 2) / days.length;
  const x = (i: number) => (dir === 'rtl' ? WIDTH - PAD - (i + 1) * step : PAD + i * step);
  const y = (n: number) => HEIGHT - PAD - (n / max) * (HEIGHT - PAD * 2);
  const todayAt = days.findIndex((d) => d.date === view.today);
  const day = (iso: string) => formatDate(iso, language, { timeZone: 'UTC' });
  return (
    <section aria-labelledby="daily-heading" className="pt:space-y-2">
      <h3 id="daily-heading" className="pt:font-semibold pt:text-ink">
        {t('fieldwork.daily.heading')}
      </h3>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="daily-heading daily-summary" className="pt:h-auto pt:w-full pt:rounded-lg pt:border pt:border-line pt:bg-surface">
        <desc id="daily-summary">{t('fieldwork.daily.summary', { first: day(days[0]!.date), last: day(days.at(-1)!.date), max: formatNumber(max, language) })}</desc>
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="pt:stroke-line" strokeWidth="1" />
        {days.map((d, i) => (
          <rect key={d.date} x={x(i) + step * 0.15} width={Math.max(1, step * 0.7)} y={y(d.completes)} height={HEIGHT - PAD - y(d.completes)} className={d.date > view.today ? 'pt:fill-line' : 'pt:fill-brand'} />
        ))}
        {todayAt >= 0 ? <line x1={x(todayAt) + step / 2} x2={x(todayAt) + step / 2} y1={PAD / 2} y2={HEIGHT - PAD} className="pt:stroke-ink" strokeDasharray="3 3" strokeWidth="1" /> : null}
        <text x={dir === 'rtl' ? WIDTH - PAD : PAD} y={HEIGHT - 6} textAnchor="start" className="pt:fill-muted pt:text-[11px]" direction={dir}>
          {day(days[0]!.date)}
        </text>
        <text x={dir === 'rtl' ? PAD : WIDTH - PAD} y={HEIGHT - 6} textAnchor="end" className="pt:fill-muted pt:text-[11px]" direction={dir}>
          {day(days.at(-1)!.date)}
        </text>
        <text x={dir === 'rtl' ? WIDTH - PAD : PAD} y={PAD / 2 + 4} textAnchor="start" className="pt:fill-muted pt:text-[11px]" direction={dir}>
          {t('fieldwork.daily.max', { max: formatNumber(max, language) })}
        </text>
      </svg>
      <details>
        <summary className="pt:cursor-pointer pt:text-sm pt:font-medium pt:text-brand">{t('fieldwork.daily.asTable')}</summary>
        <div className="pt:mt-2 pt:max-h-72 pt:overflow-auto" tabIndex={0} role="region" aria-label={t('fieldwork.daily.heading')}>
          <table className="pt:w-full pt:text-sm">
            <thead>
              <tr className="pt:text-muted">
                <th scope="col" className="pt:text-start pt:font-medium">
                  {t('fieldwork.daily.date')}
                </th>
                <th scope="col" className="pt:text-end pt:font-medium">
                  {t('fieldwork.daily.completes')}
                </th>
                <th scope="col" className="pt:text-end pt:font-medium">
                  {t('fieldwork.daily.screenedOut')}
                </th>
                <th scope="col" className="pt:text-end pt:font-medium">
                  {t('fieldwork.daily.removed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.filter((d) => d.date <= view.today || d.completes > 0).map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="pt:text-start pt:font-normal">
                    {day(d.date)}
                  </th>
                  <td className="pt:text-end pt:tabular-nums">{formatNumber(d.completes, language)}</td>
                  <td className="pt:text-end pt:tabular-nums">{formatNumber(d.screenedOut, language)}</td>
                  <td className="pt:text-end pt:tabular-nums">{formatNumber(d.qualityRemoved, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
