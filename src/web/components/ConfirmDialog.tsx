import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, stating what and how many: "Deactivate 3 users?" */
  title: string;
  confirmText: string;
  intent?: Intent;
  busy: boolean;
  /** False while the dialog still needs an answer (a role to assign). */
  canConfirm?: boolean;
  /** Why the last try failed: the server's message. */
  failure?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** A confirm step before a change (to users, a TPA, a ministry); it stays open, and busy, until the server answers. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    isOpen,
    title,
    confirmText,
    intent = Intent.PRIMARY,
    busy,
    canConfirm = true,
    failure,
    onConfirm,
    onCancel,
    children,
  } = props;
  return (
    <Dialog
      role="alertdialog"
      isOpen={isOpen}
      title={title}
      onClose={busy ? undefined : onCancel}
      canOutsideClickClose={!busy}
    >
      <DialogBody>
        {children}
        {failure && (
          <Callout intent={Intent.DANGER} role="alert" compact>
            {failure}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onCancel} disabled={busy} />
            <Button intent={intent} text={confirmText} loading={busy} disabled={!canConfirm} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
