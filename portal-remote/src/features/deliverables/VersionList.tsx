import { formatDate, type Deliverable, type DeliverableVersion } from '@swat/shared-contracts';
import { fileSize } from '../../lib/ui/project-bits';
import { useMessages } from '../../i18n/portal-messages';

export const versionUrl = (projectId: string, deliverableId: string, versionId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/deliverables/${encodeURIComponent(deliverableId)}/versions/${encodeURIComponent(versionId)}/download`;

const linkClass = 'pt:text-sm pt:font-medium pt:text-brand pt:underline';

/** A version's links: a PDF opens in a new tab (served inline) and downloads; other files download. */
function VersionLinks({ projectId, deliverable, version }: { projectId: string; deliverable: Deliverable; version: DeliverableVersion }) {
  const { t } = useMessages();
  const href = versionUrl(projectId, deliverable.id, version.id);
  // Staff's title is their words: read out as written, never machine-translated.
  const label = (
    <>
      {' '}
      <bdi translate="no">{deliverable.title}</bdi>
      {t('deliverables.ofTitle', { version: version.version })}
    </>
  );
  return (
    <span className="pt:flex pt:gap-3">
      {version.format === 'pdf' ? (
        <a href={href} target="_blank" rel="noopener" className={linkClass}>
          {t('deliverables.open')}
          <span className="pt:sr-only">{label}</span>
        </a>
      ) : null}
      <a href={href} download={version.filename} className={linkClass} data-testid="deliverable-download">
        {t('deliverables.download')}
        <span className="pt:sr-only">{label}</span>
      </a>
    </span>
  );
}

function VersionLine({ projectId, deliverable, version, latest }: { projectId: string; deliverable: Deliverable; version: DeliverableVersion; latest: boolean }) {
  const words = useMessages();
  const { t, language } = words;
  const facts = [
    t('deliverables.format', { format: version.format }),
    fileSize(version.sizeBytes, words),
    formatDate(version.createdAt, language),
    version.uploadedBy ? t('deliverables.uploadedBy', { name: version.uploadedBy.name }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <li className="pt:flex pt:flex-wrap pt:items-center pt:gap-x-3 pt:gap-y-1 pt:py-1" data-testid="deliverable-version">
      <span className="pt:text-sm pt:font-medium pt:text-ink">
        {t('deliverables.version', { version: version.version })}
        {latest ? <span className="pt:ms-2 pt:rounded-full pt:bg-surface-alt pt:px-2 pt:py-0.5 pt:text-xs pt:text-muted">{t('deliverables.latest')}</span> : null}
      </span>
      <span className="pt:text-sm pt:text-muted">
        <bdi dir="auto" translate="no">{version.filename}</bdi>
        {facts.map((fact, index) => (
          <span key={index}>
            {' · '}
            <bdi dir="auto">{fact}</bdi>
          </span>
        ))}
      </span>
      <VersionLinks projectId={projectId} deliverable={deliverable} version={version} />
    </li>
  );
}

/** The newest version in view, the older ones behind "Version history". */
export function VersionList({ projectId, deliverable }: { projectId: string; deliverable: Deliverable }) {
  const { t } = useMessages();
  const [latest, ...older] = deliverable.versions;
  if (!latest) return null;
  return (
    <div>
      <ul>
        <VersionLine projectId={projectId} deliverable={deliverable} version={latest} latest={older.length > 0} />
      </ul>
      {older.length > 0 ? (
        <details className="pt:mt-1">
          <summary className="pt:cursor-pointer pt:text-sm pt:text-brand">{t('deliverables.history', { count: deliverable.versions.length })}</summary>
          <ul className="pt:mt-1 pt:border-s-2 pt:border-line pt:ps-3">
            {older.map((version) => (
              <VersionLine key={version.id} projectId={projectId} deliverable={deliverable} version={version} latest={false} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
