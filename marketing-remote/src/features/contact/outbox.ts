import { contactInquirySchema, type ContactInquiry } from '@swat/shared-contracts';

/**
 * A contact message written while the service was down waits in localStorage, on this device only,
 * until it can be sent. One message at a time: a newer one replaces the older.
 */
export const OUTBOX_KEY = 'swat:contact-outbox';
/** How often a waiting message is tried again while the page is open (also on 'online' and on focus). */
export const OUTBOX_RETRY_MS = 10_000;
/** A message older than this is no longer sent (the visitor has likely reached us another way). */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

interface Stored {
  inquiry: ContactInquiry;
  savedAt: number;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Storage disabled by the browser's privacy settings.
  }
};

export function saveToOutbox(inquiry: ContactInquiry, now = Date.now()): boolean {
  try {
    storage()?.setItem(OUTBOX_KEY, JSON.stringify({ inquiry, savedAt: now } satisfies Stored));
    return storage() !== null;
  } catch {
    return false; // Full or refused: the visitor still sees the message in the form.
  }
}

export function readOutbox(now = Date.now()): ContactInquiry | null {
  const raw = storage()?.getItem(OUTBOX_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    const inquiry = contactInquirySchema.safeParse(stored.inquiry);
    if (!inquiry.success || typeof stored.savedAt !== 'number' || now - stored.savedAt > OUTBOX_MAX_AGE_MS) {
      clearOutbox();
      return null;
    }
    return inquiry.data;
  } catch {
    clearOutbox();
    return null;
  }
}

export function clearOutbox(): void {
  storage()?.removeItem(OUTBOX_KEY);
}

/** Worth keeping and sending later: the service was down (5xx, 429) or did not answer at all (status null). */
export const isTemporaryFailure = (status: number | null): boolean => status === null || status === 429 || status >= 500;
