import { useQuery } from '@tanstack/react-query';
import { formatDate, PROJECT_STAGES, type Language, type Stage } from '@swat/shared-contracts';
import { usePortalQueries } from '../../lib/api/queries';
import { ErrorState, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { useFailureText } from '../../lib/ui/failure-text';

const day = (iso: string | null, language: Language) => (iso ? formatDate(iso, language, { timeZone: 'UTC' }) : null);

/** Where a stage stands: done, the current one, or still to come. */
function stateOf(stage: Stage, index: number, currentIndex: number): 'done' | 'current' | 'next' {
  if (index === currentIndex) return 'current';
  if (currentIndex >= 0 ? index < currentIndex : stage.actualEnd !== null) return 'done';
  return 'next';
}

/** The eight stages of the study, where it stands and what comes next, for client and staff alike. */
export function StageTimeline({ projectId }: { projectId: string }) {
  const queries = usePortalQueries();
  const stages = useQuery(queries.stages(projectId));
  const { t, language } = useMessages();
  const failureText = useFailureText();
  if (stages.isPending) return <Spinner label={t('stages.loading')} />;
  if (stages.error) return <ErrorState message={failureText(stages.error)} onRetry={() => void stages.refetch()} />;
  const { current, stages: list } = stages.data;
  const currentIndex = current ? PROJECT_STAGES.indexOf(current) : -1;
  const next = list.slice(currentIndex + 1).find((s) => s.actualEnd === null);
  return (
    <section aria-labelledby="stages-heading" className="pt:space-y-4">
      <div className="pt:flex pt:flex-wrap pt:items-baseline pt:justify-between pt:gap-2">
        <h2 id="stages-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
          {t('stages.heading')}
        </h2>
        <p className="pt:text-sm pt:text-muted" data-testid="stage-now">
          {current ? t('stages.now', { stage: t(`stages.name.${current}`) }) : t('stages.notStarted')}
          {next ? ` ${next.plannedStart ? t('stages.nextOn', { stage: t(`stages.name.${next.stage}`), date: day(next.plannedStart, language) }) : t('stages.next', { stage: t(`stages.name.${next.stage}`) })}` : ''}
        </p>
      </div>
      <ol className="pt:grid pt:gap-2 pt:sm:grid-cols-2 pt:lg:grid-cols-4">
        {list.map((stage, i) => {
          const state = stateOf(stage, i, currentIndex);
          const start = day(stage.actualStart ?? stage.plannedStart, language);
          const end = day(stage.actualEnd ?? stage.plannedEnd, language);
          const planned = stage.actualStart === null && stage.plannedStart !== null;
          return (
            <li
              key={stage.stage}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`pt:rounded-lg pt:border pt:p-3 ${state === 'current' ? 'pt:border-brand pt:bg-brand/5' : 'pt:border-line pt:bg-surface'}`}
            >
              <p className="pt:flex pt:items-center pt:gap-2 pt:font-medium pt:text-ink">
                <span
                  aria-hidden="true"
                  className={`pt:inline-flex pt:size-5 pt:items-center pt:justify-center pt:rounded-full pt:text-xs ${state === 'done' ? 'pt:bg-brand pt:text-white' : state === 'current' ? 'pt:border-2 pt:border-brand' : 'pt:border pt:border-line'}`}
                >
                  {state === 'done' ? '✓' : ''}
                </span>
                {t(`stages.name.${stage.stage}`)}
                <span className="pt:sr-only">, {t(`stages.state.${state}`)}</span>
              </p>
              {start ? (
                <p className="pt:mt-1 pt:text-sm pt:text-muted">
                  {planned ? t('stages.planned', { start, end: end ?? start }) : end && stage.actualEnd ? t('stages.ran', { start, end }) : t('stages.since', { start })}
                </p>
              ) : null}
              {stage.note ? (
                <p dir="auto" translate="no" className="pt:mt-1 pt:text-sm pt:text-ink">
                  {stage.note}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
