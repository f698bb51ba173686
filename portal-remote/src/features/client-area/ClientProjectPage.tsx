import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DATA_ITEM_KINDS, formatDate, type DataItemListResponse, type Project } from '@swat/shared-contracts';
import { RequireClient } from '../guards';
import { ClientFrame } from './ClientFrame';
import { apiKey } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { usePrivatePageTitle } from '../../lib/page-meta';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { ProjectLoadState } from '../../lib/ui/ProjectLoadState';
import { StatusBadge, downloadUrl, formatBytes } from '../../lib/ui/project-bits';
import { ProjectFacts, StatusHistory } from '../../lib/ui/ProjectDetails';
import { LazyDataset } from '../dataset';
import { ProjectProgress } from '../fieldwork';
import { BackArrow } from '../../lib/ui/DirectionArrow';

const KIND_LABELS: Record<(typeof DATA_ITEM_KINDS)[number], string> = {
  dataset: 'Dataset',
  report: 'Report',
  questionnaire: 'Questionnaire',
  presentation: 'Presentation',
  other: 'File',
};

function DataItems({ projectId }: { projectId: string }) {
  const items = useQuery<DataItemListResponse>({ queryKey: apiKey(`/api/projects/${projectId}/data-items`) });
  const [chosen, setChosen] = useState<string | null>(null);
  if (items.isLoading) return <Spinner label="Loading the data items…" />;
  if (items.error) return <ErrorState message={readApiError(items.error).message} onRetry={() => void items.refetch()} />;
  const list = items.data?.items ?? [];
  if (list.length === 0) return <EmptyState title="No data shared yet">Datasets and reports appear here as soon as our team publishes them.</EmptyState>;
  const tables = list.filter((i) => i.hasTable);
  const shown = tables.find((t) => t.id === chosen) ?? tables[0];
  return (
    <div className="pt:space-y-8">
      <ul className="pt:divide-y pt:divide-line pt:rounded-lg pt:border pt:border-line pt:bg-surface">
        {list.map((item) => (
          <li key={item.id} className="pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:px-4 pt:py-3">
            <div className="pt:min-w-0 pt:flex-1">
              <p className="pt:font-medium pt:text-ink">{item.title}</p>
              <p className="pt:text-sm pt:text-muted">
                {KIND_LABELS[item.kind]} · {item.filename} · {formatBytes(item.sizeBytes)} · {formatDate(item.createdAt)}
              </p>
            </div>
            {item.hasTable && tables.length > 1 ? (
              <button type="button" onClick={() => setChosen(item.id)} className="pt:text-sm pt:font-medium pt:text-brand pt:underline" aria-pressed={shown?.id === item.id}>
                Show table<span className="pt:sr-only"> for {item.title}</span>
              </button>
            ) : null}
            <a href={downloadUrl(projectId, item.id)} download className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
              Download<span className="pt:sr-only"> {item.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {shown ? (
        <div>
          <p className="pt:mb-4 pt:text-sm pt:text-muted">
            Showing <span className="pt:font-medium pt:text-ink">{shown.title}</span>
          </p>
          <LazyDataset key={shown.id} projectId={projectId} dataId={shown.id} />
        </div>
      ) : null}
    </div>
  );
}

function ProjectView({ id }: { id: string }) {
  const project = useQuery<Project>({ queryKey: apiKey(`/api/projects/${id}`) });
  usePrivatePageTitle(project.data?.title);
  return (
    <ProjectLoadState project={project} notFoundText="There is no such project in your account." backTo={{ to: '/client-dashboard', label: 'Back to your projects' }}>
      {(p) => (
        <div className="pt:space-y-8">
          <div>
            <Link to="/client-dashboard" className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
              <BackArrow /> All projects
            </Link>
            <p className="pt:mt-3 pt:text-xs pt:font-semibold pt:tracking-wide pt:text-muted">{p.code}</p>
            <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
              <h1 dir="auto" className="pt:text-2xl pt:font-semibold pt:text-ink">{p.title}</h1>
              <StatusBadge status={p.status} />
            </div>
          </div>
          <ProjectFacts project={p} />
          <ProjectProgress projectId={p.id} />
          <StatusHistory projectId={p.id} />
          <section aria-labelledby="data-heading">
            <h2 id="data-heading" className="pt:mb-3 pt:text-lg pt:font-semibold pt:text-ink">
              Data and reports
            </h2>
            <DataItems projectId={p.id} />
          </section>
        </div>
      )}
    </ProjectLoadState>
  );
}

export default function ClientProjectPage() {
  const { id = '' } = useParams();
  return <RequireClient>{(user) => <ClientFrame user={user}><ProjectView id={id} /></ClientFrame>}</RequireClient>;
}
