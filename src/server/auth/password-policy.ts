import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { passwordStrength, tooWeakMessage } from '../../shared/password-strength';
import type { FieldChecks } from '../field-checks';

// The password policy (docs/records.md, Users and accounts): long enough, not a common password,
// not the email, and hard enough to guess (src/shared/password-strength.ts, which the
// set-password screen shows).

// The maintained list of zxcvbn-ts (about 49,000 leaked passwords), compared ignoring case.
let commonPasswords: Set<string> | undefined;
const isCommon = (password: string) =>
  (commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))).has(password.toLowerCase());

/** The address, or its name part when that is long enough to be a real guess, inside the password. */
function containsEmail(password: string, email: string): boolean {
  const lowered = password.toLowerCase();
  const name = email.split('@')[0];
  return email !== '' && (lowered.includes(email) || (name.length >= 4 && lowered.includes(name)));
}

/**
 * Messages for a new password (on `password`) and its repetition (on `password_confirmation`).
 * `estimateStrength: false` skips the estimate, tens of milliseconds of CPU, for a submission that
 * cannot succeed anyway (a dead link): anyone may send those, and they must stay cheap.
 */
export function checkNewPassword(
  checks: FieldChecks,
  input: { password: string; confirmation: string; email: string },
  options: { estimateStrength: boolean },
): void {
  const { password, confirmation, email } = input;
  if (password === '') checks.fail('password', ACCOUNT_MESSAGES.newPassword);
  else if ([...password].length < PASSWORD_MIN_LENGTH)
    checks.fail('password', `Choose a longer password: at least ${PASSWORD_MIN_LENGTH} characters.`);
  else if (isCommon(password))
    checks.fail('password', 'This password is too common: it appears in lists of leaked passwords. Choose another.');
  else if (containsEmail(password, email.toLowerCase()))
    checks.fail('password', 'Choose a password that does not contain your email address.');
  else if (options.estimateStrength) {
    const strength = passwordStrength(password, email);
    if (!strength.strongEnough) checks.fail('password', tooWeakMessage(strength));
  }
  if (password !== confirmation) checks.fail('password_confirmation', ACCOUNT_MESSAGES.passwordsDiffer);
}
