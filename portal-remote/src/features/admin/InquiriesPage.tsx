import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate, type Inquiry } from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { useToastedMutation } from '../../lib/ui/use-toasted-mutation';
import { FilterSelect } from '../../lib/ui/ListControls';
import { Pager, pageCount } from '../../lib/ui/Pager';
import { EmptyState, ErrorState, Spinner, secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { AdminFrame } from './AdminFrame';
import { TranscriptTurns } from './TranscriptTurns';

const PAGE_SIZE = 20;
const FILTERS = ['open', 'handled', 'all'] as const;
type Filter = (typeof FILTERS)[number];

/** The assistant conversation an inquiry came from (chat hand-off), loaded when staff open it. */
function InquiryTranscript({ sessionId }: { sessionId: string }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const detail = useQuery({ ...usePortalQueries().chat(sessionId), enabled: open });
  return (
    <details
      className="pt:mt-3 pt:rounded-lg pt:border pt:border-line pt:bg-surface-alt pt:p-3"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="inquiry-transcript"
    >
      <summary className="pt:cursor-pointer pt:text-sm pt:font-medium pt:text-brand">{t('admin.chat.transcript')}</summary>
      {open && detail.isPending ? <Spinner label={t('admin.chat.loading')} /> : null}
      {detail.error ? <p className="pt:mt-2 pt:text-sm pt:text-muted">{failureText(detail.error)}</p> : null}
      {detail.data ? <TranscriptTurns turns={detail.data.turns} label={t('admin.chat.transcript')} compact /> : null}
      <Link to={`/swatdashboard/chats/${encodeURIComponent(sessionId)}`} className="pt:mt-2 pt:inline-block pt:text-sm pt:text-brand pt:underline">
        {t('admin.chat.open')}
      </Link>
    </details>
  );
}

function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const { t, language } = useMessages();
  const api = usePortalApi();
  const handled = inquiry.handledAt !== null;
  const toggle = useToastedMutation({
    mutationFn: () => api.send('PATCH', `/api/inquiries/${encodeURIComponent(inquiry.id)}`, { body: { handled: !handled } }),
    refresh: [portalKeys.inquiries()],
    failedTitle: t('admin.changeFailed'),
  });
  return (
    <article className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5" data-testid="inquiry">
      <div className="pt:flex pt:flex-wrap pt:items-start pt:justify-between pt:gap-3">
        <div>
          <h2 className="pt:font-semibold pt:text-ink">
            <bdi dir="auto">{inquiry.name}</bdi>
            {inquiry.company ? (
              <>
                {language === 'ar' ? '، ' : ', '}
                <bdi dir="auto">{inquiry.company}</bdi>
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
            · {formatDate(inquiry.createdAt, language)}
            {inquiry.serviceOfInterest ? (
              <>
                {' · '}
                <bdi dir="auto">{inquiry.serviceOfInterest}</bdi>
              </>
            ) : null}
          </p>
        </div>
        <div className="pt:flex pt:items-center pt:gap-3">
          <span className={`pt:text-sm pt:font-medium ${handled ? 'pt:text-success' : 'pt:text-ink'}`}>
            {handled ? t('admin.inquiries.handledOn', { date: formatDate(inquiry.handledAt, language) }) : t('admin.inquiries.open')}
          </span>
          <button type="button" onClick={() => toggle.mutate()} disabled={toggle.isPending} className={secondaryButton}>
            {t(handled ? 'admin.inquiries.reopen' : 'admin.inquiries.markHandled')}
          </button>
        </div>
      </div>
      <p dir="auto" className="pt:mt-3 pt:whitespace-pre-line pt:text-ink">
        {inquiry.message}
      </p>
      {inquiry.chatSessionId ? <InquiryTranscript sessionId={inquiry.chatSessionId} /> : null}
    </article>
  );
}

function Inquiries() {
  const { t } = useMessages();
  const failureText = useFailureText();
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const inquiries = useQuery({
    ...usePortalQueries().inquiries({ handled: filter === 'all' ? undefined : String(filter === 'handled'), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="pt:space-y-6">
      <div className="pt:flex pt:flex-wrap pt:items-end pt:justify-between pt:gap-3">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">
          {t('admin.inquiries.heading')}
          {inquiries.data ? (
            <span className="pt:ms-2 pt:text-base pt:font-normal pt:text-muted">{t('admin.inquiries.openCount', { count: inquiries.data.unhandled })}</span>
          ) : null}
        </h1>
        <FilterSelect
          label={t('admin.inquiries.show')}
          value={filter}
          options={FILTERS.map((f) => ({ value: f, label: t(`admin.inquiries.filter.${f}`) }))}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      </div>
      {inquiries.isPending ? <Spinner label={t('admin.inquiries.loading')} /> : null}
      {inquiries.error && !inquiries.data ? <ErrorState message={failureText(inquiries.error)} onRetry={() => void inquiries.refetch()} /> : null}
      {inquiries.data && inquiries.data.items.length === 0 ? (
        <EmptyState title={t(filter === 'open' ? 'admin.inquiries.noneOpen' : 'admin.inquiries.none')} />
      ) : null}
      {inquiries.data?.items.map((i) => (
        <InquiryCard key={i.id} inquiry={i} />
      ))}
      {inquiries.data && inquiries.data.total > PAGE_SIZE ? <Pager page={page} pages={pageCount(inquiries.data.total, PAGE_SIZE)} onPage={setPage} /> : null}
    </div>
  );
}

export default function InquiriesPage() {
  return <AdminFrame title="admin.inquiries.heading">{() => <Inquiries />}</AdminFrame>;
}
