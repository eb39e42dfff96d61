import './form.css';
import type { ReactNode, RefObject, FormEvent } from 'react';
import { ErrorSummary } from './ErrorSummary';
import type { FieldErrors } from './fieldErrors';
import { FormActions } from './FormActions';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export interface RecordFormFrameProps<Field extends string> {
  /** useRecordForm's `frame`. */
  frame: {
    formRef: RefObject<HTMLFormElement | null>;
    submit: (event: FormEvent) => void;
    errors: FieldErrors<Field>;
    busy: boolean;
    idOf: (field: Field) => string;
    shouldAskBeforeLeaving: () => boolean;
  };
  submitText: string;
  cancelTo: string;
  /** What sits above the fields (a conflict's merge). */
  before?: ReactNode;
  children: ReactNode;
}

/**
 * The one frame of every record form: the summary of the last submit's problems, the fields, the
 * actions, and the question before unsaved changes are left behind.
 */
export function RecordFormFrame<Field extends string>({
  frame,
  submitText,
  cancelTo,
  before,
  children,
}: RecordFormFrameProps<Field>) {
  const blocker = useUnsavedChangesGuard(frame.shouldAskBeforeLeaving);
  return (
    <form ref={frame.formRef} className="record-form" onSubmit={frame.submit} noValidate aria-busy={frame.busy}>
      <ErrorSummary errors={frame.errors} idOf={frame.idOf} />
      {before}
      {children}
      <FormActions submitText={submitText} busy={frame.busy} cancelTo={cancelTo} />
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
