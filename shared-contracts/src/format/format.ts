import type { Language } from '../i18n/language';
import { localeOf } from '../i18n/locale';

/**
 * The site's one date and number format per language (see i18n/locale.ts for the locales).
 * Every page, mail and export formats through these, never through toLocaleString with a
 * locale of its own, so English reads "Nov 27, 2026" and Arabic "27 نوفمبر 2026" everywhere.
 * Empty or invalid input gives ''.
 */

type DateInput = string | number | Date | null | undefined;

const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

// Formatters are costly to build and formatting runs per table cell: one per locale and options.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, language: Language, options: object, make: (locale: string) => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(localeOf(language));
    formatters.set(key, formatter);
  }
  return formatter;
}
const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions) => cached('date', language, options, (locale) => new Intl.DateTimeFormat(locale, options));
const numberFormat = (language: Language, options: Intl.NumberFormatOptions) => cached('number', language, options, (locale) => new Intl.NumberFormat(locale, options));

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A plain calendar date (2026-03-05) as that day in UTC, so no viewer's time zone shifts it; else null. */
function calendarDate(value: DateInput): Date | null | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 ? date : null;
}

/**
 * A date: "Mar 5, 2026" (the spec's en-US short month) or "5 مارس 2026". A plain calendar date
 * (2026-03-05) is shown as that day everywhere, not shifted by the viewer's time zone.
 */
export function formatDate(value: DateInput, language: Language = 'en', options: { timeZone?: string } = {}): string {
  const calendar = calendarDate(value);
  if (calendar === null) return '';
  if (calendar) return dateTimeFormat(language, { ...SHORT_DATE, timeZone: 'UTC' }).format(calendar);
  const date = toDate(value);
  return date ? dateTimeFormat(language, { ...SHORT_DATE, ...options }).format(date) : '';
}

/** A moment: "Nov 28, 2026, 12:31 AM" or "28 نوفمبر 2026، 12:31 ص". */
export function formatDateTime(value: DateInput, language: Language = 'en', options: { timeZone?: string } = {}): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language, { ...SHORT_DATE, ...TIME, ...options }).format(date) : '';
}

/** A time of day: "12:31 AM" or "12:31 ص". */
export function formatTime(value: DateInput, language: Language = 'en', options: { timeZone?: string } = {}): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language, { ...TIME, ...options }).format(date) : '';
}

/** A number with the language's grouping and Latin digits: "12,500", "0.25". Non-finite input gives ''. */
export function formatNumber(value: number | null | undefined, language: Language = 'en', options: Intl.NumberFormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(language, options).format(value);
}

/** Whole US dollars ("$12,500"; Arabic "12,500 دولار أمريكي", the currency named in words as Gulf business writing does). Missing or non-numeric input gives ''. */
export function formatUsd(value: number | string | null | undefined, language: Language = 'en'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && value.trim() === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? numberFormat(language, { style: 'currency', currency: 'USD', currencyDisplay: language === 'ar' ? 'name' : 'symbol', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(n) : '';
}

const listFormats = new Map<string, Intl.ListFormat>();

/** A list in running text: "Dubai, Sharjah and Ajman" / "دبي والشارقة وعجمان"; `or` for alternatives. */
export function formatList(items: readonly string[], language: Language = 'en', type: 'and' | 'or' = 'and'): string {
  const key = `${language}|${type}`;
  let formatter = listFormats.get(key);
  if (!formatter) {
    formatter = new Intl.ListFormat(localeOf(language), { style: 'long', type: type === 'or' ? 'disjunction' : 'conjunction' });
    listFormats.set(key, formatter);
  }
  return formatter.format(items);
}
