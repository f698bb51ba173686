import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminFrame } from '../admin';
import { usePortalQueries } from '../../lib/api/queries';
import { useApiForm } from '../../lib/forms/api-form';
import { ApiForm, TextField } from '../../lib/ui/form-fields';
import { SelectField } from '../../lib/ui/SelectField';
import { useFailureText } from '../../lib/ui/failure-text';
import { Pager, pageCount } from '../../lib/ui/Pager';
import { EmptyState, ErrorState, Spinner, primaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { AuditEntryLine } from './AuditEntryLine';

const TARGET_TYPES = ['account', 'project', 'data_item', 'client', 'staff', 'inquiry', 'deliverable'] as const;

/** The filter boxes as typed: an empty box is no filter (the API's query schema has the limits). */
const auditFilterSchema = z.object({
  action: z.string().trim().max(80),
  actor: z.string().trim().max(254),
  targetType: z.union([z.literal(''), z.enum(TARGET_TYPES)]),
  from: z.union([z.literal(''), z.iso.date()]),
  to: z.union([z.literal(''), z.iso.date()]),
});
type AuditFilters = z.output<typeof auditFilterSchema>;
const NO_FILTERS: AuditFilters = { action: '', actor: '', targetType: '', from: '', to: '' };

function AuditLog() {
  const { t } = useMessages();
  const failureText = useFailureText();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const log = useQuery({ ...usePortalQueries().audit({ ...filters, page }), placeholderData: keepPreviousData });
  const form = useApiForm(auditFilterSchema, { defaultValues: NO_FILTERS });
  return (
    <div className="pt:space-y-4">
      <div role="search" aria-label={t('admin.audit.filterLabel')}>
        <ApiForm
          form={form}
          className="pt:grid pt:items-end pt:gap-3 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-4 pt:sm:grid-cols-6"
          onSubmit={(next) => {
            setPage(1);
            setFilters(next);
          }}
        >
          <TextField name="action" label={t('admin.audit.action')} />
          <TextField name="actor" label={t('admin.audit.actor')} type="email" />
          <SelectField
            name="targetType"
            label={t('admin.audit.subject')}
            placeholder={t('admin.audit.any')}
            options={TARGET_TYPES.map((value) => ({ value, label: t(`admin.audit.target.${value}`) }))}
          />
          <TextField name="from" label={t('admin.audit.from')} type="date" />
          <TextField name="to" label={t('admin.audit.to')} type="date" />
          <button type="submit" className={primaryButton}>
            {t('admin.audit.filter')}
          </button>
        </ApiForm>
      </div>
      {log.isPending ? <Spinner label={t('admin.audit.loading')} /> : null}
      {log.error && !log.data ? <ErrorState message={failureText(log.error)} onRetry={() => void log.refetch()} /> : null}
      {log.data && log.data.items.length === 0 ? <EmptyState title={t('admin.audit.noMatch')} /> : null}
      {log.data && log.data.items.length > 0 ? (
        <>
          <ol className="pt:divide-y pt:divide-line pt:rounded-xl pt:border pt:border-line pt:bg-surface">
            {log.data.items.map((e) => (
              <AuditEntryLine key={e.id} entry={e} />
            ))}
          </ol>
          <Pager
            page={page}
            pages={pageCount(log.data.total, log.data.pageSize)}
            onPage={setPage}
            summary={t('admin.audit.total', { count: log.data.total })}
          />
        </>
      ) : null}
    </div>
  );
}

/** /swatdashboard/audit: the append-only log of staff changes and security events, for admins. */
export default function AuditPage() {
  return (
    <AdminFrame adminOnly heading="admin.audit.heading">
      {() => <AuditLog />}
    </AdminFrame>
  );
}
