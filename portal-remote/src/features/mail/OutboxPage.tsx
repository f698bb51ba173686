import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@swat/shared-contracts';
import { AdminFrame } from '../admin';
import { usePortalQueries } from '../../lib/api/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

function Outbox() {
  const { t, language } = useMessages();
  const failureText = useFailureText();
  const outbox = useQuery(usePortalQueries().outbox());
  if (outbox.isPending) return <Spinner label={t('admin.outbox.loading')} />;
  if (outbox.isError) return <ErrorState message={failureText(outbox.error)} onRetry={() => void outbox.refetch()} />;
  const data = outbox.data;
  return (
    <div className="pt:space-y-4">
      {!data.smtpConfigured ? <p className="pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink">{t('admin.outbox.noSmtp')}</p> : null}
      {data.items.length === 0 ? <EmptyState title={t('admin.outbox.none')} /> : null}
      <ul className="pt:space-y-3">
        {data.items.map((m) => (
          <li key={m.id} className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-4" data-testid="outbox-message">
            <details>
              <summary className="pt:cursor-pointer pt:text-sm">
                <bdi dir="auto" className="pt:font-medium pt:text-ink">
                  {m.subject}
                </bdi>
                <span className="pt:text-muted">
                  {' · '}
                  {t('admin.outbox.to', { to: m.to })} · {t(`admin.outbox.status.${m.status}`)} · {formatDateTime(m.createdAt, language)}
                </span>
                {m.lastError ? (
                  <span className="pt:text-danger">
                    {' · '}
                    <bdi dir="auto">{m.lastError}</bdi>
                  </span>
                ) : null}
              </summary>
              <pre dir="auto" className="pt:mt-3 pt:text-sm pt:whitespace-pre-wrap pt:text-ink">
                {m.text}
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /swatdashboard/outbox: every e-mail the site queued, and what became of it (admins). */
export default function OutboxPage() {
  return (
    <AdminFrame adminOnly heading="admin.outbox.heading">
      {() => <Outbox />}
    </AdminFrame>
  );
}
