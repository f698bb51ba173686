import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate, type ChatSessionDetail, type Inquiry, type InquiryListResponse } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { AdminFrame } from './AdminFrame';
import { apiKey, invalidatePaths } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { EmptyState, ErrorState, Spinner, labelClass, inputClass, secondaryButton } from '../../lib/ui/states';

const PAGE_SIZE = 20;
type Filter = 'open' | 'handled' | 'all';

/** The assistant conversation an inquiry came from (chat hand-off), loaded when staff open it. */
function InquiryTranscript({ sessionId }: { sessionId: string }) {
  const [open, setOpen] = useState(false);
  const path = `/api/admin/chat-sessions/${encodeURIComponent(sessionId)}`;
  const detail = useQuery<ChatSessionDetail>({ queryKey: apiKey(path), enabled: open });
  return (
    <details className="pt:mt-3 pt:rounded-lg pt:border pt:border-line pt:bg-surface-alt pt:p-3" onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="inquiry-transcript">
      <summary className="pt:cursor-pointer pt:text-sm pt:font-medium pt:text-brand">Chat transcript</summary>
      {detail.isLoading ? <Spinner label="Loading the conversation…" /> : null}
      {detail.error ? <p className="pt:mt-2 pt:text-sm pt:text-muted">{readApiError(detail.error).message}</p> : null}
      {detail.data ? (
        <ol aria-label="Chat transcript" className="pt:mt-2 pt:space-y-2 pt:text-sm">
          {detail.data.turns.map((turn) => (
            <li key={turn.id} className="pt:whitespace-pre-line pt:text-ink">
              <span className="pt:font-semibold">{turn.role === 'user' ? 'Visitor: ' : 'Assistant: '}</span>
              {turn.text}
            </li>
          ))}
        </ol>
      ) : null}
      <Link to={`/swatdashboard/chats/${encodeURIComponent(sessionId)}`} className="pt:mt-2 pt:inline-block pt:text-sm pt:text-brand pt:underline">
        Open the conversation
      </Link>
    </details>
  );
}

function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const handled = inquiry.handledAt !== null;
  const toggle = async () => {
    setPending(true);
    try {
      await api.request('PATCH', `/api/inquiries/${inquiry.id}`, { handled: !handled });
      await invalidatePaths(queryClient, '/api/inquiries');
    } catch (error) {
      toast({ title: 'Change failed', description: readApiError(error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <article className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5" data-testid="inquiry">
      <div className="pt:flex pt:flex-wrap pt:items-start pt:justify-between pt:gap-3">
        <div>
          <h2 className="pt:font-semibold pt:text-ink">
            <bdi dir="auto">{inquiry.name}</bdi>
            {inquiry.company ? (
              <>
                , <bdi dir="auto">{inquiry.company}</bdi>
              </>
            ) : null}
          </h2>
          <p className="pt:text-sm pt:text-muted">
            <a href={`mailto:${inquiry.email}`} dir="ltr" className="pt:text-brand pt:underline">
              {inquiry.email}
            </a>
            {inquiry.phone ? (
              <>
                {' · '}
                <bdi dir="ltr">{inquiry.phone}</bdi>
              </>
            ) : null}{' '}
            · {formatDate(inquiry.createdAt)}
            {inquiry.serviceOfInterest ? (
              <>
                {' · '}
                <bdi dir="auto">{inquiry.serviceOfInterest}</bdi>
              </>
            ) : null}
          </p>
        </div>
        <div className="pt:flex pt:items-center pt:gap-3">
          <span className={`pt:text-sm pt:font-medium ${handled ? 'pt:text-success' : 'pt:text-ink'}`}>{handled ? `Handled ${formatDate(inquiry.handledAt)}` : 'Open'}</span>
          <button type="button" onClick={() => void toggle()} disabled={pending} className={secondaryButton}>
            {handled ? 'Reopen' : 'Mark handled'}
          </button>
        </div>
      </div>
      <p dir="auto" className="pt:mt-3 pt:whitespace-pre-line pt:text-ink">{inquiry.message}</p>
      {inquiry.chatSessionId ? <InquiryTranscript sessionId={inquiry.chatSessionId} /> : null}
    </article>
  );
}

function Inquiries() {
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const inquiries = useQuery<InquiryListResponse>({
    queryKey: apiKey('/api/inquiries', { handled: filter === 'all' ? undefined : String(filter === 'handled'), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pages = inquiries.data ? Math.max(1, Math.ceil(inquiries.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="pt:space-y-6">
      <div className="pt:flex pt:flex-wrap pt:items-end pt:justify-between pt:gap-3">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">
          Inquiries{inquiries.data ? <span className="pt:ms-2 pt:text-base pt:font-normal pt:text-muted">{inquiries.data.unhandled} open</span> : null}
        </h1>
        <div>
          <label htmlFor="inquiry-filter" className={labelClass}>
            Show
          </label>
          <select
            id="inquiry-filter"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              setPage(1);
            }}
            className={inputClass}
          >
            <option value="open">Open</option>
            <option value="handled">Handled</option>
            <option value="all">All</option>
          </select>
        </div>
      </div>
      {inquiries.isLoading ? <Spinner label="Loading inquiries…" /> : null}
      {inquiries.error && !inquiries.data ? <ErrorState message={readApiError(inquiries.error).message} onRetry={() => void inquiries.refetch()} /> : null}
      {inquiries.data && inquiries.data.items.length === 0 ? <EmptyState title={filter === 'open' ? 'No open inquiries. All caught up.' : 'No inquiries here.'} /> : null}
      {inquiries.data?.items.map((i) => <InquiryCard key={i.id} inquiry={i} />)}
      {inquiries.data && inquiries.data.total > PAGE_SIZE ? (
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
    </div>
  );
}

export default function InquiriesPage() {
  return <AdminFrame>{() => <Inquiries />}</AdminFrame>;
}
