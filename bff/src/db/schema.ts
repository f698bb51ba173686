import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserRole = 'client' | 'staff' | 'admin';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string;
  company: string | null;
  phone: string | null;
  role: UserRole;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  last_login_at: Date | null;
  disabled_at: Date | null;
}

export interface RateLimitsTable {
  key: string;
  /** Start of the fixed window, in milliseconds since the epoch. */
  window_start: ColumnType<number | string, number, number>;
  hits: number;
}

/** Every table, as Kysely sees it. Migrations in ./migrations are the source of truth. */
export interface DatabaseSchema {
  users: UsersTable;
  rate_limits: RateLimitsTable;
}
