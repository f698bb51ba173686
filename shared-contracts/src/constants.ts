/** Business constants of the product spec (section 9). One place, so the shell, the remotes and the bff agree. */
export const ID_LENGTH = 21;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const TOAST_SWIPE_DIRECTION = 'right' as const;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

export const QUERY_CACHE_TIME_MS = 300_000;
export const BAD_GATEWAY_RETRY_DELAY_MS = 2_000;
export const BAD_GATEWAY_TOAST_SUPPRESS_MS = 10_000;
export const RELOAD_AFTER_RECONNECT_MS = 2_000;
export const OFFLINE_TOAST_DURATION_MS = 5_000;
export const ONLINE_TOAST_DURATION_MS = 3_000;
export const SERVICE_WORKER_DELAY_MS = 2_000;
export const PAGE_FADE_IN_MS = 300;
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
export const PREFETCH_FALLBACK_DELAY_MS = 100;

/** Entries tailwind-merge keeps of the class lists it has merged (spec §9: class-merging cache size). */
export const CLASS_MERGE_CACHE_SIZE = 500;
