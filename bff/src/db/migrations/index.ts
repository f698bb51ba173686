import type { Migration } from 'kysely';
import * as m0001 from './0001-users';

/** Ordered by name. Add a file, then list it here: no directory scanning, so bundling and tests see the same set. */
export const migrations: Record<string, Migration> = {
  '0001-users': m0001,
};
