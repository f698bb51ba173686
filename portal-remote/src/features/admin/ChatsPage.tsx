import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@swat/shared-contracts';
import { usePortalQueries } from '../../lib/api/queries';
import { toApiFailure } from '../../lib/api/failure';
import { useFailureText } from '../../lib/ui/failure-text';
import { Pager, pageCount } from '../../lib/ui/Pager';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { AdminFrame } from './AdminFrame';

const PAGE_SIZE = 25;

function Chats() {
  const { t, language } = useMessages();
  const failureText = useFailureText();
  const [page, setPage] = useState(1);
  const sessions = useQuery({ ...usePortalQueries().chats({ page, pageSize: PAGE_SIZE }), placeholderData: keepPreviousData });
  return (
    <>
      {sessions.isPending ? <Spinner label={t('admin.chats.loading')} /> : null}
      {sessions.error && !sessions.data ? (
        // An older server has no transcript endpoint at all: say so instead of showing an error.
        toApiFailure(sessions.error).status === 404 ? (
          <EmptyState title={t('admin.chats.unavailable')}>{t('admin.chats.unavailableText')}</EmptyState>
        ) : (
          <ErrorState message={failureText(sessions.error)} onRetry={() => void sessions.refetch()} />
        )
      ) : null}
      {sessions.data && sessions.data.items.length === 0 ? <EmptyState title={t('admin.chats.none')}>{t('admin.chats.noneText')}</EmptyState> : null}
      {sessions.data && sessions.data.items.length > 0 ? (
        <>
          <ul className="pt:divide-y pt:divide-line pt:rounded-xl pt:border pt:border-line pt:bg-surface">
            {sessions.data.items.map((s) => (
              <li key={s.sessionId} className="pt:px-4 pt:py-3">
                <Link to={`/swatdashboard/chats/${encodeURIComponent(s.sessionId)}`} className="pt:font-medium pt:text-brand pt:underline">
                  <bdi dir="auto">{s.firstQuestion ?? t('admin.chats.noQuestion')}</bdi>
                </Link>
                <p className="pt:text-sm pt:text-muted">
                  {t('admin.chats.summary', { first: formatDateTime(s.firstAt, language), count: s.turns, last: formatDateTime(s.lastAt, language) })}
                </p>
              </li>
            ))}
          </ul>
          {sessions.data.total > PAGE_SIZE ? <Pager page={page} pages={pageCount(sessions.data.total, PAGE_SIZE)} onPage={setPage} /> : null}
        </>
      ) : null}
    </>
  );
}

export default function ChatsPage() {
  return <AdminFrame heading="admin.chats.heading">{() => <Chats />}</AdminFrame>;
}
