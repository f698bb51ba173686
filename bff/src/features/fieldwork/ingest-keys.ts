import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { IngestKey } from '@swat/shared-contracts';
import type { DatabaseSchema, IngestKeysTable } from '../../db/schema';
import { iso } from '../users/users';

/** Secrets read `swk_` and 32 random bytes: recognisable in a leaked log, unguessable. */
const PREFIX = 'swk_';
export const hashIngestSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

type KeyRow = Selectable<IngestKeysTable> & { creator: string | null };

function toKey(row: KeyRow): IngestKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: iso(row.created_at),
    createdBy: row.creator,
    lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
  };
}

export function ingestKeys(db: Kysely<DatabaseSchema>) {
  const select = () => db.selectFrom('ingest_keys as k').leftJoin('users as u', 'u.id', 'k.created_by').selectAll('k').select('u.name as creator');
  return {
    /** A new key for one project. Only its hash is stored: the secret is in this answer and nowhere else. */
    async create(projectId: string, name: string, createdBy: string): Promise<{ key: IngestKey; secret: string }> {
      const secret = `${PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db
        .insertInto('ingest_keys')
        .values({ project_id: projectId, name, prefix: secret.slice(0, PREFIX.length + 6), key_hash: hashIngestSecret(secret), created_by: createdBy })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { key: toKey(await select().where('k.id', '=', row.id).executeTakeFirstOrThrow()), secret };
    },
    async list(projectId: string): Promise<IngestKey[]> {
      return (await select().where('k.project_id', '=', projectId).orderBy('k.created_at', 'desc').execute()).map(toKey);
    },
    /** Revoked at once: the next request with it is refused (nothing caches a key). */
    async revoke(projectId: string, keyId: string): Promise<IngestKey | null> {
      const row = await db.updateTable('ingest_keys').set({ revoked_at: new Date() }).where('id', '=', keyId).where('project_id', '=', projectId).where('revoked_at', 'is', null).returning('id').executeTakeFirst();
      if (!row) return null;
      return toKey(await select().where('k.id', '=', row.id).executeTakeFirstOrThrow());
    },
    /** The key a secret belongs to, if it is live. */
    async resolve(secret: string): Promise<{ id: string; projectId: string } | null> {
      if (!secret.startsWith(PREFIX) || secret.length > 100) return null;
      const row = await db.selectFrom('ingest_keys').select(['id', 'project_id']).where('key_hash', '=', hashIngestSecret(secret)).where('revoked_at', 'is', null).executeTakeFirst();
      if (!row) return null;
      // At most one write a minute per key for "last used", not one per request.
      await db
        .updateTable('ingest_keys')
        .set({ last_used_at: new Date() })
        .where('id', '=', row.id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(Date.now() - 60_000))]))
        .execute();
      return { id: row.id, projectId: row.project_id };
    },
  };
}
export type IngestKeys = ReturnType<typeof ingestKeys>;
