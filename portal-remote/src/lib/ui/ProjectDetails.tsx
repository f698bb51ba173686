import { useQuery } from '@tanstack/react-query';
import { formatDate, formatNumber, formatUsd, type Project } from '@swat/shared-contracts';
import { usePortalQueries } from '../api/queries';
import { useMessages } from '../../i18n/portal-messages';
import { useFailureText } from './failure-text';
import { ErrorState, Spinner } from './states';
import { SampleProgress, fieldworkText, statusLabel } from './project-bits';
import { ForwardArrow } from './DirectionArrow';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="pt:text-xs pt:font-semibold pt:tracking-wide pt:text-muted pt:uppercase">{label}</dt>
      {/* Values are what staff typed, in either language: each finds its own direction. */}
      <dd dir="auto" className="pt:mt-0.5 pt:text-ink">
        {children || '—'}
      </dd>
    </div>
  );
}

/** Everything a project record holds, for both areas (budget only when the caller says so). */
export function ProjectFacts({ project, showBudget = true, showClient = false }: { project: Project; showBudget?: boolean; showClient?: boolean }) {
  const words = useMessages();
  const { t, language } = words;
  // The list separator of the page's language (، in Arabic).
  const markets = project.markets.join(language === 'ar' ? '، ' : ', ');
  return (
    <div className="pt:space-y-5">
      <SampleProgress project={project} />
      <dl className="pt:grid pt:gap-4 pt:sm:grid-cols-2 pt:lg:grid-cols-3">
        {showClient ? <Fact label={t('ui.fact.client')}>
            <bdi translate="no">{`${project.client.name}${project.client.company ? `, ${project.client.company}` : ''}`}</bdi>
          </Fact> : null}
        <Fact label={t('ui.fact.status')}>{statusLabel(t, project.status)}</Fact>
        <Fact label={t('ui.fact.fieldwork')}>{fieldworkText(project, words)}</Fact>
        <Fact label={t('ui.fact.methodology')}>
          <bdi translate="no">{project.methodology}</bdi>
        </Fact>
        <Fact label={t('ui.fact.markets')}>
          <bdi translate="no">{markets}</bdi>
        </Fact>
        <Fact label={t('ui.fact.targetSample')}>{formatNumber(project.targetSampleSize, language)}</Fact>
        {showBudget ? <Fact label={t('ui.fact.budget')}>{formatUsd(project.budgetUsd, language)}</Fact> : null}
        <Fact label={t('ui.fact.updated')}>{formatDate(project.updatedAt, language)}</Fact>
      </dl>
      {project.description ? (
        <div>
          <h2 className="pt:text-lg pt:font-semibold pt:text-ink">{t('ui.description')}</h2>
          <p dir="auto" translate="no" className="pt:mt-1 pt:whitespace-pre-line pt:text-ink">
            {project.description}
          </p>
        </div>
      ) : null}
      {project.objectives ? (
        <div>
          <h2 className="pt:text-lg pt:font-semibold pt:text-ink">{t('ui.objectives')}</h2>
          <p dir="auto" translate="no" className="pt:mt-1 pt:whitespace-pre-line pt:text-ink">
            {project.objectives}
          </p>
        </div>
      ) : null}
    </div>
  );
}

export function StatusHistory({ projectId }: { projectId: string }) {
  const { t, language } = useMessages();
  const failureText = useFailureText();
  const history = useQuery(usePortalQueries().statusHistory(projectId));
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        {t('ui.history.heading')}
      </h2>
      {history.isLoading ? <Spinner label={t('ui.history.loading')} /> : null}
      {history.error ? <ErrorState message={failureText(history.error)} onRetry={() => void history.refetch()} /> : null}
      {history.data && history.data.items.length === 0 ? <p className="pt:mt-2 pt:text-sm pt:text-muted">{t('ui.history.none')}</p> : null}
      {history.data && history.data.items.length > 0 ? (
        <ol className="pt:mt-3 pt:space-y-2 pt:border-s-2 pt:border-line pt:ps-4">
          {history.data.items.map((change) => {
            const date = formatDate(change.changedAt, language);
            return (
              <li key={change.id} className="pt:text-sm pt:text-ink">
                <span className="pt:font-medium">
                  {change.fromStatus ? (
                    <>
                      {statusLabel(t, change.fromStatus)} <ForwardArrow /> {statusLabel(t, change.toStatus)}
                    </>
                  ) : (
                    t('ui.history.createdAs', { status: statusLabel(t, change.toStatus) })
                  )}
                </span>{' '}
                <span className="pt:text-muted">
                  {change.changedBy ? t('ui.history.onBy', { date, name: change.changedBy.name }) : t('ui.history.on', { date })}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
