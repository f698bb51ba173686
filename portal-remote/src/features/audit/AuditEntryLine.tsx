import { formatDateTime, type AuditEntry } from '@swat/shared-contracts';
import { useMessages } from '../../i18n/portal-messages';

/** Audit times are the firm's own: Dubai time, in the site's one date format. */
const AUDIT_TIME_ZONE = 'Asia/Dubai';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value));

/** What changed, readable: "completes: 137 → 402"; other details as key: value. */
function describe(details: Record<string, unknown>): string[] {
  const changes = details.changes;
  if (changes && typeof changes === 'object') {
    return Object.entries(changes as Record<string, { before: unknown; after: unknown }>).map(([field, c]) => `${field}: ${show(c.before)} → ${show(c.after)}`);
  }
  return Object.entries(details).map(([k, v]) => `${k}: ${show(v)}`);
}

export function AuditEntryLine({ entry }: { entry: AuditEntry }) {
  const { language } = useMessages();
  return (
    <li className="pt:px-4 pt:py-3 pt:text-sm" data-testid="audit-entry">
      <div className="pt:flex pt:flex-wrap pt:gap-x-3">
        <span className="pt:font-medium pt:text-ink">{entry.action}</span>
        <span className="pt:text-muted">{entry.actor.email ?? 'anonymous'}</span>
        <time dateTime={entry.at} className="pt:text-muted">
          {formatDateTime(entry.at, language, { timeZone: AUDIT_TIME_ZONE })}
        </time>
        {entry.addressHash ? <span className="pt:font-mono pt:text-xs pt:text-muted" title="Hashed address">from {entry.addressHash.slice(0, 8)}</span> : null}
      </div>
      <ul className="pt:mt-1 pt:text-ink">
        {describe(entry.details).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </li>
  );
}
