import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, type DataItem, type DataItemListResponse, type Project } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { AdminFrame } from './AdminFrame';
import { UploadForm } from './UploadForm';
import { apiKey, invalidatePaths } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { usePrivatePageTitle } from '../../lib/page-meta';
import { EmptyState, ErrorState, Spinner, dangerButton, primaryButton, secondaryButton } from '../../lib/ui/states';
import { ProjectLoadState } from '../../lib/ui/ProjectLoadState';
import { StatusBadge, downloadUrl, formatBytes } from '../../lib/ui/project-bits';
import { ProjectFacts, StatusHistory } from '../../lib/ui/ProjectDetails';
import { BackArrow } from '../../lib/ui/DirectionArrow';
import { PublishButton } from '../publishing';
import { ActivityTimeline } from '../audit';
import { FieldworkAdmin, ProjectProgress } from '../fieldwork';

function DataItemRow({ projectId, item }: { projectId: string; item: DataItem }) {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onDelete = async () => {
    setDeleting(true);
    try {
      await api.request('DELETE', `/api/projects/${projectId}/data-items/${item.id}`);
      toast({ title: 'File deleted', description: `${item.title} was removed.` });
      await invalidatePaths(queryClient, `/api/projects/${projectId}/data-items`);
    } catch (error) {
      toast({ title: 'Delete failed', description: readApiError(error).message, variant: 'destructive' });
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <li className="pt:px-4 pt:py-3" data-testid="admin-data-item">
      <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
        <div className="pt:min-w-0 pt:flex-1">
          <Link to={`/swatdashboard/project/${projectId}/data/${item.id}`} className="pt:font-medium pt:text-brand pt:underline">
            {item.title}
          </Link>
          <p className="pt:text-sm pt:text-muted">
            {item.filename} · {formatBytes(item.sizeBytes)} · {formatDate(item.createdAt)}
            {item.uploadedBy ? ` · ${item.uploadedBy.name}` : ''}
            {item.hasTable ? ' · table' : ''}
          </p>
        </div>
        <PublishButton projectId={projectId} item={item} />
        <a href={downloadUrl(projectId, item.id)} download className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
          Download<span className="pt:sr-only"> {item.title}</span>
        </a>
        {!confirming ? (
          <button type="button" onClick={() => setConfirming(true)} className={secondaryButton}>
            Delete<span className="pt:sr-only"> {item.title}</span>
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div role="alertdialog" aria-labelledby={`confirm-${item.id}`} className="pt:mt-3 pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:rounded-md pt:border pt:border-danger pt:bg-surface pt:p-3">
          <p id={`confirm-${item.id}`} className="pt:text-sm pt:text-ink">
            Delete “{item.title}”? The client will no longer see it. This cannot be undone.
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog moves focus into itself as it opens (WAI-ARIA dialog pattern) */}
          <button type="button" onClick={() => void onDelete()} disabled={deleting} className={dangerButton} autoFocus>
            {deleting ? 'Deleting…' : 'Yes, delete'}
          </button>
          <button type="button" onClick={() => setConfirming(false)} disabled={deleting} className={secondaryButton}>
            Keep it
          </button>
        </div>
      ) : null}
    </li>
  );
}

function DataItems({ projectId }: { projectId: string }) {
  const items = useQuery<DataItemListResponse>({ queryKey: apiKey(`/api/projects/${projectId}/data-items`) });
  if (items.isLoading) return <Spinner label="Loading the data items…" />;
  if (items.error) return <ErrorState message={readApiError(items.error).message} onRetry={() => void items.refetch()} />;
  const list = items.data?.items ?? [];
  if (list.length === 0) return <EmptyState title="No files yet">Upload the first dataset or report below.</EmptyState>;
  return (
    <ul className="pt:divide-y pt:divide-line pt:rounded-xl pt:border pt:border-line pt:bg-surface">
      {list.map((item) => (
        <DataItemRow key={item.id} projectId={projectId} item={item} />
      ))}
    </ul>
  );
}

function ProjectView({ id }: { id: string }) {
  const project = useQuery<Project>({ queryKey: apiKey(`/api/projects/${id}`) });
  usePrivatePageTitle(project.data ? `${project.data.code}: ${project.data.title}` : null);
  return (
    <ProjectLoadState project={project} notFoundText="There is no such project." backTo={{ to: '/swatdashboard', label: 'Back to all projects' }}>
      {(p) => (
        <div className="pt:space-y-8">
          <div>
            <Link to="/swatdashboard" className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
              <BackArrow /> All projects
            </Link>
            <p className="pt:mt-3 pt:text-xs pt:font-semibold pt:tracking-wide pt:text-muted">{p.code}</p>
            <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
              <h1 dir="auto" className="pt:text-2xl pt:font-semibold pt:text-ink">{p.title}</h1>
              <StatusBadge status={p.status} />
              <Link to={`/swatdashboard/edit-project/${p.id}`} className={`${primaryButton} pt:ms-auto`}>
                Edit project
              </Link>
            </div>
          </div>
          <div className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
            <ProjectFacts project={p} showClient />
          </div>
          <div className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
            <StatusHistory projectId={p.id} />
          </div>
          <ProjectProgress projectId={p.id} />
          <FieldworkAdmin projectId={p.id} />
          <section aria-labelledby="data-heading" className="pt:space-y-4">
            <h2 id="data-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
              Data items
            </h2>
            <DataItems projectId={p.id} />
            <UploadForm projectId={p.id} />
          </section>
          <ActivityTimeline projectId={p.id} />
        </div>
      )}
    </ProjectLoadState>
  );
}

export default function AdminProjectPage() {
  const { id = '' } = useParams();
  return <AdminFrame>{() => <ProjectView id={id} />}</AdminFrame>;
}
