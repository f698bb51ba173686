import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '@swat/shared-contracts';
import { BackArrow } from './DirectionArrow';
import { StatusBadge } from './project-bits';

/**
 * The top of a project page, client's or staff's: the way back to the list, the project's code,
 * its title (in whatever language it was written) and status, and the page's own actions.
 */
export function ProjectHeader({
  project,
  back,
  actions,
}: {
  project: Pick<Project, 'code' | 'title' | 'status'>;
  back: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <div>
      <Link to={back.to} className="pt:text-sm pt:font-medium pt:text-brand pt:underline">
        <BackArrow /> {back.label}
      </Link>
      <p className="pt:mt-3 pt:text-xs pt:font-semibold pt:tracking-wide pt:text-muted" dir="ltr">
        <bdi>{project.code}</bdi>
      </p>
      <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
        <h1 dir="auto" translate="no" className="pt:text-2xl pt:font-semibold pt:text-ink">
          {project.title}
        </h1>
        <StatusBadge status={project.status} />
        {actions}
      </div>
    </div>
  );
}
