import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { toApiFailure, type ApiFailure } from '../../api/apiFailure';
import { toFieldErrors, type FieldErrors } from './fieldErrors';

const CONFLICT = 409;

/**
 * Why a form's last save failed: the server's messages at their fields (or above the
 * form), or a conflict (409: an edit made on a version someone else has saved over since): `fail`
 * answers true, and a record form's screen reads their version for the form to merge.
 * Each failure is counted, so the form moves the focus to it even when its messages are the
 * same as the last one's. `place` puts a failure's messages where this form wants them (a 429 at
 * the field it is about, say); by default a 422's at their fields, anything else above the form.
 */
export function useSaveErrors<Field extends string>(
  fields: readonly Field[],
  place: (failure: ApiFailure) => FieldErrors<Field> = (failure) => toFieldErrors(failure, fields),
) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({ fields: {} });
  const [conflict, setConflict] = useState(false);
  /** Before a new try. */
  const clear = () => {
    setErrors((last) => ({ fields: {}, failure: last.failure }));
    setConflict(false);
  };
  /** Records the failure, as read already; true when it is a conflict. */
  const failWith = (failure: ApiFailure): boolean => {
    const isConflict = failure.status === CONFLICT;
    setConflict(isConflict);
    setErrors((last) => ({
      ...(isConflict ? { fields: {} } : place(failure)),
      failure: (last.failure ?? 0) + 1,
    }));
    return isConflict;
  };
  /** Records the failure; true when it is a conflict. */
  const fail = (error: FetchBaseQueryError | SerializedError): boolean => failWith(toApiFailure(error));
  return { errors, conflict, clear, fail, failWith };
}
