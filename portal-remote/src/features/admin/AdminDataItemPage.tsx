import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatNumber } from '@swat/shared-contracts';
import { usePortalQueries } from '../../lib/api/queries';
import { toApiFailure } from '../../lib/api/failure';
import { usePrivatePageTitle } from '../../lib/page-meta';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner, primaryButton } from '../../lib/ui/states';
import { downloadUrl, fileSize } from '../../lib/ui/project-bits';
import { BackArrow } from '../../lib/ui/DirectionArrow';
import { useMessages } from '../../i18n/portal-messages';
import { LazyDataset } from '../dataset';
import { AdminFrame } from './AdminFrame';

function ItemView({ projectId, dataId }: { projectId: string; dataId: string }) {
  const { t, language } = useMessages();
  const failureText = useFailureText();
  const item = useQuery(usePortalQueries().dataItem(projectId, dataId));
  usePrivatePageTitle(item.data?.title);
  const back = (
    <Link to={`/swatdashboard/project/${projectId}`} className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
      <BackArrow /> {t('admin.item.back')}
    </Link>
  );
  if (item.isPending) return <Spinner label={t('admin.item.loading')} />;
  if (item.isError) {
    const missing = toApiFailure(item.error).status === 404;
    return (
      <>
        {back}
        <h1 className="pt:mt-3 pt:text-2xl pt:font-semibold pt:text-ink">{t(missing ? 'admin.item.notFound' : 'admin.item.heading')}</h1>
        <div className="pt:mt-4">
          {missing ? <EmptyState title={t('admin.item.notInProject')} /> : <ErrorState message={failureText(item.error)} onRetry={() => void item.refetch()} />}
        </div>
      </>
    );
  }
  const d = item.data;
  const uploaded = formatDate(d.createdAt, language);
  const facts: [string, string, 'ltr' | 'auto'][] = [
    [t('admin.item.kind'), t(`admin.kind.${d.kind}`), 'auto'],
    [t('admin.item.fileName'), d.filename, 'auto'],
    [t('admin.item.type'), d.contentType, 'ltr'],
    [t('admin.item.size'), fileSize(d.sizeBytes, { t, language }), 'auto'],
    [t('admin.item.uploaded'), d.uploadedBy ? t('admin.item.uploadedBy', { date: uploaded, name: d.uploadedBy.name }) : uploaded, 'auto'],
    [t('admin.item.rows'), d.csvSummary ? formatNumber(d.csvSummary.rowCount, language) : '—', 'auto'],
    [t('admin.item.sha'), d.sha256, 'ltr'],
  ];
  return (
    <div className="pt:space-y-8">
      <div>
        {back}
        <div className="pt:mt-3 pt:flex pt:flex-wrap pt:items-center pt:gap-3">
          <h1 dir="auto" className="pt:text-2xl pt:font-semibold pt:text-ink">
            {d.title}
          </h1>
          <a href={downloadUrl(projectId, d.id, language)} download className={`${primaryButton} pt:ms-auto`}>
            {t('admin.item.downloadFile', { filename: d.filename })}
          </a>
        </div>
      </div>
      <dl className="pt:grid pt:gap-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5 pt:sm:grid-cols-2 pt:lg:grid-cols-3">
        {facts.map(([label, value, dir]) => (
          <div key={label} className="pt:min-w-0">
            <dt className="pt:text-xs pt:font-semibold pt:text-muted pt:uppercase">{label}</dt>
            <dd dir={dir} className="pt:mt-0.5 pt:break-all pt:text-start pt:text-ink">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {d.hasTable ? (
        <LazyDataset projectId={projectId} dataId={d.id} canEdit />
      ) : (
        <EmptyState title={t('admin.item.noPreview')}>{t('admin.item.noPreviewText')}</EmptyState>
      )}
    </div>
  );
}

export default function AdminDataItemPage() {
  const { projectId = '', dataId = '' } = useParams();
  return <AdminFrame>{() => <ItemView projectId={projectId} dataId={dataId} />}</AdminFrame>;
}
