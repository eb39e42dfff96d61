import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): OWASP's recommended floor. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verified against when the email is unknown, so a miss costs as long as a wrong password.
const unknownUserHash = hashPassword('no such user: equalises timing');

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await unknownUserHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
