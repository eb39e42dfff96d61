import type { FieldErrors } from './errors';

/** The shapes the server accepts for contact fields, shared by every form it validates. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The contract's Phone pattern: digits with an optional +, spaces, brackets and dashes. */
export const PHONE_SHAPE = /^\+?[0-9 ()-]{7,20}$/;

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

  phone(field: string, value: string | null | undefined, options: { optional?: boolean } = {}): string | null {
    const trimmed = (value ?? '').trim();
    if (trimmed === '') {
      if (!options.optional) this.fail(field, `The ${field} field is required.`);
      return null;
    }
    if (!PHONE_SHAPE.test(trimmed))
      this.fail(
        field,
        `The ${field} field must be a phone number (digits, with an optional +, spaces, brackets or dashes).`,
      );
    return trimmed;
  }

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}
