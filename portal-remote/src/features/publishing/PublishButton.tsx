import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataItem } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys } from '../../lib/api/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { primaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** A draft's badge and its Publish button (staff); a published item shows nothing extra. */
export function PublishButton({ projectId, item }: { projectId: string; item: DataItem }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const publish = useMutation({
    mutationFn: () => api.send('POST', `/api/projects/${encodeURIComponent(projectId)}/data-items/${encodeURIComponent(item.id)}/publish`, { body: {} }),
    // The project's tree: its data items and its activity both changed.
    onSuccess: async () => {
      toast({ title: t('admin.publish.done'), description: t('admin.publish.doneText', { title: item.title }) });
      await queryClient.invalidateQueries({ queryKey: portalKeys.project(projectId) });
    },
    onError: (error) => toast({ title: t('admin.publish.failed'), description: failureText(error), variant: 'destructive' }),
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
