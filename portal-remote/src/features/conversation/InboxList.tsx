import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@swat/shared-contracts';
import { usePortalQueries } from '../../lib/api/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { CONVERSATION_POLL_MS } from './ConversationPanel';

/** Every project conversation for the signed-in staff member, unread first, then the latest. */
export function InboxList() {
  const { t, language } = useMessages();
  const failureText = useFailureText();
  const inbox = useQuery({ ...usePortalQueries().conversations(), refetchInterval: CONVERSATION_POLL_MS });
  if (inbox.isPending) return <Spinner label={t('inbox.loading')} />;
  if (inbox.isError) return <ErrorState message={failureText(inbox.error)} onRetry={() => void inbox.refetch()} />;
  const { items, totalUnread } = inbox.data;
  return (
    <div className="pt:space-y-4">
      <p className="pt:text-sm pt:text-muted">{t('inbox.intro')}</p>
      <p className="pt:text-sm pt:font-medium pt:text-ink" data-testid="inbox-total">
        {t('inbox.total', { count: totalUnread })}
      </p>
      {items.length === 0 ? <EmptyState title={t('inbox.empty')} /> : null}
      <ul className="pt:divide-y pt:divide-line pt:rounded-xl pt:border pt:border-line pt:bg-surface">
        {items.map((item) => (
          <li key={item.projectId} className="pt:flex pt:flex-wrap pt:items-start pt:gap-3 pt:px-4 pt:py-3" data-testid="inbox-item" data-unread={item.unreadCount}>
            <div className="pt:min-w-0 pt:flex-1">
              <p className="pt:text-sm">
                <span dir="ltr" className="pt:font-semibold pt:text-muted">
                  {item.projectCode}
                </span>{' '}
                <Link to={`/swatdashboard/project/${encodeURIComponent(item.projectId)}#conversation`} className={`pt:hover:underline ${item.unreadCount > 0 ? 'pt:font-semibold pt:text-ink' : 'pt:text-ink'}`}>
                  <bdi dir="auto" translate="no">{item.projectTitle}</bdi>
                  <span className="pt:sr-only"> {t('inbox.open')}</span>
                </Link>
              </p>
              {item.lastMessage ? (
                <>
                  <p className="pt:text-xs pt:text-muted">
                    {t('inbox.last', { name: '\u2068' + item.lastMessage.authorName + '\u2069', date: formatDateTime(item.lastMessage.createdAt, language) })}
                  </p>
                  <p dir="auto" translate="no" className="pt:mt-1 pt:truncate pt:text-sm pt:text-ink">
                    {item.lastMessage.excerpt}
                  </p>
                </>
              ) : null}
            </div>
            {item.unreadCount > 0 ? (
              <span className="pt:rounded-full pt:bg-brand pt:px-2 pt:py-0.5 pt:text-xs pt:font-semibold pt:text-white">{t('conversation.unread', { count: item.unreadCount })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
