/** Session constants (docs/domain-rules.md, sessions). */
export const SESSION_TIMEOUT_MS = 60 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 10_000;
export const SESSION_COUNTDOWN_S = 120;
export const ACTIVITY_THROTTLE_MS = 500;
export const COUNT_POLL_INTERVAL_MS = 60_000;
/** Refresh tokens live at most 7 days from sign-in (604800 s). */
export const REFRESH_MAX_AGE_S = 604_800;
/** A refresh is refused after this long without a user action. */
export const IDLE_LIMIT_S = 3600;
/** Requests the client makes on its own (polls) carry this header, so they do not count as activity. */
export const BACKGROUND_HEADER = 'x-background-request';
export const CORRELATION_HEADER = 'x-correlation-id';
/** Hotline of the agency (section 2). */
export const HOTLINE = '14 80';
