import { formatDate, formatDateTime, formatNumber, type FieldworkView, type Language } from '@swat/shared-contracts';
import { ErrorState, Spinner } from '../../lib/ui/states';
import { useFailureText } from '../../lib/ui/failure-text';
import { useMessages } from '../../i18n/portal-messages';
import { DailyChart } from './DailyChart';
import { QuotaTable } from './QuotaTable';
import { useLiveFieldwork } from './use-live-fieldwork';

const day = (iso: string, language: Language) => formatDate(iso, language, { timeZone: 'UTC' });
const percent = (value: number | null, language: Language) => (value === null ? '–' : formatNumber(value, language, { style: 'percent', maximumFractionDigits: 0 }));

function Tile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="pt:rounded-lg pt:border pt:border-line pt:bg-surface pt:p-4">
      <dt className="pt:text-sm pt:text-muted">{label}</dt>
      <dd className="pt:mt-1 pt:text-2xl pt:font-semibold pt:text-ink">{value}</dd>
      {detail ? <dd className="pt:mt-1 pt:text-sm pt:text-muted">{detail}</dd> : null}
    </div>
  );
}

function Projection({ view }: { view: FieldworkView }) {
  const { t, language } = useMessages();
  const { dailyRate, finish, behind } = view.projection;
  const reached = view.target !== null && view.totals.completes >= view.target;
  let sentence: string;
  if (reached && finish) sentence = t('fieldwork.projection.reached', { date: day(finish, language) });
  else if (finish && dailyRate !== null)
    sentence = t(behind && view.plannedEnd ? 'fieldwork.projection.late' : 'fieldwork.projection.onTime', { rate: formatNumber(dailyRate, language, { maximumFractionDigits: 1 }), date: day(finish, language), plannedEnd: view.plannedEnd ? day(view.plannedEnd, language) : '' });
  else sentence = t('fieldwork.projection.none');
  return (
    <div className={`pt:rounded-lg pt:border pt:p-4 ${behind ? 'pt:border-danger' : 'pt:border-line'} pt:bg-surface`}>
      <p className="pt:font-medium pt:text-ink" data-testid="projection">
        {sentence}
      </p>
      <p className="pt:mt-1 pt:text-sm pt:text-muted">{t('fieldwork.projection.rule')}</p>
    </div>
  );
}

/**
 * Live fieldwork: completes against target and quota cells, the daily chart, incidence, interview
 * length, removals for quality and the projected finish. The same view for the client and staff.
 */
export function FieldworkPanel({ projectId, live }: { projectId: string; live: boolean }) {
  const fieldwork = useLiveFieldwork(projectId, live);
  const { t, language } = useMessages();
  const failureText = useFailureText();
  if (fieldwork.isPending) return <Spinner label={t('fieldwork.loading')} />;
  if (fieldwork.error) return <ErrorState message={failureText(fieldwork.error)} onRetry={() => void fieldwork.refetch()} />;
  const view = fieldwork.data;
  const { totals } = view;
  if (totals.completes + totals.screenedOut + totals.qualityRemoved === 0 && view.cells.length === 0) {
    return <p className="pt:text-sm pt:text-muted">{t('fieldwork.empty')}</p>;
  }
  const minutes = totals.medianDurationSeconds === null ? null : totals.medianDurationSeconds / 60;
  return (
    <div className="pt:space-y-6">
      <div className="pt:flex pt:flex-wrap pt:items-center pt:justify-between pt:gap-2">
        <p className="pt:text-sm pt:text-muted" aria-live="polite">
          {view.updatedAt ? t('fieldwork.updated', { time: formatDateTime(view.updatedAt, language) }) : null}
        </p>
        <a className="pt:text-sm pt:font-medium pt:text-brand pt:underline" href={`/api/projects/${encodeURIComponent(projectId)}/fieldwork/report.xlsx?lang=${language}`} download>
          {t('fieldwork.downloadReport')}
        </a>
      </div>
      <dl className="pt:grid pt:grid-cols-2 pt:gap-3 pt:lg:grid-cols-4">
        <Tile
          label={t('fieldwork.tile.completes')}
          value={formatNumber(totals.completes, language)}
          detail={view.target !== null ? t('fieldwork.tile.ofTarget', { target: formatNumber(view.target, language), share: percent(view.target > 0 ? totals.completes / view.target : null, language) }) : undefined}
        />
        <Tile label={t('fieldwork.tile.incidence')} value={percent(totals.incidence, language)} detail={t('fieldwork.tile.screenedOut', { count: totals.screenedOut })} />
        <Tile
          label={t('fieldwork.tile.length')}
          value={minutes === null ? '–' : t('fieldwork.tile.minutes', { minutes: formatNumber(minutes, language, { maximumFractionDigits: 1 }) })}
        />
        <Tile
          label={t('fieldwork.tile.removed')}
          value={formatNumber(totals.qualityRemoved, language)}
          detail={totals.invitations !== null ? t('fieldwork.tile.responseRate', { rate: percent(totals.responseRate, language), invitations: formatNumber(totals.invitations, language) }) : undefined}
        />
      </dl>
      <Projection view={view} />
      {view.cells.length > 0 ? <QuotaTable view={view} /> : null}
      <DailyChart view={view} />
      {view.removals.length > 0 ? (
        <section aria-labelledby="removals-heading">
          <h3 id="removals-heading" className="pt:mb-2 pt:font-semibold pt:text-ink">
            {t('fieldwork.removals.heading')}
          </h3>
          <ul className="pt:divide-y pt:divide-line pt:rounded-lg pt:border pt:border-line pt:bg-surface">
            {view.removals.map((r) => (
              <li key={r.reason} className="pt:flex pt:justify-between pt:gap-4 pt:px-4 pt:py-2 pt:text-sm">
                <span dir="auto">{r.reason}</span>
                <span className="pt:font-medium">{formatNumber(r.count, language)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
