import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '../../lib/api/queries';
import { useMessages } from '../../i18n/portal-messages';
import { FieldworkPanel } from './FieldworkPanel';
import { StageTimeline } from './StageTimeline';

/**
 * Where a study stands: its stages, and while fieldwork runs (or once it has counts) the live
 * fieldwork view. The page keeps itself current only while the project is in field.
 */
export function ProjectProgress({ projectId }: { projectId: string }) {
  const { t } = useMessages();
  const queries = usePortalQueries();
  const stages = useQuery(queries.stages(projectId));
  const project = useQuery(queries.project(projectId));
  const inField = stages.data?.current === 'fieldwork' || (stages.data?.current == null && project.data?.status === 'in_field');
  return (
    <div className="pt:space-y-8">
      <StageTimeline projectId={projectId} />
      <section aria-labelledby="fieldwork-heading" className="pt:space-y-3">
        <h2 id="fieldwork-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
          {t('fieldwork.heading')}
        </h2>
        <FieldworkPanel projectId={projectId} live={inField} />
      </section>
    </div>
  );
}
