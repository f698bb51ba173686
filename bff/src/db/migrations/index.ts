import type { Migration } from 'kysely';
import * as m0001 from './0001-users';
import * as m0003 from './0003-rate-limits';

/** Ordered by name. Add a file, then list it here: no directory scanning, so bundling and tests see the same set. */
export const migrations: Record<string, Migration> = {
  '0001-users': m0001,
  '0003-rate-limits': m0003,
};
