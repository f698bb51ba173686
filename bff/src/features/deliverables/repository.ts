import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Deliverable, DeliverableVersion } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import type { Logger } from '../../http/logger';
import { fileKey, type FileKey, type FileSource, type FileStore } from '../../storage/file-store';
import { storeFileThenRow } from '../../storage/file-and-row';
import { isStaffRole, type Session } from '../auth/auth';
import { iso } from '../users/users';
import type { DetectedFormat } from './detect-format';

/** Where a version's bytes are in the file store: one file per version, named by the version's id. */
export const deliverableFileKey = (versionId: string): FileKey => fileKey('deliverables', versionId);

/**
 * The one rule of who sees a deliverable (aliased `dl`): staff see drafts, everyone else only
 * published ones. The list, each download and the publish step read deliverables through it.
 */
export function deliverableVisibleTo(session: Session): RawBuilder<boolean> {
  return isStaffRole(session.user.role) ? sql<boolean>`true` : sql<boolean>`dl.published_at is not null`;
}

/** The deliverables of a project (already checked with visibleProject) that this user may see. */
export function selectVisibleDeliverables(db: Kysely<DatabaseSchema>, session: Session, projectId: string) {
  return db
    .selectFrom('deliverables as dl')
    .leftJoin('users as u', 'u.id', 'dl.created_by')
    .select(['dl.id', 'dl.project_id', 'dl.title', 'dl.language', 'dl.created_by', 'dl.created_at', 'dl.published_at', 'dl.notified_at', 'u.name as creator_name'])
    .where('dl.project_id', '=', projectId)
    .where(deliverableVisibleTo(session));
}

type VersionRow = {
  id: string;
  deliverable_id: string;
  version: number;
  filename: string;
  format: DeliverableVersion['format'];
  content_type: string;
  size_bytes: string | number;
  sha256: string;
  uploaded_by: string | null;
  uploader_name: string | null;
  created_at: Date;
};

const versionColumns = ['v.id', 'v.deliverable_id', 'v.version', 'v.filename', 'v.format', 'v.content_type', 'v.size_bytes', 'v.sha256', 'v.uploaded_by', 'v.created_at', 'u.name as uploader_name'] as const;

function selectVersions(db: Kysely<DatabaseSchema>) {
  return db.selectFrom('deliverable_versions as v').leftJoin('users as u', 'u.id', 'v.uploaded_by').select(versionColumns);
}

const toVersion = (row: VersionRow): DeliverableVersion => ({
  id: row.id,
  version: row.version,
  filename: row.filename,
  format: row.format,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  sha256: row.sha256,
  uploadedBy: row.uploaded_by && row.uploader_name !== null ? { id: row.uploaded_by, name: row.uploader_name } : null,
  createdAt: iso(row.created_at),
});

/** The deliverables this user may see, newest first, each with its versions newest first. */
export async function listDeliverables(db: Kysely<DatabaseSchema>, session: Session, projectId: string, onlyId?: string): Promise<Deliverable[]> {
  let query = selectVisibleDeliverables(db, session, projectId);
  if (onlyId) query = query.where('dl.id', '=', onlyId);
  const rows = await query.orderBy('dl.created_at', 'desc').orderBy('dl.id').execute();
  if (rows.length === 0) return [];
  const versions = (await selectVersions(db)
    .where(
      'v.deliverable_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('v.version', 'desc')
    .execute()) as VersionRow[];
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    language: row.language,
    createdBy: row.created_by && row.creator_name !== null ? { id: row.created_by, name: row.creator_name } : null,
    createdAt: iso(row.created_at),
    publishedAt: row.published_at ? iso(row.published_at) : null,
    versions: versions.filter((v) => v.deliverable_id === row.id).map(toVersion),
  }));
}

/** One version of a deliverable this user may see, or undefined. */
export async function findVisibleVersion(db: Kysely<DatabaseSchema>, session: Session, projectId: string, deliverableId: string, versionId: string) {
  return (await selectVersions(db)
    .innerJoin('deliverables as dl', 'dl.id', 'v.deliverable_id')
    .where('dl.project_id', '=', projectId)
    .where('dl.id', '=', deliverableId)
    .where('v.id', '=', versionId)
    .where(deliverableVisibleTo(session))
    .executeTakeFirst()) as VersionRow | undefined;
}

export interface NewVersion {
  /** An upload on disk as a rule; bytes only for what is small and in memory anyway (demo data). */
  source: FileSource;
  filename: string;
  detected: DetectedFormat;
  sha256: string;
  uploadedBy: string;
}

/**
 * Stores the file, then its version row numbered one past the newest (storeFileThenRow: a store
 * that fails leaves no row, a row that fails takes its file away). The deliverable's row is locked
 * while the number is chosen, so two uploads at once get 2 and 3, never 2 twice. `create` makes
 * the deliverable in the same transaction.
 */
export async function addVersion(
  db: Kysely<DatabaseSchema>,
  files: FileStore,
  target: { deliverableId: string; create?: { projectId: string; title: string; language: 'en' | 'ar' } },
  upload: NewVersion,
  log: Logger,
): Promise<{ versionId: string; version: number; sizeBytes: number }> {
  const versionId = randomUUID();
  return storeFileThenRow(files, deliverableFileKey(versionId), upload.source, { contentType: upload.detected.contentType, log }, async (stored) =>
    db.transaction().execute(async (trx) => {
      if (target.create) {
        await trx
          .insertInto('deliverables')
          .values({ id: target.deliverableId, project_id: target.create.projectId, title: target.create.title, language: target.create.language, created_by: upload.uploadedBy })
          .execute();
      } else {
        await trx.selectFrom('deliverables').select('id').where('id', '=', target.deliverableId).forUpdate().executeTakeFirstOrThrow();
      }
      const next = await trx.selectFrom('deliverable_versions').select(sql<number>`coalesce(max(version), 0) + 1`.as('n')).where('deliverable_id', '=', target.deliverableId).executeTakeFirstOrThrow();
      const version = Number(next.n);
      await trx
        .insertInto('deliverable_versions')
        .values({
          id: versionId,
          deliverable_id: target.deliverableId,
          version,
          filename: upload.filename,
          format: upload.detected.format,
          content_type: upload.detected.contentType,
          size_bytes: stored.sizeBytes,
          sha256: upload.sha256,
          uploaded_by: upload.uploadedBy,
        })
        .execute();
      return { versionId, version, sizeBytes: stored.sizeBytes };
    }),
  );
}

/** The keys of every version of a project's deliverables (for removing them with the project). */
export async function deliverableFilesOfProject(db: Kysely<DatabaseSchema>, projectId: string): Promise<FileKey[]> {
  const rows = await db.selectFrom('deliverable_versions as v').innerJoin('deliverables as dl', 'dl.id', 'v.deliverable_id').select('v.id').where('dl.project_id', '=', projectId).execute();
  return rows.map((row) => deliverableFileKey(row.id));
}
