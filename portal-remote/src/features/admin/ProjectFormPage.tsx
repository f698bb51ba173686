import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Project, type RemotePageProps } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { AdminFrame } from './AdminFrame';
import { EMPTY_PROJECT_VALUES, ProjectForm, valuesFromProject } from './ProjectForm';
import { apiKey, invalidatePaths } from '../../lib/queries';
import { isNotFound, readApiError } from '../../lib/api-error';
import { usePrivatePageTitle } from '../../lib/page-meta';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';

function CreateProject() {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <h1 className="pt:mb-6 pt:text-2xl pt:font-semibold pt:text-ink">Create a project</h1>
      <ProjectForm
        mode="create"
        initial={EMPTY_PROJECT_VALUES}
        onCancel={() => navigate('/swatdashboard')}
        onSave={async (body) => {
          const response = await api.request('POST', '/api/projects', body);
          const project = (await response.json()) as Project;
          queryClient.setQueryData(apiKey(`/api/projects/${project.id}`), project);
          await invalidatePaths(queryClient, '/api/projects', '/api/clients');
          toast({ title: 'Project created', description: `${project.code} is ready for data.` });
          navigate(`/swatdashboard/project/${project.id}`);
        }}
      />
    </>
  );
}

function EditProject({ id }: { id: string }) {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const project = useQuery<Project>({ queryKey: apiKey(`/api/projects/${id}`) });
  usePrivatePageTitle(project.data ? `Edit ${project.data.code}` : null);
  if (project.isLoading) return <Spinner label="Loading the project…" />;
  if (project.error || !project.data) {
    return (
      <>
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Edit project</h1>
        <div className="pt:mt-4">
          {isNotFound(project.error) ? <EmptyState title="There is no such project." /> : <ErrorState message={readApiError(project.error).message} onRetry={() => void project.refetch()} />}
        </div>
      </>
    );
  }
  const p = project.data;
  return (
    <>
      <h1 className="pt:mb-6 pt:text-2xl pt:font-semibold pt:text-ink">Edit {p.code}</h1>
      <ProjectForm
        key={p.id}
        mode="edit"
        initial={valuesFromProject(p)}
        currentClient={p.client}
        onCancel={() => navigate(`/swatdashboard/project/${p.id}`)}
        onSave={async (body) => {
          const response = await api.request('PATCH', `/api/projects/${p.id}`, body);
          const saved = (await response.json()) as Project;
          queryClient.setQueryData(apiKey(`/api/projects/${p.id}`), saved);
          await invalidatePaths(queryClient, '/api/projects', '/api/clients', `/api/projects/${p.id}/status-history`);
          toast({ title: 'Project saved', description: `${saved.code} is up to date.` });
          navigate(`/swatdashboard/project/${p.id}`);
        }}
      />
    </>
  );
}

/** One page component for both routes: the route pattern says which. */
export default function ProjectFormPage({ routePath }: RemotePageProps) {
  const { id } = useParams();
  const editing = routePath.startsWith('/swatdashboard/edit-project') && id;
  return <AdminFrame>{() => (editing ? <EditProject id={id} /> : <CreateProject />)}</AdminFrame>;
}
