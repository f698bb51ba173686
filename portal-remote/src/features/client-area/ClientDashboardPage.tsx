import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDate, linkPathFor, type Project } from '@swat/shared-contracts';
import { RequireClient } from '../guards';
import { ClientFrame } from './ClientFrame';
import { usePortalQueries } from '../../lib/api/queries';
import { pathIn } from '../../lib/language-paths';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner } from '../../lib/ui/states';
import { SampleProgress, StatusBadge, downloadUrl, fieldworkText } from '../../lib/ui/project-bits';
import { UnreadCount } from '../conversation';
import { useMessages } from '../../i18n/portal-messages';

function LatestItems({ project }: { project: Project }) {
  const { t, language } = useMessages();
  const failureText = useFailureText();
  const items = useQuery(usePortalQueries().dataItems(project.id));
  if (items.isLoading) return <p className="pt:text-sm pt:text-muted">{t('client.card.loadingItems')}</p>;
  if (items.error) return <p className="pt:text-sm pt:text-danger">{t('client.card.itemsFailed', { reason: failureText(items.error) })}</p>;
  const latest = items.data?.items.slice(0, 3) ?? [];
  if (latest.length === 0) return <p className="pt:text-sm pt:text-muted">{t('client.items.none')}</p>;
  return (
    <ul className="pt:space-y-1 pt:text-sm">
      {latest.map((item) => (
        <li key={item.id} className="pt:flex pt:flex-wrap pt:items-baseline pt:justify-between pt:gap-2">
          <span className="pt:text-ink">
            <bdi dir="auto" translate="no">{item.title}</bdi> <span className="pt:text-muted">({formatDate(item.createdAt, language)})</span>
          </span>
          <a href={downloadUrl(project.id, item.id, language)} download className="pt:font-medium pt:text-brand pt:underline">
            {t('client.items.download')}
            <span className="pt:sr-only" translate="no"> {item.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function ProjectCard({ project }: { project: Project }) {
  const words = useMessages();
  const { t, language } = words;
  const href = pathIn(`/client-dashboard/project/${project.id}`, language);
  return (
    <article className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5 pt:shadow-sm" data-testid="client-project-card">
      <div className="pt:flex pt:flex-wrap pt:items-start pt:justify-between pt:gap-2">
        <div>
          <p dir="ltr" className="pt:text-start pt:text-xs pt:font-semibold pt:tracking-wide pt:text-muted">
            {project.code}
          </p>
          <h2 className="pt:text-lg pt:font-semibold pt:text-ink">
            <Link to={href} className="pt:hover:underline">
              <bdi dir="auto" translate="no">{project.title}</bdi>
            </Link>
          </h2>
        </div>
        <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-2">
          <UnreadCount projectId={project.id} />
          <StatusBadge status={project.status} />
        </div>
      </div>
      <div className="pt:mt-4">
        <SampleProgress project={project} />
      </div>
      <p className="pt:mt-3 pt:text-sm pt:text-ink">
        <span className="pt:text-muted">{t('client.card.fieldwork')} </span>
        {fieldworkText(project, words)}
      </p>
      <div className="pt:mt-4 pt:border-t pt:border-line pt:pt-3">
        <h3 className="pt:mb-2 pt:text-sm pt:font-semibold pt:text-ink">{t('client.card.latest')}</h3>
        <LatestItems project={project} />
      </div>
      <Link to={href} className="pt:mt-4 pt:inline-block pt:text-sm pt:font-medium pt:text-brand pt:underline">
        {t('client.card.open')}
        <span className="pt:sr-only" translate="no"> {project.title}</span>
      </Link>
    </article>
  );
}

function ProjectList() {
  const { t, language } = useMessages();
  const failureText = useFailureText();
  const projects = useQuery(usePortalQueries().projects({ pageSize: 100, sort: 'updatedAt', dir: 'desc' }));
  if (projects.isLoading) return <Spinner label={t('client.dashboard.loading')} />;
  if (projects.error) return <ErrorState message={failureText(projects.error)} onRetry={() => void projects.refetch()} />;
  const items = projects.data?.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyState title={t('client.dashboard.empty')}>
        {t('client.dashboard.emptyText')}{' '}
        <Link to={linkPathFor('/contact', language)} className="pt:text-brand pt:underline">
          {t('client.dashboard.contact')}
        </Link>{' '}
        {t('client.dashboard.emptyTail')}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="pt:mb-4 pt:text-sm pt:text-muted" data-testid="project-count">
        {t('client.dashboard.count', { count: items.length })}
      </p>
      <div className="pt:grid pt:gap-5 pt:md:grid-cols-2">
        {items.map((p) => (
          <ProjectCard key={p.id} project={p} />
        ))}
      </div>
    </>
  );
}

export default function ClientDashboardPage() {
  const { t } = useMessages();
  return (
    <RequireClient>
      {(user) => (
        <ClientFrame user={user}>
          <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('client.dashboard.heading')}</h1>
          <p className="pt:mt-1 pt:mb-6 pt:text-muted">{t('client.dashboard.welcome', { name: user.name })}</p>
          <ProjectList />
        </ClientFrame>
      )}
    </RequireClient>
  );
}
