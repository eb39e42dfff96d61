import './form.css';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ConflictMerge, type ConflictMergeProps } from './ConflictMerge';
import { ErrorSummary } from './ErrorSummary';
import type { FieldErrors } from './fieldErrors';
import { FormActions } from './FormActions';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export interface RecordFormFrameProps<Values, Field extends string> {
  /** useRecordForm's `frame`. */
  frame: {
    formRef: RefObject<HTMLFormElement | null>;
    submit: (event: FormEvent) => void;
    errors: FieldErrors<Field>;
    busy: boolean;
    idOf: (field: Field) => string;
    shouldAskBeforeLeaving: () => boolean;
    merge?: Omit<ConflictMergeProps<Values>, 'noun' | 'labels'>;
  };
  /** As a sentence names the record: "user", "role", "TPA". */
  noun: string;
  /** Each value's label, as a conflict's merge names it. */
  labels: ConflictMergeProps<Values>['labels'];
  submitText: string;
  cancelTo: string;
  children: ReactNode;
}

/**
 * The one frame of every record form: the summary of the last submit's problems, a conflict's
 * merge, the fields, the actions, and the question before unsaved changes are left behind.
 */
export function RecordFormFrame<Values, Field extends string>({
  frame,
  noun,
  labels,
  submitText,
  cancelTo,
  children,
}: RecordFormFrameProps<Values, Field>) {
  const blocker = useUnsavedChangesGuard(frame.shouldAskBeforeLeaving);
  return (
    <form ref={frame.formRef} className="record-form" onSubmit={frame.submit} noValidate aria-busy={frame.busy}>
      <ErrorSummary errors={frame.errors} idOf={frame.idOf} />
      {frame.merge && <ConflictMerge {...frame.merge} noun={noun} labels={labels} />}
      {children}
      <FormActions submitText={submitText} busy={frame.busy} cancelTo={cancelTo} />
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
