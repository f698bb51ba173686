import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDate, type DataItem } from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { usePrivatePageTitle } from '../../lib/page-meta';
import { useFailureText } from '../../lib/ui/failure-text';
import { useToastedMutation } from '../../lib/ui/use-toasted-mutation';
import { EmptyState, ErrorState, Spinner, dangerButton, primaryButton, secondaryButton } from '../../lib/ui/states';
import { ProjectLoadState } from '../../lib/ui/ProjectLoadState';
import { ProjectHeader } from '../../lib/ui/ProjectHeader';
import { downloadUrl, fileSize } from '../../lib/ui/project-bits';
import { ProjectFacts, StatusHistory } from '../../lib/ui/ProjectDetails';
import { useMessages } from '../../i18n/portal-messages';
import { PublishControls } from '../publishing';
import { DeliverablesAdmin } from '../deliverables';
import { ActivityTimeline } from '../audit';
import { FieldworkAdmin, ProjectProgress } from '../fieldwork';
import { ConversationPanel } from '../conversation';
import { AdminFrame } from './AdminFrame';
import { UploadForm } from './UploadForm';

function DataItemRow({ projectId, item }: { projectId: string; item: DataItem }) {
  const { t, language } = useMessages();
  const api = usePortalApi();
  const [confirming, setConfirming] = useState(false);
  const remove = useToastedMutation({
    mutationFn: () => api.send('DELETE', `/api/projects/${encodeURIComponent(projectId)}/data-items/${encodeURIComponent(item.id)}`),
    refresh: [portalKeys.project(projectId)],
    done: () => ({ title: t('admin.item.deleted'), description: t('admin.item.deletedText', { title: item.title }) }),
    failedTitle: t('admin.item.deleteFailed'),
  });
  const facts = [
    item.filename,
    fileSize(item.sizeBytes, { t, language }),
    formatDate(item.createdAt, language),
    item.uploadedBy?.name,
    item.hasTable ? t('admin.item.hasTable') : null,
  ].filter(Boolean);

  return (
    <li className="pt:px-4 pt:py-3" data-testid="admin-data-item">
      <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
        <div className="pt:min-w-0 pt:flex-1">
          <Link to={`/swatdashboard/project/${projectId}/data/${item.id}`} className="pt:font-medium pt:text-brand pt:underline">
            <bdi dir="auto">{item.title}</bdi>
          </Link>
          <p className="pt:text-sm pt:text-muted">
            {facts.map((fact, index) => (
              <span key={index}>
                {index > 0 ? ' · ' : null}
                <bdi dir="auto">{fact}</bdi>
              </span>
            ))}
          </p>
        </div>
        <a href={downloadUrl(projectId, item.id, language)} download className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
          {t('admin.download')}
          <span className="pt:sr-only"> {item.title}</span>
        </a>
        {!confirming ? (
          <button type="button" onClick={() => setConfirming(true)} className={secondaryButton}>
            {t('admin.delete')}
            <span className="pt:sr-only"> {item.title}</span>
          </button>
        ) : null}
      </div>
      <div className="pt:mt-2">
        <PublishControls projectId={projectId} target={{ kind: 'data-item', id: item.id, title: item.title, publishedAt: item.publishedAt }} />
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`confirm-${item.id}`}
          className="pt:mt-3 pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:rounded-md pt:border pt:border-danger pt:bg-surface pt:p-3"
        >
          <p id={`confirm-${item.id}`} className="pt:text-sm pt:text-ink">
            {t('admin.item.confirm', { title: item.title })}
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog moves focus into itself as it opens (WAI-ARIA dialog pattern) */}
          <button type="button" autoFocus onClick={() => remove.mutate(undefined, { onError: () => setConfirming(false) })} disabled={remove.isPending} className={dangerButton}>
            {t(remove.isPending ? 'admin.item.deleting' : 'admin.item.yesDelete')}
          </button>
          <button type="button" onClick={() => setConfirming(false)} disabled={remove.isPending} className={secondaryButton}>
            {t('admin.item.keep')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function DataItems({ projectId }: { projectId: string }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const items = useQuery(usePortalQueries().dataItems(projectId));
  if (items.isPending) return <Spinner label={t('admin.project.loadingItems')} />;
  if (items.isError) return <ErrorState message={failureText(items.error)} onRetry={() => void items.refetch()} />;
  if (items.data.items.length === 0) return <EmptyState title={t('admin.project.noFiles')}>{t('admin.project.noFilesText')}</EmptyState>;
  return (
    <ul className="pt:divide-y pt:divide-line pt:rounded-xl pt:border pt:border-line pt:bg-surface">
      {items.data.items.map((item) => (
        <DataItemRow key={item.id} projectId={projectId} item={item} />
      ))}
    </ul>
  );
}

function ProjectView({ id, viewerId }: { id: string; viewerId: string }) {
  const { t } = useMessages();
  const project = useQuery(usePortalQueries().project(id));
  usePrivatePageTitle(project.data ? `${project.data.code}: ${project.data.title}` : null);
  return (
    <ProjectLoadState project={project} notFoundText={t('admin.project.notFound')} backTo={{ to: '/swatdashboard', label: t('admin.project.backToAll') }}>
      {(p) => (
        <div className="pt:space-y-8">
          <ProjectHeader
            project={p}
            back={{ to: '/swatdashboard', label: t('admin.project.back') }}
            actions={
              <Link to={`/swatdashboard/edit-project/${p.id}`} className={`${primaryButton} pt:ms-auto`}>
                {t('admin.project.edit')}
              </Link>
            }
          />
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
              {t('admin.project.dataItems')}
            </h2>
            <DataItems projectId={p.id} />
            <UploadForm projectId={p.id} />
          </section>
          <DeliverablesAdmin projectId={p.id} />
          <ConversationPanel projectId={p.id} viewerId={viewerId} audience="staff" />
          <ActivityTimeline projectId={p.id} />
        </div>
      )}
    </ProjectLoadState>
  );
}

export default function AdminProjectPage() {
  const { id = '' } = useParams();
  return <AdminFrame>{(user) => <ProjectView id={id} viewerId={user.id} />}</AdminFrame>;
}
