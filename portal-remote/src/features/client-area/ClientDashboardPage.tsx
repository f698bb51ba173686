import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDate, type DataItemListResponse, type Project, type ProjectListResponse } from '@swat/shared-contracts';
import { RequireClient } from '../guards';
import { ClientFrame } from './ClientFrame';
import { apiKey } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { SampleProgress, StatusBadge, downloadUrl, fieldworkText } from '../../lib/ui/project-bits';

function LatestItems({ project }: { project: Project }) {
  const items = useQuery<DataItemListResponse>({ queryKey: apiKey(`/api/projects/${project.id}/data-items`) });
  if (items.isLoading) return <p className="pt:text-sm pt:text-muted">Loading data items…</p>;
  if (items.error) return <p className="pt:text-sm pt:text-danger">Could not load the data items: {readApiError(items.error).message}</p>;
  const latest = items.data?.items.slice(0, 3) ?? [];
  if (latest.length === 0) return <p className="pt:text-sm pt:text-muted">No data shared yet.</p>;
  return (
    <ul className="pt:space-y-1 pt:text-sm">
      {latest.map((item) => (
        <li key={item.id} className="pt:flex pt:flex-wrap pt:items-baseline pt:justify-between pt:gap-2">
          <span className="pt:text-ink">
            {item.title} <span className="pt:text-muted">({formatDate(item.createdAt)})</span>
          </span>
          <a href={downloadUrl(project.id, item.id)} download className="pt:font-medium pt:text-brand pt:underline">
            Download<span className="pt:sr-only"> {item.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function ProjectCard({ project }: { project: Project }) {
  return (
    <article className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5 pt:shadow-sm" data-testid="client-project-card">
      <div className="pt:flex pt:flex-wrap pt:items-start pt:justify-between pt:gap-2">
        <div>
          <p dir="ltr" className="pt:text-start pt:text-xs pt:font-semibold pt:tracking-wide pt:text-muted">{project.code}</p>
          <h2 className="pt:text-lg pt:font-semibold pt:text-ink">
            <Link to={`/client-dashboard/project/${project.id}`} className="pt:hover:underline">
              <bdi dir="auto">{project.title}</bdi>
            </Link>
          </h2>
        </div>
        <StatusBadge status={project.status} />
      </div>
      <div className="pt:mt-4">
        <SampleProgress project={project} />
      </div>
      <p className="pt:mt-3 pt:text-sm pt:text-ink">
        <span className="pt:text-muted">Fieldwork: </span>
        {fieldworkText(project)}
      </p>
      <div className="pt:mt-4 pt:border-t pt:border-line pt:pt-3">
        <h3 className="pt:mb-2 pt:text-sm pt:font-semibold pt:text-ink">Latest data</h3>
        <LatestItems project={project} />
      </div>
      <Link to={`/client-dashboard/project/${project.id}`} className="pt:mt-4 pt:inline-block pt:text-sm pt:font-medium pt:text-brand pt:underline">
        Open project<span className="pt:sr-only"> {project.title}</span>
      </Link>
    </article>
  );
}

function ProjectList() {
  const projects = useQuery<ProjectListResponse>({ queryKey: apiKey('/api/projects', { pageSize: 100, sort: 'updatedAt', dir: 'desc' }) });
  if (projects.isLoading) return <Spinner label="Loading your projects…" />;
  if (projects.error) return <ErrorState message={readApiError(projects.error).message} onRetry={() => void projects.refetch()} />;
  const items = projects.data?.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyState title="No projects yet">
        When our team sets up a project for you, it appears here. <Link to="/contact" className="pt:text-brand pt:underline">Contact us</Link> if you expected one.
      </EmptyState>
    );
  }
  return (
    <div className="pt:grid pt:gap-5 pt:md:grid-cols-2">
      {items.map((p) => (
        <ProjectCard key={p.id} project={p} />
      ))}
    </div>
  );
}

export default function ClientDashboardPage() {
  return (
    <RequireClient>
      {(user) => (
        <ClientFrame user={user}>
          <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Your projects</h1>
          <p className="pt:mt-1 pt:mb-6 pt:text-muted">Welcome, {user.name}. Here is where each of your projects stands.</p>
          <ProjectList />
        </ClientFrame>
      )}
    </RequireClient>
  );
}
