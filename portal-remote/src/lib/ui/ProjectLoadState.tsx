import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Project } from '@swat/shared-contracts';
import { isNotFound, readApiError } from '../api-error';
import { EmptyState, ErrorState, Spinner } from './states';

interface Props {
  project: UseQueryResult<Project>;
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
  if (project.isLoading) return <Spinner label="Loading the project…" />;
  if (project.error || !project.data) {
    const missing = isNotFound(project.error);
    return (
      <>
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{missing ? 'Project not found' : 'Project'}</h1>
        <div className="pt:mt-4">
          {missing ? (
            <EmptyState title={notFoundText}>
              <Link to={backTo.to} className="pt:text-brand pt:underline">
                {backTo.label}
              </Link>
            </EmptyState>
          ) : (
            <ErrorState message={readApiError(project.error).message} onRetry={() => void project.refetch()} />
          )}
        </div>
      </>
    );
  }
  return <>{children(project.data)}</>;
}
