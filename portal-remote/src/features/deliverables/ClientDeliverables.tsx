import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '../../lib/api/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { VersionList } from './VersionList';

/** The client's deliverables: what staff published, each with its version history. */
export function ClientDeliverables({ projectId }: { projectId: string }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const list = useQuery(usePortalQueries().deliverables(projectId));
  return (
    <section aria-labelledby="deliverables-heading" className="pt:space-y-3">
      <h2 id="deliverables-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        {t('deliverables.heading')}
      </h2>
      <p className="pt:text-sm pt:text-muted">{t('deliverables.clientIntro')}</p>
      {list.isPending ? <Spinner label={t('deliverables.loading')} /> : null}
      {list.isError ? <ErrorState message={failureText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.deliverables.length === 0 ? <EmptyState title={t('deliverables.noneTitle')}>{t('deliverables.noneClient')}</EmptyState> : null}
      {list.data && list.data.deliverables.length > 0 ? (
        <ul className="pt:divide-y pt:divide-line pt:rounded-lg pt:border pt:border-line pt:bg-surface">
          {list.data.deliverables.map((d) => (
            <li key={d.id} className="pt:space-y-1 pt:px-4 pt:py-3" data-testid="client-deliverable">
              <p className="pt:font-medium pt:text-ink">
                <bdi dir="auto" translate="no">{d.title}</bdi> <span className="pt:text-sm pt:font-normal pt:text-muted">· {t('deliverables.language', { language: d.language })}</span>
              </p>
              <VersionList projectId={projectId} deliverable={d} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
