import { z } from 'zod';

/**
 * Characters PostgreSQL cannot keep in text (NUL) or that are not valid Unicode on their own
 * (a lone UTF-16 surrogate, which cannot be encoded as UTF-8). Either one in a request would make
 * the database refuse the row, so the API refuses the request first, with a 400.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters PostgreSQL cannot store
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'This contains characters we cannot store (such as a NUL byte or a broken character). Remove them and try again.';

export const hasUnstorableText = (value: string): boolean => UNSTORABLE.test(value);

/** Paths ("a.b.0") of every string (or object key) in a value that holds unstorable characters. */
export function findUnstorableText(value: unknown, path: (string | number)[] = [], found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (hasUnstorableText(value)) found.push(path.length > 0 ? path.join('.') : '_');
  } else if (Array.isArray(value) && depth < 32) {
    value.forEach((v, i) => findUnstorableText(v, [...path, i], found, depth + 1));
  } else if (value !== null && typeof value === 'object' && depth < 32) {
    for (const [k, v] of Object.entries(value)) {
      if (hasUnstorableText(k)) found.push([...path, '(key)'].join('.'));
      findUnstorableText(v, [...path, k], found, depth + 1);
    }
  }
  return found;
}

export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;
export const DATE_RANGE_MESSAGE = `Use a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`;

/** A calendar date (YYYY-MM-DD) in 1900–2100: year 0 or 9999 is a typing mistake, and some databases and spreadsheets cannot hold it. */
export const boundedIsoDateSchema = z.iso
  .date({ error: 'Use a date like 2026-03-31.' })
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
  }, DATE_RANGE_MESSAGE);
