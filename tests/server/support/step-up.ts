import { markSecondFactorGiven } from '../../../src/server/auth/two-factor/step-up';
import { hashToken } from '../../../src/server/auth/tokens';
import type { Db } from '../../../src/server/db/schema';
import type { Browser } from './server';

/**
 * The browser's session holds a second factor given at `at` (the server's clock; now by default),
 * as a sign-in with one or a step-up leaves it: for tests of other rules whose calls are step-up
 * actions (docs/security.md, Step-up). The step-up itself is tested in step-up.test.ts.
 */
export async function withRecentSecondFactor(db: Db, browser: Browser, at = new Date()): Promise<void> {
  const token = browser.sessionToken;
  if (!token) throw new Error('The browser holds no session: sign in first.');
  await markSecondFactorGiven(db, hashToken(token), at);
}
