import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '@swat/shared-contracts';
import { toApiFailure } from '../api/failure';
import { useMessages } from '../../i18n/portal-messages';
import { useFailureText } from './failure-text';
import { EmptyState, ErrorState, Spinner } from './states';

/** The parts of a project query this needs (a useQuery result of any error type). */
interface ProjectQuery {
  isLoading: boolean;
  error: unknown;
  data: Project | undefined;
  refetch: () => unknown;
}

interface Props {
  project: ProjectQuery;
  /** What "not found" means to this reader, and where to go back to. */
  notFoundText: string;
  backTo: { to: string; label: string };
  children: (project: Project) => ReactNode;
}

/**
 * A project page's loading, missing and failed states, shared by the client and staff views,
 * so both say the same thing the same way; `children` renders the loaded project.
 */
export function ProjectLoadState({ project, notFoundText, backTo, children }: Props) {
  const { t } = useMessages();
  const failureText = useFailureText();
  if (project.isLoading) return <Spinner label={t('ui.loadingProject')} />;
  if (project.error || !project.data) {
    const missing = project.error ? toApiFailure(project.error).status === 404 : false;
    return (
      <>
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{missing ? t('ui.projectNotFound') : t('ui.project')}</h1>
        <div className="pt:mt-4">
          {missing ? (
            <EmptyState title={notFoundText}>
              <Link to={backTo.to} className="pt:text-brand pt:underline">
                {backTo.label}
              </Link>
            </EmptyState>
          ) : (
            <ErrorState message={failureText(project.error)} onRetry={() => void project.refetch()} />
          )}
        </div>
      </>
    );
  }
  return <>{children(project.data)}</>;
}
