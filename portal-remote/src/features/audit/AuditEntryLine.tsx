import { formatDateTime, type AuditEntry } from '@swat/shared-contracts';
import { useMessages } from '../../i18n/portal-messages';

/** Audit times are the firm's own: Dubai time, in the one date format of the reader's language. */
const AUDIT_TIME_ZONE = 'Asia/Dubai';

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What changed, readable: "completes: 137 → 402"; other details as key: value. Field names and
 * values are the record's own (codes, not prose), so they read the same in either language.
 */
function describe(details: Record<string, unknown>): string[] {
  const changes = details.changes;
  if (isRecord(changes)) {
    return Object.entries(changes).map(([field, change]) =>
      isRecord(change) ? `${field}: ${show(change.before)} → ${show(change.after)}` : `${field}: ${show(change)}`,
    );
  }
  return Object.entries(details).map(([k, v]) => `${k}: ${show(v)}`);
}

export function AuditEntryLine({ entry }: { entry: AuditEntry }) {
  const { t, language } = useMessages();
  return (
    <li className="pt:px-4 pt:py-3 pt:text-sm" data-testid="audit-entry">
      <div className="pt:flex pt:flex-wrap pt:gap-x-3">
        <span className="pt:font-medium pt:text-ink" dir="ltr">
          {entry.action}
        </span>
        <span className="pt:text-muted" dir={entry.actor.email ? 'ltr' : undefined}>
          {entry.actor.email ?? t('admin.audit.anonymous')}
        </span>
        <time dateTime={entry.at} className="pt:text-muted">
          {formatDateTime(entry.at, language, { timeZone: AUDIT_TIME_ZONE })}
        </time>
        {entry.addressHash ? (
          <span className="pt:font-mono pt:text-xs pt:text-muted" title={t('admin.audit.hashedAddress')}>
            {t('admin.audit.fromAddress', { hash: entry.addressHash.slice(0, 8) })}
          </span>
        ) : null}
      </div>
      <ul className="pt:mt-1 pt:text-ink" dir="ltr">
        {describe(entry.details).map((line) => (
          <li key={line} className="pt:text-start">
            {line}
          </li>
        ))}
      </ul>
    </li>
  );
}
