import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cn } from '../../lib/cn';
import {
  PROJECT_SORT_FIELDS,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  formatDate,
  type ClientListResponse,
  type ProjectListResponse,
  type ProjectStatus,
} from '@swat/shared-contracts';
import { AdminFrame } from './AdminFrame';
import { BehindPlanList } from '../fieldwork';
import { apiKey } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { EmptyState, ErrorState, Spinner, inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/ui/states';
import { SampleProgress, StatusBadge } from '../../lib/ui/project-bits';

const PAGE_SIZE = 20;
const SORT_LABELS: Record<(typeof PROJECT_SORT_FIELDS)[number], string> = {
  code: 'Code',
  title: 'Title',
  status: 'Status',
  client: 'Client',
  fieldworkStart: 'Fieldwork start',
  createdAt: 'Created',
  updatedAt: 'Last updated',
};

const isStatus = (v: string | null): v is ProjectStatus => v !== null && (PROJECT_STATUSES as readonly string[]).includes(v);
const isSort = (v: string | null): v is (typeof PROJECT_SORT_FIELDS)[number] => v !== null && (PROJECT_SORT_FIELDS as readonly string[]).includes(v);

function ClientFilterNote({ clientId, onClear }: { clientId: string; onClear: () => void }) {
  const clients = useQuery<ClientListResponse>({ queryKey: apiKey('/api/clients') });
  const client = clients.data?.items.find((c) => c.id === clientId);
  return (
    <p className="pt:mb-4 pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink">
      Showing the projects of {client ? `${client.name}${client.company ? `, ${client.company}` : ''}` : 'one client'}.
      <button type="button" onClick={onClear} className="pt:font-medium pt:underline">
        Show every client
      </button>
    </p>
  );
}

function Dashboard() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = isStatus(params.get('status')) ? (params.get('status') as ProjectStatus) : null;
  const sort = isSort(params.get('sort')) ? params.get('sort')! : 'updatedAt';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const clientId = params.get('clientId');
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);

  const update = (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    setParams(next, { replace: true });
  };

  const projects = useQuery<ProjectListResponse>({
    queryKey: apiKey('/api/projects', { q: q || undefined, status: status ?? undefined, sort, dir, page, pageSize: PAGE_SIZE, clientId: clientId ?? undefined }),
    placeholderData: keepPreviousData,
  });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || null });
  };
  const counts = projects.data?.countsByStatus;
  const allCount = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const pages = projects.data ? Math.max(1, Math.ceil(projects.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <div className="pt:flex pt:flex-wrap pt:items-center pt:justify-between pt:gap-3">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Projects</h1>
        <Link to="/swatdashboard/create-project" className={primaryButton}>
          Create project
        </Link>
      </div>
      <div className="pt:mt-6">
        <BehindPlanList />
      </div>
      <div className="pt:mt-6 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
        {clientId ? <ClientFilterNote clientId={clientId} onClear={() => update({ clientId: null })} /> : null}
        <div className="pt:flex pt:flex-wrap pt:items-end pt:gap-4">
          <form role="search" onSubmit={onSearch} className="pt:flex pt:items-end pt:gap-2">
            <div>
              <label htmlFor="project-search" className={labelClass}>
                Search projects
              </label>
              <input id="project-search" type="search" dir="auto" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Code, title or client" className={inputClass} />
            </div>
            <button type="submit" className={secondaryButton}>
              Search
            </button>
          </form>
          <div>
            <label htmlFor="project-sort" className={labelClass}>
              Sort by
            </label>
            <select id="project-sort" value={sort} onChange={(e) => update({ sort: e.target.value })} className={inputClass}>
              {PROJECT_SORT_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {SORT_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="project-dir" className={labelClass}>
              Order
            </label>
            <select id="project-dir" value={dir} onChange={(e) => update({ dir: e.target.value })} className={inputClass}>
              <option value="asc">Ascending</option>
              <option value="desc">Descending</option>
            </select>
          </div>
        </div>
        <div role="group" aria-label="Filter by status" className="pt:mt-5 pt:flex pt:flex-wrap pt:gap-2">
          <button type="button" aria-pressed={status === null} onClick={() => update({ status: null })} className={cn(secondaryButton, status === null && 'pt:border-brand pt:bg-brand-soft')}>
            All{allCount !== null ? ` (${allCount})` : ''}
          </button>
          {PROJECT_STATUSES.map((s) => (
            <button key={s} type="button" aria-pressed={status === s} onClick={() => update({ status: s })} className={cn(secondaryButton, status === s && 'pt:border-brand pt:bg-brand-soft')}>
              {PROJECT_STATUS_LABELS[s]}
              {counts ? ` (${counts[s] ?? 0})` : ''}
            </button>
          ))}
        </div>
      </div>

      <div className="pt:mt-6">
        {projects.isLoading ? <Spinner label="Loading projects…" /> : null}
        {projects.error && !projects.data ? <ErrorState message={readApiError(projects.error).message} onRetry={() => void projects.refetch()} /> : null}
        {projects.data && projects.data.items.length === 0 ? (
          <EmptyState title={q || status || clientId ? 'No projects match these filters.' : 'No projects yet.'}>
            {q || status || clientId ? 'Try another search or status.' : <Link to="/swatdashboard/create-project" className="pt:text-brand pt:underline">Create the first project</Link>}
          </EmptyState>
        ) : null}
        {projects.data && projects.data.items.length > 0 ? (
          <>
            <div className="pt:overflow-x-auto pt:rounded-xl pt:border pt:border-line pt:bg-surface" tabIndex={0} role="region" aria-label="Projects">
              <table className="pt:min-w-full pt:text-sm" data-testid="admin-projects-table">
                <thead className="pt:bg-surface-alt pt:text-start pt:text-ink">
                  <tr>
                    <th scope="col" className="pt:px-4 pt:py-2">Project</th>
                    <th scope="col" className="pt:px-4 pt:py-2">Client</th>
                    <th scope="col" className="pt:px-4 pt:py-2">Status</th>
                    <th scope="col" className="pt:px-4 pt:py-2 pt:min-w-48">Sample</th>
                    <th scope="col" className="pt:px-4 pt:py-2">Fieldwork start</th>
                    <th scope="col" className="pt:px-4 pt:py-2">Updated</th>
                  </tr>
                </thead>
                <tbody>
                  {projects.data.items.map((p) => (
                    <tr key={p.id} className="pt:border-t pt:border-line">
                      <td className="pt:px-4 pt:py-3">
                        <Link to={`/swatdashboard/project/${p.id}`} className="pt:font-medium pt:text-brand pt:underline">
                          <bdi dir="auto">{p.title}</bdi>
                        </Link>
                        <div className="pt:text-xs pt:text-muted">{p.code}</div>
                      </td>
                      <td className="pt:px-4 pt:py-3 pt:text-ink">
                        {p.client.name}
                        {p.client.company ? <div className="pt:text-xs pt:text-muted">{p.client.company}</div> : null}
                      </td>
                      <td className="pt:px-4 pt:py-3">
                        <StatusBadge status={p.status} />
                      </td>
                      <td className="pt:px-4 pt:py-3">
                        <SampleProgress project={p} />
                      </td>
                      <td className="pt:px-4 pt:py-3 pt:text-ink">{formatDate(p.fieldworkStart)}</td>
                      <td className="pt:px-4 pt:py-3 pt:text-ink">{formatDate(p.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav aria-label="Pages" className="pt:mt-4 pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:text-sm pt:text-ink">
              <span>
                {projects.data.total} project{projects.data.total === 1 ? '' : 's'}
                {projects.isFetching ? ' (updating…)' : ''}
              </span>
              <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => update({ page: String(page - 1) }, false)}>
                Previous page
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => update({ page: String(page + 1) }, false)}>
                Next page
              </button>
            </nav>
          </>
        ) : null}
      </div>
    </>
  );
}

export default function AdminDashboardPage() {
  return <AdminFrame>{() => <Dashboard />}</AdminFrame>;
}
