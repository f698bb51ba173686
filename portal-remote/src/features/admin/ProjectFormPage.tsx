import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project, type RemotePageProps } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { invalidatePaths } from '../../lib/queries';
import { usePrivatePageTitle } from '../../lib/page-meta';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { AdminFrame } from './AdminFrame';
import { EMPTY_PROJECT_VALUES, ProjectForm, valuesFromProject, type ProjectFormProps } from './ProjectForm';

/** What a saved project changes: its own entry, the lists it appears in, and the clients' project counts. */
function useSavedProject() {
  const queryClient = useQueryClient();
  const queries = usePortalQueries();
  const navigate = useNavigate();
  const { toast } = useShellServices();
  return async (project: Project, title: string, description: string) => {
    queryClient.setQueryData(queries.project(project.id).queryKey, project);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: portalKeys.projects() }),
      queryClient.invalidateQueries({ queryKey: portalKeys.clients() }),
      // The status history still keys its answer by URL (lib/ui/ProjectDetails), until it reads through the typed queries.
      invalidatePaths(queryClient, `/api/projects/${project.id}/status-history`),
    ]);
    toast({ title, description });
    navigate(`/swatdashboard/project/${project.id}`);
  };
}

function CreateProject() {
  const { t } = useMessages();
  const api = usePortalApi();
  const navigate = useNavigate();
  const saved = useSavedProject();
  const onSave: ProjectFormProps['onSave'] = async (body) => {
    const project = await api.send('POST', '/api/projects', { body, schema: projectSchema });
    await saved(project, t('admin.projectForm.created'), t('admin.projectForm.createdText', { code: project.code }));
  };
  return (
    <>
      <h1 className="pt:mb-6 pt:text-2xl pt:font-semibold pt:text-ink">{t('admin.projectForm.createHeading')}</h1>
      <ProjectForm mode="create" initial={EMPTY_PROJECT_VALUES} onCancel={() => navigate('/swatdashboard')} onSave={onSave} />
    </>
  );
}

function EditProject({ id }: { id: string }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const saved = useSavedProject();
  const project = useQuery(usePortalQueries().project(id));
  usePrivatePageTitle(project.data ? t('admin.projectForm.editHeading', { code: project.data.code }) : null);
  if (project.isPending) return <Spinner label={t('admin.projectForm.loading')} />;
  if (project.isError) {
    return (
      <>
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('admin.project.edit')}</h1>
        <div className="pt:mt-4">
          {toApiFailure(project.error).status === 404 ? (
            <EmptyState title={t('admin.project.notFound')} />
          ) : (
            <ErrorState message={failureText(project.error)} onRetry={() => void project.refetch()} />
          )}
        </div>
      </>
    );
  }
  const p = project.data;
  const onSave: ProjectFormProps['onSave'] = async (body) => {
    const updated = await api.send('PATCH', `/api/projects/${encodeURIComponent(p.id)}`, { body, schema: projectSchema });
    await saved(updated, t('admin.projectForm.saved'), t('admin.projectForm.savedText', { code: updated.code }));
  };
  return (
    <>
      <h1 className="pt:mb-6 pt:text-2xl pt:font-semibold pt:text-ink">{t('admin.projectForm.editHeading', { code: p.code })}</h1>
      <ProjectForm
        key={p.id}
        mode="edit"
        initial={valuesFromProject(p)}
        currentClient={p.client}
        onCancel={() => navigate(`/swatdashboard/project/${p.id}`)}
        onSave={onSave}
      />
    </>
  );
}

/** One page component for both routes: the route pattern says which. */
export default function ProjectFormPage({ routePath }: RemotePageProps) {
  const { id } = useParams();
  const editing = routePath.startsWith('/swatdashboard/edit-project') && id;
  return <AdminFrame title={editing ? undefined : 'admin.projectForm.createHeading'}>{() => (editing ? <EditProject id={id} /> : <CreateProject />)}</AdminFrame>;
}
