import { randomInt } from 'node:crypto';
import { hashToken } from '../tokens';

export const RECOVERY_CODE_COUNT = 10;
/** RFC 4648's base32 alphabet: no 0/O or 1/l to confuse on paper. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const GROUPS = 4;
const GROUP_LENGTH = 5;

/**
 * Ten new codes of 20 base32 characters each (100 random bits), written in groups of five.
 * With that much entropy a SHA-256 of each is enough to store: no guessing list reaches them, so
 * a slow hash (argon2) would add nothing but a cost at every sign-in, and the hash lets the
 * code be found by equality, so it is used once under a row lock.
 */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => Array.from({ length: GROUPS }, group).join('-'));
}

/** What the database keeps of a code, whatever case it was typed in. */
export function recoveryCodeHash(code: string): string {
  return hashToken(code.trim().toLowerCase());
}
