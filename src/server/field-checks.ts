import type { FieldErrors } from './errors';

/** The shape of an email the sign-in and password screens accept (record forms: the contract's Email schema). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Collects per-field messages, in Laravel's wording, while a handler checks its input. */
export class FieldChecks {
  readonly errors: FieldErrors = {};

  fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** The trimmed text, or a "required" message when it is blank. */
  required(field: string, value: string | null | undefined, label = field.replace(/_/g, ' ')): string {
    const trimmed = (value ?? '').trim();
    if (trimmed === '') this.fail(field, `The ${label} field is required.`);
    return trimmed;
  }

  email(field: string, value: string | null | undefined): string {
    const trimmed = this.required(field, value);
    if (trimmed !== '' && !EMAIL_SHAPE.test(trimmed))
      this.fail(field, `The ${field} field must be a valid email address.`);
    return trimmed;
  }

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}
