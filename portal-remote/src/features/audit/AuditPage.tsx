import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@swat/shared-contracts';
import { AdminFrame } from '../admin';
import { NotAllowed } from '../guards';
import { apiKey } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { EmptyState, ErrorState, Spinner, inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/ui/states';
import { AuditEntryLine } from './AuditEntryLine';

const EMPTY = { action: '', actor: '', targetType: '', from: '', to: '' };
const TARGET_TYPES = ['', 'account', 'project', 'data_item', 'client', 'staff', 'inquiry'];

function AuditLog() {
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const log = useQuery<AuditListResponse>({ queryKey: apiKey('/api/audit', { ...filters, page }) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilters(draft);
  };
  const field = (key: keyof typeof EMPTY, label: string, type = 'text') => (
    <div>
      <label htmlFor={`audit-${key}`} className={labelClass}>
        {label}
      </label>
      <input id={`audit-${key}`} type={type} value={draft[key]} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))} className={inputClass} />
    </div>
  );
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <div className="pt:space-y-4">
      <form role="search" aria-label="Filter the audit log" onSubmit={onSubmit} className="pt:grid pt:items-end pt:gap-3 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-4 pt:sm:grid-cols-6">
        {field('action', 'Action starts with')}
        {field('actor', 'Who (e-mail)')}
        <div>
          <label htmlFor="audit-targetType" className={labelClass}>
            Subject
          </label>
          <select id="audit-targetType" value={draft.targetType} onChange={(e) => setDraft((d) => ({ ...d, targetType: e.target.value }))} className={inputClass}>
            {TARGET_TYPES.map((t) => (
              <option key={t} value={t}>
                {t || 'any'}
              </option>
            ))}
          </select>
        </div>
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
        <button type="submit" className={primaryButton}>
          Filter
        </button>
      </form>
      {log.isLoading ? <Spinner label="Loading the audit log…" /> : null}
      {log.error ? <ErrorState message={readApiError(log.error).message} onRetry={() => void log.refetch()} /> : null}
      {log.data && log.data.items.length === 0 ? <EmptyState title="No entries match these filters." /> : null}
      {log.data && log.data.items.length > 0 ? (
        <>
          <p className="pt:text-sm pt:text-muted">{log.data.total} entries</p>
          <ol className="pt:divide-y pt:divide-line pt:rounded-xl pt:border pt:border-line pt:bg-surface">
            {log.data.items.map((e) => (
              <AuditEntryLine key={e.id} entry={e} />
            ))}
          </ol>
          <div className="pt:flex pt:items-center pt:gap-3">
            <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous page
            </button>
            <span className="pt:text-sm pt:text-muted">
              Page {page} of {pages}
            </span>
            <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next page
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** /swatdashboard/audit: the append-only log of staff changes and security events, for admins. */
export default function AuditPage() {
  return (
    <AdminFrame>
      {(user) =>
        user.role !== 'admin' ? (
          <NotAllowed homeHref="/swatdashboard" homeLabel="Go to the staff dashboard" />
        ) : (
          <div className="pt:space-y-6">
            <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Audit log</h1>
            <AuditLog />
          </div>
        )
      }
    </AdminFrame>
  );
}
