import { useQuery } from '@tanstack/react-query';
import { PROJECT_STATUS_LABELS, formatDate, formatNumber, formatUsd, type Project, type StatusHistoryResponse } from '@swat/shared-contracts';
import { apiKey } from '../queries';
import { readApiError } from '../api-error';
import { ErrorState, Spinner } from './states';
import { SampleProgress, fieldworkText } from './project-bits';
import { ForwardArrow } from './DirectionArrow';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="pt:text-xs pt:font-semibold pt:tracking-wide pt:text-muted pt:uppercase">{label}</dt>
      {/* Values are what staff typed, in either language: each finds its own direction. */}
      <dd dir="auto" className="pt:mt-0.5 pt:text-ink">{children || '—'}</dd>
    </div>
  );
}

/** Everything a project record holds, for both areas (budget only when the caller says so). */
export function ProjectFacts({ project, showBudget = true, showClient = false }: { project: Project; showBudget?: boolean; showClient?: boolean }) {
  return (
    <div className="pt:space-y-5">
      <SampleProgress project={project} />
      <dl className="pt:grid pt:gap-4 pt:sm:grid-cols-2 pt:lg:grid-cols-3">
        {showClient ? <Fact label="Client">{`${project.client.name}${project.client.company ? `, ${project.client.company}` : ''}`}</Fact> : null}
        <Fact label="Status">{PROJECT_STATUS_LABELS[project.status]}</Fact>
        <Fact label="Fieldwork">{fieldworkText(project)}</Fact>
        <Fact label="Methodology">{project.methodology}</Fact>
        <Fact label="Markets">{project.markets.join(', ')}</Fact>
        <Fact label="Target sample">{formatNumber(project.targetSampleSize)}</Fact>
        {showBudget ? <Fact label="Budget">{formatUsd(project.budgetUsd)}</Fact> : null}
        <Fact label="Last updated">{formatDate(project.updatedAt)}</Fact>
      </dl>
      {project.description ? (
        <div>
          <h2 className="pt:text-lg pt:font-semibold pt:text-ink">Description</h2>
          <p dir="auto" className="pt:mt-1 pt:whitespace-pre-line pt:text-ink">{project.description}</p>
        </div>
      ) : null}
      {project.objectives ? (
        <div>
          <h2 className="pt:text-lg pt:font-semibold pt:text-ink">Objectives</h2>
          <p dir="auto" className="pt:mt-1 pt:whitespace-pre-line pt:text-ink">{project.objectives}</p>
        </div>
      ) : null}
    </div>
  );
}

export function StatusHistory({ projectId }: { projectId: string }) {
  const history = useQuery<StatusHistoryResponse>({ queryKey: apiKey(`/api/projects/${projectId}/status-history`) });
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        Status history
      </h2>
      {history.isLoading ? <Spinner label="Loading the history…" /> : null}
      {history.error ? <ErrorState message={readApiError(history.error).message} onRetry={() => void history.refetch()} /> : null}
      {history.data && history.data.items.length === 0 ? <p className="pt:mt-2 pt:text-sm pt:text-muted">No status changes recorded.</p> : null}
      {history.data && history.data.items.length > 0 ? (
        <ol className="pt:mt-3 pt:space-y-2 pt:border-s-2 pt:border-line pt:ps-4">
          {history.data.items.map((change) => (
            <li key={change.id} className="pt:text-sm pt:text-ink">
              <span className="pt:font-medium">
                {change.fromStatus ? (
                  <>
                    {PROJECT_STATUS_LABELS[change.fromStatus]} <ForwardArrow />{' '}
                  </>
                ) : (
                  'Created as '
                )}
                {PROJECT_STATUS_LABELS[change.toStatus]}
              </span>{' '}
              <span className="pt:text-muted">
                on {formatDate(change.changedAt)}
                {change.changedBy ? ` by ${change.changedBy.name}` : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
