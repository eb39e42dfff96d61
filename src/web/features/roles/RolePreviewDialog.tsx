import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { StaticTag } from '../../components/StaticTag';
import type { Permission, RoleChangePreview } from '../../api/generated';
import { usersCount } from '../../components/usersCount';

export interface RolePreviewDialogProps {
  /** The preview to confirm; the dialog is closed without one. */
  preview?: RoleChangePreview;
  /** The role's name as saved, and as it would be. */
  names: { before: string; after: string };
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function PermissionChanges({
  label,
  permissions,
  intent,
  sign,
}: {
  label: string;
  permissions: Permission[];
  intent: Intent;
  sign: string;
}) {
  if (permissions.length === 0) return null;
  return (
    <div className="role-preview-changes">
      <strong>{label}</strong>
      <ul aria-label={label}>
        {permissions.map((permission) => (
          <li key={permission}>
            <StaticTag minimal intent={intent}>{`${sign} ${permission}`}</StaticTag>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Before a role is saved: what changes (permissions added and removed, a rename) and how many users it reaches. */
export function RolePreviewDialog({ preview, names, saving, onConfirm, onCancel }: RolePreviewDialogProps) {
  const unchanged = preview && !preview.renamed && preview.added.length === 0 && preview.removed.length === 0;
  return (
    <Dialog
      isOpen={Boolean(preview)}
      title="Review the change"
      onClose={onCancel}
      canEscapeKeyClose={!saving}
      canOutsideClickClose={!saving}
      className="role-preview-dialog"
    >
      {preview && (
        <DialogBody>
          {preview.renamed && (
            <p>
              {'Renamed from '}
              <strong>{names.before}</strong>
              {' to '}
              <strong>{names.after}</strong>
            </p>
          )}
          <PermissionChanges label="Permissions added" permissions={preview.added} intent={Intent.SUCCESS} sign="+" />
          <PermissionChanges
            label="Permissions removed"
            permissions={preview.removed}
            intent={Intent.DANGER}
            sign="−"
          />
          {unchanged && <p className={Classes.TEXT_MUTED}>No permission changes and no rename.</p>}
          <Callout intent={preview.affected_users > 0 ? Intent.WARNING : Intent.NONE} className="role-preview-reach">
            {preview.affected_users > 0
              ? `Affects ${usersCount(preview.affected_users)}: they get the new permissions on their next call.`
              : 'Affects no users: no one holds this role.'}
          </Callout>
        </DialogBody>
      )}
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onCancel} disabled={saving} />
            <Button intent={Intent.PRIMARY} text="Confirm and save" loading={saving} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
