import { sql, type Kysely } from 'kysely';

/**
 * What a tabular data item (CSV, XLSX, SPSS) holds: its column names and the staff-editable
 * variable definitions (types, labels, value labels, weight, hidden). The analysable copy
 * itself is a local cache rebuilt from the original bytes, so it needs no column here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table data_items add column table_meta jsonb`.execute(db);
  // Items uploaded before this migration keep working: their CSVs get a definition on first read.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table data_items drop column table_meta`.execute(db);
}
