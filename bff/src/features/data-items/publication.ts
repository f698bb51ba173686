import { sql, type RawBuilder } from 'kysely';
import { isStaffRole, type Session } from '../auth/auth';

/**
 * The one rule of who sees a data item (aliased `d`): staff see drafts, everyone else only
 * published items. Every query that serves items to a signed-in user goes through it. Publishing
 * and unpublishing are the publish step's (features/publishing), shared with deliverables.
 */
export function dataItemVisibleTo(session: Session): RawBuilder<boolean> {
  return isStaffRole(session.user.role) ? sql<boolean>`true` : sql<boolean>`d.published_at is not null`;
}
