import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime, type ChatSessionDetail } from '@swat/shared-contracts';
import { AdminFrame } from './AdminFrame';
import { apiKey } from '../../lib/queries';
import { isNotFound, readApiError } from '../../lib/api-error';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { BackArrow } from '../../lib/ui/DirectionArrow';

function Transcript({ sessionId }: { sessionId: string }) {
  const detail = useQuery<ChatSessionDetail>({ queryKey: apiKey(`/api/admin/chat-sessions/${encodeURIComponent(sessionId)}`) });
  return (
    <div className="pt:space-y-6">
      <Link to="/swatdashboard/chats" className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
        <BackArrow /> All conversations
      </Link>
      <h1 className="pt:text-2xl pt:font-semibold pt:break-all pt:text-ink">Conversation <bdi dir="ltr">{sessionId}</bdi></h1>
      {detail.isLoading ? <Spinner label="Loading the conversation…" /> : null}
      {detail.error ? (
        isNotFound(detail.error) ? (
          <EmptyState title="This conversation is not available.">It may not exist, or this server does not store transcripts yet.</EmptyState>
        ) : (
          <ErrorState message={readApiError(detail.error).message} onRetry={() => void detail.refetch()} />
        )
      ) : null}
      {detail.data && detail.data.turns.length === 0 ? <EmptyState title="This conversation has no messages." /> : null}
      {detail.data && detail.data.turns.length > 0 ? (
        <ol aria-label="Messages" className="pt:space-y-3">
          {detail.data.turns.map((turn) => (
            <li key={turn.id} className={`pt:flex ${turn.role === 'user' ? 'pt:justify-end' : 'pt:justify-start'}`}>
              <div className={`pt:max-w-[80%] pt:rounded-xl pt:px-4 pt:py-2 ${turn.role === 'user' ? 'pt:bg-brand pt:text-white' : 'pt:border pt:border-line pt:bg-surface pt:text-ink'}`}>
                <p className="pt:sr-only">{turn.role === 'user' ? 'Visitor:' : 'Assistant:'}</p>
                <p dir="auto" className="pt:whitespace-pre-line">{turn.text}</p>
                <p className={`pt:mt-1 pt:text-xs ${turn.role === 'user' ? 'pt:text-white' : 'pt:text-muted'}`}>
                  {formatDate(turn.createdAt)} {formatTime(turn.createdAt)}
                  {turn.provider && turn.role === 'assistant' ? ` · ${turn.provider}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

export default function ChatTranscriptPage() {
  const { sessionId = '' } = useParams();
  return <AdminFrame>{() => <Transcript sessionId={sessionId} />}</AdminFrame>;
}
