import { useQuery } from '@tanstack/react-query';
import { formatDate, type MailOutboxResponse } from '@swat/shared-contracts';
import { AdminFrame } from '../admin';
import { NotAllowed } from '../guards';
import { apiKey } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';

const STATUS_TEXT = { pending: 'Queued', sent: 'Sent', held: 'Not sent (no SMTP)', failed: 'Failed' } as const;

function Outbox() {
  const outbox = useQuery<MailOutboxResponse>({ queryKey: apiKey('/api/mail/outbox') });
  if (outbox.isLoading) return <Spinner label="Loading the outbox…" />;
  if (outbox.error) return <ErrorState message={readApiError(outbox.error).message} onRetry={() => void outbox.refetch()} />;
  const data = outbox.data!;
  return (
    <div className="pt:space-y-4">
      {!data.smtpConfigured ? (
        <p className="pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink">
          No SMTP server is configured (SMTP_URL), so messages are kept here instead of being sent.
        </p>
      ) : null}
      {data.items.length === 0 ? <EmptyState title="No messages yet." /> : null}
      <ul className="pt:space-y-3">
        {data.items.map((m) => (
          <li key={m.id} className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-4" data-testid="outbox-message">
            <details>
              <summary className="pt:cursor-pointer pt:text-sm">
                <span className="pt:font-medium pt:text-ink">{m.subject}</span>
                <span className="pt:text-muted"> · to {m.to} · {STATUS_TEXT[m.status]} · {formatDate(m.createdAt)}</span>
                {m.lastError ? <span className="pt:text-danger"> · {m.lastError}</span> : null}
              </summary>
              <pre className="pt:mt-3 pt:text-sm pt:whitespace-pre-wrap pt:text-ink">{m.text}</pre>
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
    <AdminFrame>
      {(user) =>
        user.role !== 'admin' ? (
          <NotAllowed homeHref="/swatdashboard" homeLabel="Go to the staff dashboard" />
        ) : (
          <div className="pt:space-y-6">
            <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Outbox</h1>
            <Outbox />
          </div>
        )
      }
    </AdminFrame>
  );
}
