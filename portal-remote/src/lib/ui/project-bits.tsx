import { PROJECT_STATUS_LABELS, formatDate, formatNumber, type Project, type ProjectStatus } from '@swat/shared-contracts';

const STATUS_CLASSES: Record<ProjectStatus, string> = {
  draft: 'pt:bg-surface-alt pt:text-ink',
  in_field: 'pt:bg-brand-soft pt:text-ink',
  analysis: 'pt:bg-brand-soft pt:text-ink',
  reporting: 'pt:bg-brand-soft pt:text-ink',
  completed: 'pt:bg-success pt:text-white',
  on_hold: 'pt:bg-surface-alt pt:text-danger',
};

export function StatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span className={`pt:inline-block pt:rounded-full pt:px-2.5 pt:py-0.5 pt:text-xs pt:font-semibold ${STATUS_CLASSES[status]}`}>
      {PROJECT_STATUS_LABELS[status]}
    </span>
  );
}

/** Completes against the target sample; without a target there is nothing to measure against. */
export function SampleProgress({ project }: { project: Pick<Project, 'completes' | 'targetSampleSize'> }) {
  const { completes, targetSampleSize: target } = project;
  if (!target) return <p className="pt:text-sm pt:text-muted">{formatNumber(completes)} completes (no target set)</p>;
  const pct = Math.min(100, Math.round((completes / target) * 100));
  return (
    <div>
      <div className="pt:flex pt:justify-between pt:text-sm pt:text-ink">
        <span>Sample</span>
        <span>
          {formatNumber(completes)} of {formatNumber(target)} ({pct}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Completes against target sample"
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

export function fieldworkText(project: Pick<Project, 'fieldworkStart' | 'fieldworkEnd'>): string {
  const start = formatDate(project.fieldworkStart);
  const end = formatDate(project.fieldworkEnd);
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'Not scheduled';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function downloadUrl(projectId: string, dataId: string): string {
  return `/api/projects/${encodeURIComponent(projectId)}/data-items/${encodeURIComponent(dataId)}/download`;
}
