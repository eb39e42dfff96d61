import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` until it answers a value (anything but undefined or false) and returns it; fails after
 * `timeoutMs`, or at once when `dead` says the process being waited on has ended. A check that throws
 * counts as "not yet" (a refused connection while a server starts); its last error is in the failure.
 * The one waiting helper of the server tests, the e2e harness and the benchmarks.
 */
export async function until<T>(
  what: string,
  timeoutMs: number,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  dead?: () => string | undefined,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const died = dead?.();
    if (died) throw new Error(`${what}: ${died}`);
    const value = await Promise.resolve()
      .then(check)
      .catch((error: unknown) => {
        lastError = error;
        return undefined;
      });
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) {
      const cause = lastError === undefined ? '' : ` (the last check failed: ${String(lastError)})`;
      throw new Error(`${what}: not within ${timeoutMs / 1000} s${cause}`);
    }
    await sleep(100);
  }
}
