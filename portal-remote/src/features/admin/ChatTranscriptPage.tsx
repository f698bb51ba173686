import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '../../lib/api/queries';
import { toApiFailure } from '../../lib/api/failure';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { BackArrow } from '../../lib/ui/DirectionArrow';
import { useMessages } from '../../i18n/portal-messages';
import { AdminFrame } from './AdminFrame';
import { TranscriptTurns } from './TranscriptTurns';

function Transcript({ sessionId }: { sessionId: string }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const detail = useQuery(usePortalQueries().chat(sessionId));
  return (
    <div className="pt:space-y-6">
      <Link to="/swatdashboard/chats" className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
        <BackArrow /> {t('admin.transcript.back')}
      </Link>
      <h1 className="pt:text-2xl pt:font-semibold pt:break-all pt:text-ink">
        {t('admin.transcript.heading')} <bdi dir="ltr">{sessionId}</bdi>
      </h1>
      {detail.isPending ? <Spinner label={t('admin.chat.loading')} /> : null}
      {detail.error ? (
        toApiFailure(detail.error).status === 404 ? (
          <EmptyState title={t('admin.transcript.notAvailable')}>{t('admin.transcript.notAvailableText')}</EmptyState>
        ) : (
          <ErrorState message={failureText(detail.error)} onRetry={() => void detail.refetch()} />
        )
      ) : null}
      {detail.data && detail.data.turns.length === 0 ? <EmptyState title={t('admin.transcript.empty')} /> : null}
      {detail.data && detail.data.turns.length > 0 ? <TranscriptTurns turns={detail.data.turns} label={t('admin.transcript.messages')} /> : null}
    </div>
  );
}

export default function ChatTranscriptPage() {
  const { sessionId = '' } = useParams();
  return <AdminFrame title="admin.transcript.heading">{() => <Transcript sessionId={sessionId} />}</AdminFrame>;
}
