import type { UserRow } from '../users/users';

/**
 * What a valid access token still has to be checked against on every request: that its
 * session (refresh-token family) is not revoked, and that its user exists and is not
 * disabled. Asking the database twice per request capped GET /api/auth/user at about a
 * thousand requests a second, so each process remembers the answer for a few seconds.
 *
 * The price is a bounded delay: a change made through another bff instance (or the users
 * CLI) reaches this one within `ttlMs`. Changes made through this process are forgotten at
 * once (the auth module evicts on sign-out, revocation and account updates).
 */
export interface SessionCache {
  /** The user of an unrevoked session, or null; loads at most once per family and period. */
  lookup(familyId: string, load: () => Promise<UserRow | null>): Promise<UserRow | null>;
  forgetFamily(familyId: string): void;
  forgetUser(userId: string): void;
  readonly size: number;
}

interface Entry {
  expiresAt: number;
  userId: string | null;
  value: Promise<UserRow | null>;
}

export interface SessionCacheOptions {
  /** 0 turns the cache off. */
  ttlMs: number;
  now: () => number;
  /** Oldest entries go first beyond this; a session costs about a kilobyte. */
  maxEntries?: number;
}

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const { ttlMs, now } = options;
  const maxEntries = options.maxEntries ?? 20_000;
  // A Map keeps insertion order, so the first key is the oldest entry.
  const entries = new Map<string, Entry>();

  return {
    lookup(familyId, load) {
      if (ttlMs <= 0) return load();
      const t = now();
      const hit = entries.get(familyId);
      if (hit && hit.expiresAt > t) return hit.value;
      if (hit) entries.delete(familyId);
      const entry: Entry = { expiresAt: t + ttlMs, userId: null, value: load() };
      entries.set(familyId, entry);
      // Concurrent requests share the one load; a failed load is not remembered.
      entry.value.then(
        (user) => (entry.userId = user?.id ?? null),
        () => entries.get(familyId) === entry && entries.delete(familyId),
      );
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value;
    },
    forgetFamily(familyId) {
      entries.delete(familyId);
    },
    forgetUser(userId) {
      // Pending and negative entries go too: one of them may be this user's.
      for (const [familyId, entry] of entries) if (entry.userId === userId || entry.userId === null) entries.delete(familyId);
    },
    get size() {
      return entries.size;
    },
  };
}
