import { randomBytes } from 'node:crypto';

/** A password made up for a seeded account: 96 random bits, 16 URL-safe characters, printed once. */
export function newAccountPassword(): string {
  return randomBytes(12).toString('base64url');
}
