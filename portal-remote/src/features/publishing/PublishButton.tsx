import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DataItem } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { invalidatePaths } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { primaryButton } from '../../lib/ui/states';

/** A draft's badge and its Publish button (staff); a published item shows nothing extra. */
export function PublishButton({ projectId, item }: { projectId: string; item: DataItem }) {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  if (item.publishedAt) return null;
  const publish = async () => {
    setPending(true);
    try {
      await api.request('POST', `/api/projects/${projectId}/data-items/${item.id}/publish`, {});
      toast({ title: 'Published', description: `${item.title} is now visible to the client, who has been e-mailed.` });
      await invalidatePaths(queryClient, `/api/projects/${projectId}/data-items`, `/api/projects/${projectId}/activity`);
    } catch (error) {
      toast({ title: 'Publish failed', description: readApiError(error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <span className="pt:rounded-full pt:bg-surface-alt pt:px-2 pt:py-0.5 pt:text-xs pt:font-semibold pt:text-muted" data-testid="draft-badge">
        Draft: not visible to the client
      </span>
      <button type="button" onClick={() => void publish()} disabled={pending} className={primaryButton}>
        {pending ? 'Publishing…' : 'Publish'}
        <span className="pt:sr-only"> {item.title}</span>
      </button>
    </>
  );
}
