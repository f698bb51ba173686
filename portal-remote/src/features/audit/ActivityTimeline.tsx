import { useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@swat/shared-contracts';
import { apiKey } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { AuditEntryLine } from './AuditEntryLine';

/** A project's activity: every field change, upload, publication and deletion, newest first. */
export function ActivityTimeline({ projectId }: { projectId: string }) {
  const activity = useQuery<AuditListResponse>({ queryKey: apiKey(`/api/projects/${projectId}/activity`) });
  return (
    <section aria-labelledby="activity-heading" className="pt:space-y-3">
      <h2 id="activity-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        Activity
      </h2>
      {activity.isLoading ? <Spinner label="Loading the activity…" /> : null}
      {activity.error ? <ErrorState message={readApiError(activity.error).message} onRetry={() => void activity.refetch()} /> : null}
      {activity.data && activity.data.items.length === 0 ? <EmptyState title="No recorded activity yet." /> : null}
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
