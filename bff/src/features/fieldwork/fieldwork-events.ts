import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { Logger } from '../../http/logger';

type Listener = () => void;

/**
 * Tells open fieldwork pages that their counts changed. Every write bumps the project's row in
 * fieldwork_versions; each bff instance reads the versions of the projects its open pages watch,
 * in one query every `intervalMs`, so a write on any instance reaches pages on all of them
 * without a message bus. Nothing runs while no page is open.
 */
export function createFieldworkEvents(deps: { db: Kysely<DatabaseSchema>; log: Logger; intervalMs?: number }) {
  const interval = deps.intervalMs ?? 2000;
  const watchers = new Map<string, Set<Listener>>();
  const versions = new Map<string, string>();
  let timer: NodeJS.Timeout | null = null;

  const poll = async () => {
    const ids = [...watchers.keys()];
    if (ids.length === 0) return;
    try {
      const rows = await deps.db.selectFrom('fieldwork_versions').select(['project_id', 'version']).where('project_id', 'in', ids).execute();
      for (const row of rows) {
        const version = String(row.version);
        const seen = versions.get(row.project_id);
        versions.set(row.project_id, version);
        if (seen !== undefined && seen !== version) for (const listener of watchers.get(row.project_id) ?? []) listener();
      }
    } catch (error) {
      // A database outage pauses the updates; the page keeps what it shows and catches up after.
      deps.log.warn('fieldwork versions unavailable', { error });
    }
  };
  const schedule = () => {
    if (timer || watchers.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void poll().finally(schedule);
    }, interval);
    timer.unref();
  };

  return {
    /** Calls `listener` whenever the project's counts change; returns the way to stop. */
    async watch(projectId: string, listener: Listener): Promise<() => void> {
      let set = watchers.get(projectId);
      if (!set) {
        watchers.set(projectId, (set = new Set()));
        const row = await deps.db.selectFrom('fieldwork_versions').select('version').where('project_id', '=', projectId).executeTakeFirst();
        versions.set(projectId, String(row?.version ?? 0));
      }
      set.add(listener);
      schedule();
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          watchers.delete(projectId);
          versions.delete(projectId);
        }
      };
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      watchers.clear();
    },
  };
}
export type FieldworkEvents = ReturnType<typeof createFieldworkEvents>;
