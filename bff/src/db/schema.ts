import type { ColumnType, Generated } from 'kysely';
import type { InterviewStatus, ProjectStage } from '@swat/shared-contracts';

export type FieldworkSource = 'api' | 'file' | 'dataset' | 'demo';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserRole = 'client' | 'staff' | 'admin';
export type UserLanguage = 'en' | 'ar';

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
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  password_expires_at: Date | null;
  /** Language of the account's e-mail ('en' | 'ar'). */
  language: ColumnType<UserLanguage, UserLanguage | undefined, UserLanguage>;
  /** Whether a project's stage change is e-mailed to this person. */
  stage_emails: ColumnType<boolean, boolean | undefined, boolean>;
  /** Clients only: the company whose projects they may see. */
  company_id: string | null;
  /** May invite colleagues and choose which of the company's projects they see. */
  company_lead: ColumnType<boolean, boolean | undefined, boolean>;
  /** Every project of the company, or only those in project_access. */
  all_projects: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
}

/** The projects a colleague with a list (users.all_projects = false) may see. */
export interface ProjectAccessTable {
  user_id: string;
  project_id: string;
}

export interface RateLimitsTable {
  key: string;
  /** Start of the fixed window, in milliseconds since the epoch. */
  window_start: ColumnType<number | string, number, number>;
  hits: number;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date | string;
  rotated_at: Date | null;
  revoked_at: Date | null;
  /** Salted hash of the address and browser the token was issued to (null for tokens from before 0011). */
  client_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginAddressesTable {
  user_id: string;
  address_hash: string;
  last_success_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ProjectStatus = 'draft' | 'in_field' | 'analysis' | 'reporting' | 'completed' | 'on_hold';

export interface ProjectsTable {
  id: Generated<string>;
  code: string;
  title: string;
  /** The main contact; access follows company_id. */
  client_id: string;
  /** Filled from the contact's company when left out (a trigger). */
  company_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<ProjectStatus, ProjectStatus | undefined, ProjectStatus>;
  methodology: string | null;
  /** jsonb array of strings; written as JSON text. */
  markets: ColumnType<string[], string | undefined, string>;
  target_sample_size: number | null;
  completes: ColumnType<number, number | undefined, number>;
  /** date columns: read them as text (::text) to avoid time-zone shifts. */
  fieldwork_start: ColumnType<Date | string | null, string | null | undefined, string | null>;
  fieldwork_end: ColumnType<Date | string | null, string | null | undefined, string | null>;
  budget_usd: number | null;
  description: string | null;
  objectives: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The stage the project is in (PROJECT_STAGES), null before the first is set. */
  stage: ColumnType<ProjectStage | null, ProjectStage | null | undefined, ProjectStage | null>;
}

/** date columns: read them as text (::text) to avoid time-zone shifts. */
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface ProjectStagesTable {
  project_id: string;
  stage: ProjectStage;
  planned_start: DateColumn;
  planned_end: DateColumn;
  actual_start: DateColumn;
  actual_end: DateColumn;
  note: string | null;
  updated_at: UpdatedAt;
}

export interface QuotaPlansTable {
  project_id: string;
  /** jsonb QuotaPlan; written as JSON text. */
  plan: ColumnType<unknown, string, string>;
  updated_at: UpdatedAt;
}

export interface FieldworkInterviewsTable {
  project_id: string;
  interview_id: string;
  completed_at: ColumnType<Date, Date | string, Date | string>;
  /** The completion day in the study's time zone (Gulf Standard Time). */
  day: ColumnType<Date | string, string, string>;
  status: InterviewStatus;
  reason: string | null;
  duration_seconds: number | null;
  /** jsonb dimension key → level code; written as JSON text. */
  quota: ColumnType<Record<string, string>, string, string>;
  source: FieldworkSource;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FieldworkDailyTable {
  project_id: string;
  day: ColumnType<Date | string, string, string>;
  /** jsonb dimension key → level code ({} for the whole sample); written as JSON text. */
  cell: ColumnType<Record<string, string>, string, string>;
  cell_key: string;
  completes: number;
  screened_out: number;
  quality_removed: number;
  invitations: number | null;
  removal_reasons: ColumnType<Record<string, number>, string, string>;
  source: FieldworkSource;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Running tallies of interview records (see migration 0061): n may fall to 0, never below. */
export interface FieldworkDayTalliesTable {
  project_id: string;
  day: ColumnType<Date | string, string, string>;
  status: InterviewStatus;
  /** '' when the record gives none. */
  reason: string;
  n: number;
}

export interface FieldworkQuotaTalliesTable {
  project_id: string;
  quota_key: string;
  quota: ColumnType<Record<string, string>, string, string>;
  n: number;
}

export interface FieldworkDurationTalliesTable {
  project_id: string;
  duration_seconds: number;
  n: number;
}

export interface FieldworkVersionsTable {
  project_id: string;
  version: ColumnType<number | string, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface IngestKeysTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_by: string | null;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface ProjectStatusHistoryTable {
  id: Generated<string>;
  project_id: string;
  from_status: ProjectStatus | null;
  to_status: ProjectStatus;
  changed_by: string | null;
  changed_at: CreatedAt;
}

export type DataItemKind = 'dataset' | 'report' | 'questionnaire' | 'presentation' | 'other';

export interface DataItemsTable {
  id: Generated<string>;
  project_id: string;
  title: string;
  kind: DataItemKind;
  filename: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** jsonb CsvSummary; written as JSON text. */
  csv_summary: ColumnType<unknown, string | null | undefined, string | null>;
  /** jsonb TableMeta (analysis/table-meta.ts) for tabular items; written as JSON text. */
  table_meta: ColumnType<unknown, string | null | undefined, string | null>;
  uploaded_by: string | null;
  created_at: CreatedAt;
  /** null: a draft only staff see. */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the client was last e-mailed about it; kept through an unpublish. */
  notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An uploaded file, in order of `seq`: 256 KB chunks (one chunk for files stored before chunking). */
export interface DataItemFileChunksTable {
  data_item_id: string;
  seq: number;
  bytes: Uint8Array;
}

/** A file in the database backend of the file store; `key` is null until every chunk is written. */
export interface StoredFilesTable {
  id: Generated<string>;
  key: string | null;
  content_type: string;
  /** bigint: the driver gives it back as a string. */
  size_bytes: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** A stored file's bytes, in order of `seq`. */
export interface StoredFileChunksTable {
  file_id: string;
  seq: number;
  bytes: Uint8Array;
}

export interface InquiriesTable {
  id: Generated<string>;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  service_of_interest: string | null;
  message: string;
  created_at: CreatedAt;
  handled_at: Date | null;
  /** sha256 of the sender's address: lets staff spot a flood from one source without keeping the address. */
  source_ip_hash: string | null;
  /** The assistant conversation an inquiry was sent from (the chat hand-off form); null for the contact form. */
  chat_session_id: Generated<string | null>;
}

export interface ChatTurnsTable {
  id: Generated<string>;
  session_id: string;
  role: 'user' | 'assistant';
  text: string;
  created_at: CreatedAt;
  /** builtin, upstream, or fallback (upstream failed, built-in answered). */
  provider: string | null;
  latency_ms: number | null;
  /** sha256 of the sender's address, as for inquiries. */
  ip_hash: string | null;
}

export type MailStatus = 'pending' | 'sent' | 'held' | 'failed';

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface PasswordTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'reset' | 'invite';
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: Date | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  project_id: string | null;
  /** jsonb; written as JSON text. */
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  address_hash: string | null;
}

export interface DeliverablesTable {
  id: Generated<string>;
  project_id: string;
  title: string;
  language: 'en' | 'ar';
  created_by: string | null;
  created_at: CreatedAt;
  /** null: a draft only staff see. */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the client was last e-mailed about it; kept through an unpublish. */
  notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One file of a deliverable, stored under `deliverables/<id>`; rows are only ever added. */
export interface DeliverableVersionsTable {
  id: Generated<string>;
  deliverable_id: string;
  version: number;
  filename: string;
  format: 'pdf' | 'pptx' | 'docx' | 'xlsx';
  content_type: string;
  /** bigint: the driver gives it back as a string. */
  size_bytes: ColumnType<string | number, number, number>;
  sha256: string;
  uploaded_by: string | null;
  created_at: CreatedAt;
}

/** Every table, as Kysely sees it. Migrations in ./migrations are the source of truth. */
export type ConversationSide = 'client' | 'staff';

export interface ProjectMessagesTable {
  id: Generated<string>;
  /** bigserial: read back as a string by some drivers; compare with Number(). */
  seq: ColumnType<string | number, never, never>;
  project_id: string;
  author_id: string;
  author_side: ConversationSide;
  body: string;
  created_at: CreatedAt;
  edited_at: Date | null;
}

export interface MessageAttachmentsTable {
  id: Generated<string>;
  message_id: string;
  project_id: string;
  filename: string;
  content_type: string;
  size_bytes: ColumnType<string | number, number, never>;
  created_at: CreatedAt;
}

export interface ConversationReadsTable {
  project_id: string;
  user_id: string;
  last_read_seq: ColumnType<string | number, number, number>;
  read_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ConversationMailTable {
  project_id: string;
  user_id: string;
  last_due_at: ColumnType<Date, Date, Date>;
  span_start_seq: ColumnType<string | number, number, number>;
  mailed_through_seq: ColumnType<string | number, number, number>;
  pending_mail_id: string | null;
}

export interface DatabaseSchema {
  users: UsersTable;
  companies: CompaniesTable;
  project_access: ProjectAccessTable;
  rate_limits: RateLimitsTable;
  inquiries: InquiriesTable;
  refresh_tokens: RefreshTokensTable;
  projects: ProjectsTable;
  project_status_history: ProjectStatusHistoryTable;
  data_items: DataItemsTable;
  data_item_file_chunks: DataItemFileChunksTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  chat_turns: ChatTurnsTable;
  mail_outbox: MailOutboxTable;
  password_tokens: PasswordTokensTable;
  audit_log: AuditLogTable;
  login_addresses: LoginAddressesTable;
  project_stages: ProjectStagesTable;
  quota_plans: QuotaPlansTable;
  fieldwork_interviews: FieldworkInterviewsTable;
  fieldwork_daily: FieldworkDailyTable;
  fieldwork_versions: FieldworkVersionsTable;
  fieldwork_day_tallies: FieldworkDayTalliesTable;
  fieldwork_quota_tallies: FieldworkQuotaTalliesTable;
  fieldwork_duration_tallies: FieldworkDurationTalliesTable;
  ingest_keys: IngestKeysTable;
  project_messages: ProjectMessagesTable;
  message_attachments: MessageAttachmentsTable;
  conversation_reads: ConversationReadsTable;
  conversation_mail: ConversationMailTable;
  deliverables: DeliverablesTable;
  deliverable_versions: DeliverableVersionsTable;
}
