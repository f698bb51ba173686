import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DATA_ITEM_KINDS, formatDate, formatNumber, type DataItemDetail } from '@swat/shared-contracts';
import { AdminFrame } from './AdminFrame';
import { apiKey } from '../../lib/queries';
import { isNotFound, readApiError } from '../../lib/api-error';
import { usePrivatePageTitle } from '../../lib/page-meta';
import { EmptyState, ErrorState, Spinner, primaryButton } from '../../lib/ui/states';
import { downloadUrl, formatBytes } from '../../lib/ui/project-bits';
import { LazyDataset } from '../dataset';
import { BackArrow } from '../../lib/ui/DirectionArrow';

const KIND_LABELS: Record<(typeof DATA_ITEM_KINDS)[number], string> = { dataset: 'Dataset', report: 'Report', questionnaire: 'Questionnaire', presentation: 'Presentation', other: 'Other' };

function ItemView({ projectId, dataId }: { projectId: string; dataId: string }) {
  const item = useQuery<DataItemDetail>({ queryKey: apiKey(`/api/projects/${projectId}/data-items/${dataId}`) });
  usePrivatePageTitle(item.data?.title);
  const back = (
    <Link to={`/swatdashboard/project/${projectId}`} className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
      <BackArrow /> Back to the project
    </Link>
  );
  if (item.isLoading) return <Spinner label="Loading the data item…" />;
  if (item.error || !item.data) {
    return (
      <>
        {back}
        <h1 className="pt:mt-3 pt:text-2xl pt:font-semibold pt:text-ink">{isNotFound(item.error) ? 'Data item not found' : 'Data item'}</h1>
        <div className="pt:mt-4">
          {isNotFound(item.error) ? <EmptyState title="There is no such data item in this project." /> : <ErrorState message={readApiError(item.error).message} onRetry={() => void item.refetch()} />}
        </div>
      </>
    );
  }
  const d = item.data;
  return (
    <div className="pt:space-y-8">
      <div>
        {back}
        <div className="pt:mt-3 pt:flex pt:flex-wrap pt:items-center pt:gap-3">
          <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{d.title}</h1>
          <a href={downloadUrl(projectId, d.id)} download className={`${primaryButton} pt:ms-auto`}>
            Download {d.filename}
          </a>
        </div>
      </div>
      <dl className="pt:grid pt:gap-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5 pt:sm:grid-cols-2 pt:lg:grid-cols-3">
        {[
          ['Kind', KIND_LABELS[d.kind]],
          ['File name', d.filename],
          ['Type', d.contentType],
          ['Size', formatBytes(d.sizeBytes)],
          ['Uploaded', `${formatDate(d.createdAt)}${d.uploadedBy ? ` by ${d.uploadedBy.name}` : ''}`],
          ['Rows', d.csvSummary ? formatNumber(d.csvSummary.rowCount) : '—'],
          ['SHA-256', d.sha256],
        ].map(([label, value]) => (
          <div key={label} className="pt:min-w-0">
            <dt className="pt:text-xs pt:font-semibold pt:text-muted pt:uppercase">{label}</dt>
            <dd className="pt:mt-0.5 pt:break-all pt:text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {d.hasTable ? (
        <LazyDataset projectId={projectId} dataId={d.id} canEdit />
      ) : (
        <EmptyState title="No preview for this file type.">Only CSV, Excel and SPSS datasets show as tables and results; download the file to open it.</EmptyState>
      )}
    </div>
  );
}

export default function AdminDataItemPage() {
  const { projectId = '', dataId = '' } = useParams();
  return <AdminFrame>{() => <ItemView projectId={projectId} dataId={dataId} />}</AdminFrame>;
}
