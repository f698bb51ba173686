/**
 * Fieldwork days are counted in Gulf Standard Time (UTC+4, no daylight saving), where the firm and
 * most of its fieldwork are: an interview finished at 23:30 in Dubai belongs to that day, not the next.
 */
const GULF_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const fieldDayOf = (at: Date | string | number): string => new Date(new Date(at).getTime() + GULF_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A date column as PGlite or pg gives it back: a Date at midnight UTC, or the text itself. */
export const dayText = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/**
 * A time as spreadsheets and datasets write it, as ISO 8601 with a zone; without a zone it is
 * Gulf time, and a bare date is noon that day. Anything else is passed on for the check to name.
 */
export function gulfTime(cell: string): string {
  const v = cell.trim();
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(v);
  if (!m) return v;
  const [, date, time = '12:00', seconds = ':00', zone] = m;
  const offset = !zone ? '+04:00' : zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return `${date}T${time}${seconds}${offset}`;
}
