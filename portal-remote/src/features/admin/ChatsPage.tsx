import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate, formatTime, type ChatSessionListResponse } from '@swat/shared-contracts';
import { AdminFrame } from './AdminFrame';
import { apiKey } from '../../lib/queries';
import { isNotFound, readApiError } from '../../lib/api-error';
import { EmptyState, ErrorState, Spinner, secondaryButton } from '../../lib/ui/states';

const PAGE_SIZE = 25;


function Chats() {
  const [page, setPage] = useState(1);
  const sessions = useQuery<ChatSessionListResponse>({ queryKey: apiKey('/api/admin/chat-sessions', { page, pageSize: PAGE_SIZE }), placeholderData: keepPreviousData });
  const pages = sessions.data ? Math.max(1, Math.ceil(sessions.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="pt:space-y-6">
      <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Chat transcripts</h1>
      {sessions.isLoading ? <Spinner label="Loading conversations…" /> : null}
      {sessions.error && !sessions.data ? (
        isNotFound(sessions.error) ? (
          <EmptyState title="Chat transcripts are not available yet.">This server does not store assistant conversations yet. They will appear here once it does.</EmptyState>
        ) : (
          <ErrorState message={readApiError(sessions.error).message} onRetry={() => void sessions.refetch()} />
        )
      ) : null}
      {sessions.data && sessions.data.items.length === 0 ? <EmptyState title="No conversations yet.">Conversations with the site assistant appear here.</EmptyState> : null}
      {sessions.data && sessions.data.items.length > 0 ? (
        <>
          <ul className="pt:divide-y pt:divide-line pt:rounded-xl pt:border pt:border-line pt:bg-surface">
            {sessions.data.items.map((s) => (
              <li key={s.sessionId} className="pt:px-4 pt:py-3">
                <Link to={`/swatdashboard/chats/${encodeURIComponent(s.sessionId)}`} className="pt:font-medium pt:text-brand pt:underline">
                  {s.firstQuestion ?? '(no question)'}
                </Link>
                <p className="pt:text-sm pt:text-muted">
                  {formatDate(s.firstAt)}, {formatTime(s.firstAt)} · {s.turns} message{s.turns === 1 ? '' : 's'} · last {formatDate(s.lastAt)}, {formatTime(s.lastAt)}
                </p>
              </li>
            ))}
          </ul>
          {sessions.data.total > PAGE_SIZE ? (
            <nav aria-label="Pages" className="pt:flex pt:items-center pt:gap-3 pt:text-sm pt:text-ink">
              <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous page
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next page
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export default function ChatsPage() {
  return <AdminFrame>{() => <Chats />}</AdminFrame>;
}
