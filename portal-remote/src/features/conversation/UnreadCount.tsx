import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '../../lib/api/queries';
import { useMessages } from '../../i18n/portal-messages';
import { CONVERSATION_POLL_MS } from './ConversationPanel';

/** A project's unread messages for the signed-in reader, or nothing when there are none. */
export function UnreadCount({ projectId }: { projectId: string }) {
  const { t } = useMessages();
  // One request for every card on the page: they share the query.
  const list = useQuery({ ...usePortalQueries().conversations(), refetchInterval: CONVERSATION_POLL_MS });
  const count = list.data?.items.find((i) => i.projectId === projectId)?.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <span className="pt:rounded-full pt:bg-brand pt:px-2 pt:py-0.5 pt:text-xs pt:font-semibold pt:text-white" data-testid="project-unread">
      {t('client.card.unread', { count })}
    </span>
  );
}
