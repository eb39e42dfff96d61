import { describeFailure, type ApiFailure } from '../../api/apiFailure';

/** Messages of a failed sign-in, placed where the user will look for them. */
export interface LoginErrors {
  email?: string[];
  password?: string[];
  /** Anything that belongs to no field. */
  form?: string[];
}

/** 422: each field's messages under it; 429 (wait n seconds): at the email field; else the form. */
export function toLoginErrors(failure: ApiFailure): LoginErrors {
  const fieldErrors = failure.status === 422 ? failure.body?.errors : undefined;
  if (fieldErrors && Object.keys(fieldErrors).length > 0) {
    const { email, password, ...others } = fieldErrors;
    const form = Object.values(others).flat();
    return { email, password, form: form.length > 0 ? form : undefined };
  }
  if (failure.status === 429) return { email: [describeFailure(failure)] };
  return { form: [describeFailure(failure)] };
}
