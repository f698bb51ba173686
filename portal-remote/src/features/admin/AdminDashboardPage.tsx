import { Link, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PROJECT_SORT_FIELDS, PROJECT_STATUSES, formatDate, formatNumber, type ProjectStatus } from '@swat/shared-contracts';
import { cn } from '../../lib/cn';
import { usePortalQueries } from '../../lib/api/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { ListTable } from '../../lib/ui/ListTable';
import { FilterSelect, SearchBox } from '../../lib/ui/ListControls';
import { Pager, pageCount } from '../../lib/ui/Pager';
import { EmptyState, ErrorState, Spinner, primaryButton, secondaryButton } from '../../lib/ui/states';
import { SampleProgress, StatusBadge } from '../../lib/ui/project-bits';
import { useMessages } from '../../i18n/portal-messages';
import { BehindPlanList } from '../fieldwork';
import { AdminFrame } from './AdminFrame';

const PAGE_SIZE = 20;
type SortField = (typeof PROJECT_SORT_FIELDS)[number];

const isStatus = (v: string | null): v is ProjectStatus => v !== null && (PROJECT_STATUSES as readonly string[]).includes(v);
const isSort = (v: string | null): v is SortField => v !== null && (PROJECT_SORT_FIELDS as readonly string[]).includes(v);

function ClientFilterNote({ clientId, onClear }: { clientId: string; onClear: () => void }) {
  const { t } = useMessages();
  const clients = useQuery(usePortalQueries().clients());
  const client = clients.data?.items.find((c) => c.id === clientId);
  return (
    <p className="pt:mb-4 pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink">
      {t('admin.dashboard.clientFilter', { client: client ? `${client.name}${client.company ? `, ${client.company}` : ''}` : t('admin.dashboard.oneClient') })}
      <button type="button" onClick={onClear} className="pt:font-medium pt:underline">
        {t('admin.dashboard.everyClient')}
      </button>
    </p>
  );
}

function Dashboard() {
  const { t, language } = useMessages();
  const queries = usePortalQueries();
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const sortParam = params.get('sort');
  const sort: SortField = isSort(sortParam) ? sortParam : 'updatedAt';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const clientId = params.get('clientId');

  const update = (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    setParams(next, { replace: true });
  };

  const projects = useQuery({ ...queries.projects({ q, status, sort, dir, page, pageSize: PAGE_SIZE, clientId }), placeholderData: keepPreviousData });
  const counts = projects.data?.countsByStatus;
  const allCount = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const filtered = Boolean(q || status || clientId);
  const withCount = (label: string, count: number | null | undefined) =>
    count === null || count === undefined ? label : `${label} (${formatNumber(count, language)})`;

  return (
    <>
      <div className="pt:flex pt:flex-wrap pt:items-center pt:justify-between pt:gap-3">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('admin.dashboard.heading')}</h1>
        <Link to="/swatdashboard/create-project" className={primaryButton}>
          {t('admin.dashboard.create')}
        </Link>
      </div>
      <div className="pt:mt-6">
        <BehindPlanList />
      </div>
      <div className="pt:mt-6 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
        {clientId ? <ClientFilterNote clientId={clientId} onClear={() => update({ clientId: null })} /> : null}
        <div className="pt:flex pt:flex-wrap pt:items-end pt:gap-4">
          <SearchBox
            label={t('admin.dashboard.search')}
            value={q}
            placeholder={t('admin.dashboard.searchPlaceholder')}
            onSearch={(query) => update({ q: query || null })}
          />
          <FilterSelect
            label={t('admin.dashboard.sortBy')}
            value={sort}
            options={PROJECT_SORT_FIELDS.map((f) => ({ value: f, label: t(`admin.sort.${f}`) }))}
            onChange={(next) => update({ sort: next })}
          />
          <FilterSelect
            label={t('admin.dashboard.order')}
            value={dir}
            options={[
              { value: 'asc', label: t('admin.dashboard.asc') },
              { value: 'desc', label: t('admin.dashboard.desc') },
            ]}
            onChange={(next) => update({ dir: next })}
          />
        </div>
        <div role="group" aria-label={t('admin.dashboard.filterStatus')} className="pt:mt-5 pt:flex pt:flex-wrap pt:gap-2">
          <button
            type="button"
            aria-pressed={status === null}
            onClick={() => update({ status: null })}
            className={cn(secondaryButton, status === null && 'pt:border-brand pt:bg-brand-soft')}
          >
            {withCount(t('admin.dashboard.all'), allCount)}
          </button>
          {PROJECT_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => update({ status: s })}
              className={cn(secondaryButton, status === s && 'pt:border-brand pt:bg-brand-soft')}
            >
              {withCount(t(`admin.status.${s}`), counts ? (counts[s] ?? 0) : null)}
            </button>
          ))}
        </div>
      </div>

      <div className="pt:mt-6">
        {projects.isPending ? <Spinner label={t('admin.dashboard.loading')} /> : null}
        {projects.error && !projects.data ? <ErrorState message={failureText(projects.error)} onRetry={() => void projects.refetch()} /> : null}
        {projects.data && projects.data.items.length === 0 ? (
          <EmptyState title={t(filtered ? 'admin.dashboard.noMatch' : 'admin.dashboard.none')}>
            {filtered ? (
              t('admin.dashboard.tryAnother')
            ) : (
              <Link to="/swatdashboard/create-project" className="pt:text-brand pt:underline">
                {t('admin.dashboard.createFirst')}
              </Link>
            )}
          </EmptyState>
        ) : null}
        {projects.data && projects.data.items.length > 0 ? (
          <>
            <ListTable
              label={t('admin.dashboard.heading')}
              testId="admin-projects-table"
              columns={[
                { label: t('admin.col.project') },
                { label: t('admin.col.client') },
                { label: t('admin.col.status') },
                { label: t('admin.col.sample'), className: 'pt:min-w-48' },
                { label: t('admin.col.fieldworkStart') },
                { label: t('admin.col.updated') },
              ]}
            >
              {projects.data.items.map((p) => (
                <tr key={p.id} className="pt:border-t pt:border-line">
                  <td className="pt:px-4 pt:py-3">
                    <Link to={`/swatdashboard/project/${p.id}`} className="pt:font-medium pt:text-brand pt:underline">
                      <bdi dir="auto">{p.title}</bdi>
                    </Link>
                    <div className="pt:text-xs pt:text-muted" dir="ltr">
                      {p.code}
                    </div>
                  </td>
                  <td className="pt:px-4 pt:py-3 pt:text-ink">
                    <bdi dir="auto">{p.client.name}</bdi>
                    {p.client.company ? (
                      <div className="pt:text-xs pt:text-muted" dir="auto">
                        {p.client.company}
                      </div>
                    ) : null}
                  </td>
                  <td className="pt:px-4 pt:py-3">
                    <StatusBadge status={p.status} />
                  </td>
                  <td className="pt:px-4 pt:py-3">
                    <SampleProgress project={p} />
                  </td>
                  <td className="pt:px-4 pt:py-3 pt:text-ink">{formatDate(p.fieldworkStart, language, { timeZone: 'UTC' })}</td>
                  <td className="pt:px-4 pt:py-3 pt:text-ink">{formatDate(p.updatedAt, language)}</td>
                </tr>
              ))}
            </ListTable>
            <div className="pt:mt-4">
              <Pager
                page={page}
                pages={pageCount(projects.data.total, PAGE_SIZE)}
                onPage={(next) => update({ page: String(next) }, false)}
                summary={`${t('admin.projectCount', { count: projects.data.total })}${projects.isFetching ? t('admin.updating') : ''}`}
              />
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}

export default function AdminDashboardPage() {
  return <AdminFrame title="admin.dashboard.heading">{() => <Dashboard />}</AdminFrame>;
}
