import { formatDate, formatNumber, type Language, type Project, type ProjectStatus } from '@swat/shared-contracts';
import { useMessages, type PortalWords } from '../../i18n/portal-messages';

const STATUS_CLASSES: Record<ProjectStatus, string> = {
  draft: 'pt:bg-surface-alt pt:text-ink',
  in_field: 'pt:bg-brand-soft pt:text-ink',
  analysis: 'pt:bg-brand-soft pt:text-ink',
  reporting: 'pt:bg-brand-soft pt:text-ink',
  completed: 'pt:bg-success pt:text-white',
  on_hold: 'pt:bg-surface-alt pt:text-danger',
};

/** A project status in the page's language. */
export const statusLabel = (t: PortalWords['t'], status: ProjectStatus): string => t(`ui.status.${status}`);

export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useMessages();
  return (
    <span className={`pt:inline-block pt:rounded-full pt:px-2.5 pt:py-0.5 pt:text-xs pt:font-semibold ${STATUS_CLASSES[status]}`}>
      {statusLabel(t, status)}
    </span>
  );
}

/** Completes against the target sample; without a target there is nothing to measure against. */
export function SampleProgress({ project }: { project: Pick<Project, 'completes' | 'targetSampleSize'> }) {
  const { t } = useMessages();
  const { completes, targetSampleSize: target } = project;
  if (!target) return <p className="pt:text-sm pt:text-muted">{t('ui.noTarget', { completes })}</p>;
  const pct = Math.min(100, Math.round((completes / target) * 100));
  return (
    <div>
      <div className="pt:flex pt:justify-between pt:text-sm pt:text-ink">
        <span>{t('ui.sample')}</span>
        <span>{t('ui.sampleOf', { completes, target, pct })}</span>
      </div>
      {/* The bar fills from the start edge: the right on an Arabic page. */}
      <div
        role="progressbar"
        aria-label={t('ui.sampleBar')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="pt:mt-1 pt:h-2.5 pt:w-full pt:overflow-hidden pt:rounded-full pt:bg-surface-alt"
      >
        <div className="pt:h-full pt:rounded-full pt:bg-brand" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** The fieldwork dates of a project as a phrase of the page's language (dates are plain calendar days). */
export function fieldworkText(project: Pick<Project, 'fieldworkStart' | 'fieldworkEnd'>, { t, language }: Pick<PortalWords, 't' | 'language'>): string {
  const start = formatDate(project.fieldworkStart, language, { timeZone: 'UTC' });
  const end = formatDate(project.fieldworkEnd, language, { timeZone: 'UTC' });
  if (start && end) return t('ui.fieldwork.range', { start, end });
  if (start) return t('ui.fieldwork.from', { start });
  if (end) return t('ui.fieldwork.until', { end });
  return t('ui.fieldwork.none');
}

/** A file size in the page's language: bytes, KB or MB with one decimal. */
export function fileSize(bytes: number, { t, language }: Pick<PortalWords, 't' | 'language'>): string {
  const one = (value: number) => formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (bytes < 1024) return t('ui.size.bytes', { size: formatNumber(bytes, language) });
  if (bytes < 1024 * 1024) return t('ui.size.kb', { size: one(bytes / 1024) });
  return t('ui.size.mb', { size: one(bytes / 1024 / 1024) });
}

/** A data item's download, naming the reader's language: a dataset's sheets and headings are written in it. */
export function downloadUrl(projectId: string, dataId: string, language: Language): string {
  return `/api/projects/${encodeURIComponent(projectId)}/data-items/${encodeURIComponent(dataId)}/download?lang=${language}`;
}
