import { HttpError } from '../../errors';

/** How many files of users one process reads and checks at once (docs/security.md, Uploads). */
export const MAX_IMPORT_CHECKS = 3;
/** Seconds a refused caller waits before sending the file again: a check takes seconds, not minutes. */
export const IMPORT_CHECK_RETRY_SECONDS = 5;

/**
 * The file checks running in this process (reading a file of users and checking its rows, or its
 * heading row): each holds a core for seconds, so a user runs one at a time (429) and the process
 * at most MAX_IMPORT_CHECKS (503), the rest of the server staying responsive.
 */
export class ImportChecks {
  private readonly users = new Set<number>();

  async run<T>(userId: number, check: () => Promise<T>): Promise<T> {
    if (this.users.has(userId))
      throw new HttpError(
        429,
        'Your previous file is still being checked. Wait for its answer, then send this one again.',
        undefined,
        IMPORT_CHECK_RETRY_SECONDS,
      );
    if (this.users.size >= MAX_IMPORT_CHECKS)
      throw new HttpError(
        503,
        `The server is checking as many files as it can at once. Try again in ${IMPORT_CHECK_RETRY_SECONDS} seconds.`,
        undefined,
        IMPORT_CHECK_RETRY_SECONDS,
      );
    this.users.add(userId);
    try {
      return await check();
    } finally {
      this.users.delete(userId);
    }
  }
}
