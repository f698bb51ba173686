import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { FieldChanges } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import type { Logger } from '../../http/logger';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEvent {
  /** dotted, e.g. 'project.update', 'auth.login_failed'. */
  action: string;
  targetType: 'project' | 'data_item' | 'client' | 'staff' | 'inquiry' | 'account' | 'message' | 'deliverable';
  targetId?: string | null;
  projectId?: string | null;
  details?: Record<string, unknown>;
  /** The caller's address, taken while the request was live: for entries recorded after the response, when the connection may be gone. */
  address?: string;
}

export interface AuditLog {
  /** Appends one entry: who (the actor, or null for an anonymous caller), when, what, from where. */
  record(c: Context, actor: AuditActor | null, event: AuditEvent): Promise<void>;
}

export function createAuditLog(deps: { db: Kysely<DatabaseSchema>; hashAddress: (address: string) => string | null; trustProxy: boolean; log: Logger }): AuditLog {
  return {
    async record(c, actor, event) {
      try {
        await deps.db
          .insertInto('audit_log')
          .values({
            actor_id: actor?.id ?? null,
            actor_email: actor?.email ?? null,
            action: event.action,
            target_type: event.targetType,
            target_id: event.targetId ?? null,
            project_id: event.projectId ?? null,
            details: JSON.stringify(event.details ?? {}),
            address_hash: deps.hashAddress(event.address ?? clientAddress(c, deps.trustProxy)),
          })
          .execute();
      } catch (error) {
        // The change itself has happened; losing its record is logged loudly rather than undoing it.
        deps.log.error('audit entry not stored', { requestId: c.get('requestId'), action: event.action, error });
      }
    },
  };
}

/** The fields whose value differs, each with its value before and after. */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const a = before[field];
    const b = after[field];
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[field] = { before: a ?? null, after: b ?? null };
  }
  return changes;
}
