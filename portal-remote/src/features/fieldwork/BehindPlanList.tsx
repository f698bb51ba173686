import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatNumber } from '@swat/shared-contracts';
import { usePortalQueries } from '../../lib/api/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { ErrorState } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** Staff dashboard: the projects in field that are behind plan, most behind first. */
export function BehindPlanList() {
  const { t, language } = useMessages();
  const queries = usePortalQueries();
  const failureText = useFailureText();
  const behind = useQuery(queries.behindPlan());
  if (behind.isPending) return null;
  if (behind.error) return <ErrorState message={failureText(behind.error)} onRetry={() => void behind.refetch()} />;
  if (behind.data.items.length === 0) return null;
  return (
    <section aria-labelledby="behind-heading" className="pt:rounded-lg pt:border pt:border-danger pt:bg-surface pt:p-4">
      <h2 id="behind-heading" className="pt:font-semibold pt:text-ink">
        {t('behindPlan.heading', { count: behind.data.items.length })}
      </h2>
      <ul className="pt:mt-2 pt:space-y-1 pt:text-sm">
        {behind.data.items.map((p) => (
          <li key={p.projectId}>
            <Link to={`/swatdashboard/project/${p.projectId}`} className="pt:font-medium pt:text-brand pt:underline">
              {p.code} · <span dir="auto">{p.title}</span>
            </Link>{' '}
            <span className="pt:text-muted">
              {t('behindPlan.detail', {
                completes: formatNumber(p.completes, language),
                target: p.target === null ? '–' : formatNumber(p.target, language),
                cells: p.cellsBehind,
                finish: p.projectedFinish ? formatDate(p.projectedFinish, language, { timeZone: 'UTC' }) : '–',
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
