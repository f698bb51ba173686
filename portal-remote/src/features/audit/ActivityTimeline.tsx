import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '../../lib/api/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { AuditEntryLine } from './AuditEntryLine';

/** A project's activity: every field change, upload, publication and deletion, newest first. */
export function ActivityTimeline({ projectId }: { projectId: string }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const activity = useQuery(usePortalQueries().activity(projectId));
  return (
    <section aria-labelledby="activity-heading" className="pt:space-y-3">
      <h2 id="activity-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        {t('admin.activity.heading')}
      </h2>
      {activity.isPending ? <Spinner label={t('admin.activity.loading')} /> : null}
      {activity.error ? <ErrorState message={failureText(activity.error)} onRetry={() => void activity.refetch()} /> : null}
      {activity.data && activity.data.items.length === 0 ? <EmptyState title={t('admin.activity.none')} /> : null}
      {activity.data && activity.data.items.length > 0 ? (
        <ol className="pt:divide-y pt:divide-line pt:rounded-xl pt:border pt:border-line pt:bg-surface" data-testid="activity-timeline">
          {activity.data.items.map((e) => (
            <AuditEntryLine key={e.id} entry={e} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
