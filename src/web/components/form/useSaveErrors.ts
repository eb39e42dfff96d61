import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { toApiFailure } from '../../api/apiFailure';
import { toFieldErrors, type FieldErrors } from './fieldErrors';

const CONFLICT = 409;

/**
 * Why a record form's last save failed: the server's messages at their fields (or above the
 * form), or a conflict (409: an edit made on a version someone else has saved over since).
 * Creates never answer 409, so their conflict stays false.
 */
export function useSaveErrors<Field extends string>(fields: readonly Field[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({ fields: {} });
  const [conflict, setConflict] = useState(false);
  /** Before a new try, or once the latest version is loaded. */
  const clear = () => {
    setErrors({ fields: {} });
    setConflict(false);
  };
  const fail = (error: FetchBaseQueryError | SerializedError) => {
    const failure = toApiFailure(error);
    if (failure.status === CONFLICT) setConflict(true);
    else setErrors(toFieldErrors(failure, fields));
  };
  return { errors, conflict, clear, fail };
}
