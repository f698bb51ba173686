import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '../../lib/api/queries';
import { useMessages } from '../../i18n/portal-messages';
import { CountsUpload } from './CountsUpload';
import { IngestKeysPanel } from './IngestKeysPanel';
import { QuotaPlanEditor } from './QuotaPlanEditor';
import { StageControls } from './StageControls';

function Part({ id, title, children, open = false }: { id: string; title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className="pt:rounded-lg pt:border pt:border-line pt:bg-surface pt:p-4" aria-labelledby={`${id}-title`}>
      <summary id={`${id}-title`} className="pt:cursor-pointer pt:font-semibold pt:text-ink">
        {title}
      </summary>
      <div className="pt:mt-4">{children}</div>
    </details>
  );
}

/** Staff's fieldwork tools on a project: move its stage, the quota plan, platforms' keys, a counts file. */
export function FieldworkAdmin({ projectId }: { projectId: string }) {
  const { t } = useMessages();
  const queries = usePortalQueries();
  const stages = useQuery(queries.stages(projectId));
  return (
    <section aria-labelledby="fieldwork-admin-heading" className="pt:space-y-3">
      <h2 id="fieldwork-admin-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        {t('fieldworkAdmin.heading')}
      </h2>
      <Part id="stage-controls" title={t('stageControls.heading')} open>
        {stages.data ? <StageControls key={stages.data.current ?? 'none'} projectId={projectId} current={stages.data.current} /> : null}
      </Part>
      <Part id="quota-editor" title={t('quotaEditor.heading')}>
        <QuotaPlanEditor projectId={projectId} />
      </Part>
      <Part id="ingest-keys" title={t('ingestKeys.heading')}>
        <IngestKeysPanel projectId={projectId} />
      </Part>
      <Part id="counts-upload" title={t('countsUpload.heading')}>
        <CountsUpload projectId={projectId} />
      </Part>
    </section>
  );
}
