import type { ReactNode } from 'react';
import { ConflictMerge, type ConflictMergeProps } from './ConflictMerge';
import { FormActions } from './FormActions';
import { FormFrame, type FormFrameState } from './FormFrame';

export interface RecordFormFrameProps<Values, Field extends string> {
  /** useRecordForm's `frame`. */
  frame: FormFrameState<Field> & { merge?: Omit<ConflictMergeProps<Values>, 'noun' | 'labels'> };
  /** As a sentence names the record: "user", "role", "TPA". */
  noun: string;
  /** Each value's label, as a conflict's merge names it. */
  labels: ConflictMergeProps<Values>['labels'];
  submitText: string;
  cancelTo: string;
  children: ReactNode;
}

/** A record form's frame (FormFrame, always guarded): a conflict's merge above the fields, Save and Cancel below. */
export function RecordFormFrame<Values, Field extends string>({
  frame,
  noun,
  labels,
  submitText,
  cancelTo,
  children,
}: RecordFormFrameProps<Values, Field>) {
  return (
    <FormFrame
      frame={frame}
      className="record-form"
      guard
      actions={<FormActions submitText={submitText} busy={frame.busy} cancelTo={cancelTo} />}
    >
      {frame.merge && <ConflictMerge {...frame.merge} noun={noun} labels={labels} />}
      {children}
    </FormFrame>
  );
}
