import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Lets Kysely's Postgres dialect drive an embedded PGlite. PGlite has one
 * connection, so connections are handed out one at a time: a transaction
 * must never interleave with another caller's statements.
 */
export class PGlitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;
  private busy = false;

  constructor(private readonly pg: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    this.waiting++;
    await previous;
    this.waiting--;
    this.busy = true;
    const pg = this.pg;
    const markIdle = () => {
      this.busy = false;
    };
    let released = false;
    const client = {
      async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        const result = await pg.query<R>(sql, [...parameters]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release() {
        if (released) return;
        released = true;
        markIdle();
        release();
      },
    };
    return client as unknown as PostgresPoolClient;
  }

  /** PGlite has one connection: in use or idle, and the callers queued behind it. */
  stats() {
    return { total: 1, idle: this.busy ? 0 : 1, waiting: this.waiting };
  }

  async end(): Promise<void> {
    await this.queue;
    await this.pg.close();
  }
}

function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  switch (word) {
    case 'INSERT':
    case 'UPDATE':
    case 'DELETE':
    case 'MERGE':
      return word;
    default:
      return 'SELECT';
  }
}
