import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { toApiFailure } from '../../api/apiFailure';
import { toFieldErrors, type FieldErrors } from './fieldErrors';

const CONFLICT = 409;

/**
 * Why a record form's last save failed: the server's messages at their fields (or above the
 * form), or a conflict (409: an edit made on a version someone else has saved over since).
 * Creates never answer 409, so their conflict stays false. Each failure is counted, so the form
 * moves the focus to it even when its messages are the same as the last one's.
 */
export function useSaveErrors<Field extends string>(fields: readonly Field[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({ fields: {} });
  const [conflict, setConflict] = useState(false);
  /** Before a new try, or once the latest version is loaded. */
  const clear = () => {
    setErrors((last) => ({ fields: {}, failure: last.failure }));
    setConflict(false);
  };
  const fail = (error: FetchBaseQueryError | SerializedError) => {
    const failure = toApiFailure(error);
    setConflict(failure.status === CONFLICT);
    setErrors((last) => ({
      ...(failure.status === CONFLICT ? { fields: {} } : toFieldErrors(failure, fields)),
      failure: (last.failure ?? 0) + 1,
    }));
  };
  return { errors, conflict, clear, fail };
}
