import './form.css';
import { DialogBody, DialogFooter } from '@blueprintjs/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { lazyPart } from '../lazyPart';
import { ErrorSummary } from './ErrorSummary';
import type { FieldErrors } from './fieldErrors';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

// Loaded when a move away is held: the sign-in screen's forms share this frame, and its weight budget has no room for a dialog.
const UnsavedChangesDialog = lazyPart(() => import('./UnsavedChangesDialog').then((m) => m.UnsavedChangesDialog), {
  name: 'The question about unsaved changes',
  // Closing it stays on the form, as the dialog's own "Stay" does.
  close: ({ blocker }) => blocker.reset?.(),
});

/** useForm's `frame`: what the frame draws and guards. */
export interface FormFrameState<Field extends string> {
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event: FormEvent) => void;
  errors: FieldErrors<Field>;
  busy: boolean;
  idOf: (field: Field) => string;
  shouldAskBeforeLeaving: () => boolean;
}

export interface FormFrameProps<Field extends string> {
  frame: FormFrameState<Field>;
  /** Its buttons: after the fields, or in a dialog's footer. */
  actions: ReactNode;
  /** Asks before unsaved changes are left behind; off where nothing typed is worth keeping (docs/forms.md). */
  guard: boolean;
  /** The form is a dialog's: the summary and the fields in its body, the actions in its footer. */
  inDialog?: boolean;
  className?: string;
  children: ReactNode;
}

/** Holds a move away while `shouldAsk` says so, and asks (a separate component: only a guarded form holds a blocker). */
function UnsavedChangesGuard({ shouldAsk }: { shouldAsk: () => boolean }) {
  const blocker = useUnsavedChangesGuard(shouldAsk);
  if (blocker.state !== 'blocked') return null;
  return <UnsavedChangesDialog blocker={blocker} />;
}

/**
 * The one frame of every form of the app: the summary of the last submit's problems, the fields,
 * the actions, and (where it is guarded) the question before unsaved changes are left behind.
 */
export function FormFrame<Field extends string>({
  frame,
  actions,
  guard,
  inDialog = false,
  className,
  children,
}: FormFrameProps<Field>) {
  const summary = <ErrorSummary errors={frame.errors} idOf={frame.idOf} />;
  return (
    <form ref={frame.formRef} className={className} onSubmit={frame.submit} noValidate aria-busy={frame.busy}>
      {inDialog ? (
        <>
          <DialogBody>
            {summary}
            {children}
          </DialogBody>
          <DialogFooter actions={actions} />
        </>
      ) : (
        <>
          {summary}
          {children}
          {actions}
        </>
      )}
      {guard && <UnsavedChangesGuard shouldAsk={frame.shouldAskBeforeLeaving} />}
    </form>
  );
}
