import type { DataItem } from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys } from '../../lib/api/queries';
import { useToastedMutation } from '../../lib/ui/use-toasted-mutation';
import { primaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** A draft's badge and its Publish button (staff); a published item shows nothing extra. */
export function PublishButton({ projectId, item }: { projectId: string; item: DataItem }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const publish = useToastedMutation({
    mutationFn: () => api.send('POST', `/api/projects/${encodeURIComponent(projectId)}/data-items/${encodeURIComponent(item.id)}/publish`, { body: {} }),
    // The project's tree: its data items and its activity both changed.
    refresh: [portalKeys.project(projectId)],
    done: () => ({ title: t('admin.publish.done'), description: t('admin.publish.doneText', { title: item.title }) }),
    failedTitle: t('admin.publish.failed'),
  });
  if (item.publishedAt) return null;
  return (
    <>
      <span className="pt:rounded-full pt:bg-surface-alt pt:px-2 pt:py-0.5 pt:text-xs pt:font-semibold pt:text-muted" data-testid="draft-badge">
        {t('admin.publish.draft')}
      </span>
      <button type="button" onClick={() => publish.mutate()} disabled={publish.isPending} className={primaryButton}>
        {t(publish.isPending ? 'admin.publish.publishing' : 'admin.publish.publish')}
        <span className="pt:sr-only"> {item.title}</span>
      </button>
    </>
  );
}
