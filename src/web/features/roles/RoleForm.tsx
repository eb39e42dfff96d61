import './roles.css';
import { Button, Callout, Intent, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { RoleInput } from '../../api/generated';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';
import type { FieldErrors } from '../../components/form/fieldErrors';
import { TextField } from '../../components/form/TextField';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { PermissionChecklist } from './PermissionChecklist';
import type { RoleFormField } from './roleForm';

export interface RoleFormProps {
  initial: RoleInput;
  submitText: string;
  busy: boolean;
  errors: FieldErrors<RoleFormField>;
  onSubmit: (values: RoleInput) => void;
  /** Where Cancel leads. */
  cancelTo: string;
}

const PERMISSIONS_HINT = 'Its users may do all of these; a change reaches them on their next call.';

/**
 * The one editor of a role, for create and edit: name, description and its permissions
 * grouped as the catalogue groups them. Rules are the server's; its 422 messages are shown at
 * their fields.
 */
export function RoleForm({ initial, submitText, busy, errors, onSubmit, cancelTo }: RoleFormProps) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof RoleInput>(key: K) => (value: RoleInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const { description: descriptionErrors, permissions: permissionErrors } = errors.fields;
  return (
    <form className="role-form" onSubmit={submit} noValidate aria-busy={busy}>
      {errors.form && (
        <Callout intent={Intent.DANGER} role="alert" className="role-notice">
          {errors.form.join(' ')}
        </Callout>
      )}
      <TextField
        id="role-name"
        label="Name"
        required
        value={values.name}
        onValueChange={set('name')}
        messages={errors.fields.name}
        disabled={busy}
        autoFocus
        autoComplete="off"
      />
      <FieldGroup id="role-description" label="Description" messages={descriptionErrors}>
        <TextArea
          id="role-description"
          fill
          rows={2}
          value={values.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
          disabled={busy}
          intent={descriptionErrors ? Intent.DANGER : Intent.NONE}
          aria-invalid={Boolean(descriptionErrors)}
          aria-describedby={describedByOf({ id: 'role-description', messages: descriptionErrors })}
        />
      </FieldGroup>
      <FieldGroup id="role-permissions" label="Permissions" messages={permissionErrors} hint={PERMISSIONS_HINT}>
        <div id="role-permissions" role="group" aria-label="Permissions">
          <PermissionChecklist
            chosen={values.permissions}
            onChange={set('permissions')}
            disabled={busy}
            describedBy={describedByOf({ id: 'role-permissions', messages: permissionErrors })}
          />
        </div>
      </FieldGroup>
      <div className="role-form-actions">
        <Button type="submit" intent={Intent.PRIMARY} loading={busy} text={submitText} />
        <RouterAnchorButton to={cancelTo} variant="minimal" text="Cancel" disabled={busy} />
      </div>
    </form>
  );
}
