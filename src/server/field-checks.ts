import { ACCOUNT_MESSAGES } from '../shared/account-messages';
import { notOfShapeMessage } from '../shared/contract-messages';
import { loadContract } from './contract';
import type { FieldErrors } from './errors';

/** The shape of an email the sign-in and password screens accept (record forms: the contract's Email schema). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Collects per-field messages, in plain words that say what to do, while a handler checks its input. */
export class FieldChecks {
  readonly errors: FieldErrors = {};

  fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** The trimmed text, or `blank` (what to enter) when it is blank. */
  required(field: string, value: string | null | undefined, blank: string): string {
    const trimmed = (value ?? '').trim();
    if (trimmed === '') this.fail(field, blank);
    return trimmed;
  }

  /** The account's own email (sign-in, password reset): entered, and of the contract's Email shape, said in its words. */
  email(field: string, value: string | null | undefined): string {
    const trimmed = this.required(field, value, ACCOUNT_MESSAGES.email);
    if (trimmed !== '' && !EMAIL_SHAPE.test(trimmed))
      this.fail(field, notOfShapeMessage(loadContract().components.schemas.Email));
    return trimmed;
  }

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}
