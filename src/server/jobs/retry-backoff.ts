const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

/** Exponential back-off after a failed try: 30 s, 1 min, 2 min… at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
}

export const later = (now: Date, ms: number): Date => new Date(now.getTime() + ms);
