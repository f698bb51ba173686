import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@swat/shared-contracts';
import { RequireClient } from '../guards';
import { ClientFrame } from './ClientFrame';
import { usePortalQueries } from '../../lib/api/queries';
import { pathIn } from '../../lib/language-paths';
import { usePrivatePageTitle } from '../../lib/page-meta';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { ProjectLoadState } from '../../lib/ui/ProjectLoadState';
import { StatusBadge, downloadUrl, fileSize } from '../../lib/ui/project-bits';
import { ProjectFacts, StatusHistory } from '../../lib/ui/ProjectDetails';
import { LazyDataset } from '../dataset';
import { ProjectProgress } from '../fieldwork';
import { ClientDeliverables } from '../deliverables';
import { ConversationPanel } from '../conversation';
import { BackArrow } from '../../lib/ui/DirectionArrow';
import { useMessages } from '../../i18n/portal-messages';

function DataItems({ projectId }: { projectId: string }) {
  const words = useMessages();
  const { t, language } = words;
  const failureText = useFailureText();
  const items = useQuery(usePortalQueries().dataItems(projectId));
  const [chosen, setChosen] = useState<string | null>(null);
  if (items.isLoading) return <Spinner label={t('client.items.loading')} />;
  if (items.error) return <ErrorState message={failureText(items.error)} onRetry={() => void items.refetch()} />;
  const list = items.data?.items ?? [];
  if (list.length === 0) return <EmptyState title={t('client.items.noneTitle')}>{t('client.items.noneText')}</EmptyState>;
  const tables = list.filter((i) => i.hasTable);
  const shown = tables.find((table) => table.id === chosen) ?? tables[0];
  return (
    <div className="pt:space-y-8">
      <p className="pt:text-sm pt:text-muted">{t('client.items.count', { count: list.length })}</p>
      <ul className="pt:divide-y pt:divide-line pt:rounded-lg pt:border pt:border-line pt:bg-surface">
        {list.map((item) => (
          <li key={item.id} className="pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:px-4 pt:py-3">
            <div className="pt:min-w-0 pt:flex-1">
              <p dir="auto" translate="no" className="pt:font-medium pt:text-ink">
                {item.title}
              </p>
              <p className="pt:text-sm pt:text-muted">
                {t(`client.kind.${item.kind}`)} · <bdi dir="ltr" translate="no">{item.filename}</bdi> · {fileSize(item.sizeBytes, words)} ·{' '}
                {formatDate(item.createdAt, language)}
              </p>
            </div>
            {item.hasTable && tables.length > 1 ? (
              <button
                type="button"
                onClick={() => setChosen(item.id)}
                className="pt:text-sm pt:font-medium pt:text-brand pt:underline"
                aria-pressed={shown?.id === item.id}
              >
                {t('client.items.showTable')}
                <span className="pt:sr-only">
                  {' '}
                  {t('client.items.showTableFor')} <bdi translate="no">{item.title}</bdi>
                </span>
              </button>
            ) : null}
            <a href={downloadUrl(projectId, item.id, language)} download className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
              {t('client.items.download')}
              <span className="pt:sr-only" translate="no"> {item.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {shown ? (
        <div>
          <p className="pt:mb-4 pt:text-sm pt:text-muted">
            {t('client.items.showing')}{' '}
            <bdi dir="auto" translate="no" className="pt:font-medium pt:text-ink">
              {shown.title}
            </bdi>
          </p>
          <LazyDataset key={shown.id} projectId={projectId} dataId={shown.id} />
        </div>
      ) : null}
    </div>
  );
}

function ProjectView({ id, viewerId }: { id: string; viewerId: string }) {
  const { t, language } = useMessages();
  const project = useQuery(usePortalQueries().project(id));
  usePrivatePageTitle(project.data?.title);
  const home = pathIn('/client-dashboard', language);
  return (
    <ProjectLoadState project={project} notFoundText={t('client.project.notFound')} backTo={{ to: home, label: t('client.project.backToList') }}>
      {(p) => (
        <div className="pt:space-y-8">
          <div>
            <Link to={home} className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
              <BackArrow /> {t('client.project.back')}
            </Link>
            <p dir="ltr" className="pt:mt-3 pt:text-start pt:text-xs pt:font-semibold pt:tracking-wide pt:text-muted">
              {p.code}
            </p>
            <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
              <h1 dir="auto" translate="no" className="pt:text-2xl pt:font-semibold pt:text-ink">
                {p.title}
              </h1>
              <StatusBadge status={p.status} />
            </div>
          </div>
          <ProjectFacts project={p} />
          <ProjectProgress projectId={p.id} />
          <StatusHistory projectId={p.id} />
          <section aria-labelledby="data-heading">
            <h2 id="data-heading" className="pt:mb-3 pt:text-lg pt:font-semibold pt:text-ink">
              {t('client.project.data')}
            </h2>
            <DataItems projectId={p.id} />
          </section>
          <ClientDeliverables projectId={p.id} />
          <ConversationPanel projectId={p.id} viewerId={viewerId} audience="client" />
        </div>
      )}
    </ProjectLoadState>
  );
}

export default function ClientProjectPage() {
  const { id = '' } = useParams();
  return (
    <RequireClient>
      {(user) => (
        <ClientFrame user={user}>
          <ProjectView id={id} viewerId={user.id} />
        </ClientFrame>
      )}
    </RequireClient>
  );
}
