import './users.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useListMinistryOptionsQuery, useListRoleOptionsQuery, useListTpaOptionsQuery, type UserType } from '../../api/generated';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';
import type { FieldErrors } from '../../components/form/fieldErrors';
import { TextField } from '../../components/form/TextField';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { OptionMultiSelect, OptionSuggest } from './OptionPickers';
import { USER_TYPE_FIELDS, type UserFormField, type UserFormValues } from './userForm';

export interface UserFormProps {
  userType: UserType;
  initial: UserFormValues;
  submitText: string;
  busy: boolean;
  errors: FieldErrors<UserFormField>;
  onSubmit: (values: UserFormValues) => void;
  /** Where Cancel leads. */
  cancelTo: string;
}

const ROLES_HINT = 'What the user may do in this panel';

const ORGANISATION_FIELD = {
  tpa: { field: 'tpa_id', label: 'TPA', useOptions: useListTpaOptionsQuery },
  ministry: { field: 'ministry_id', label: 'Ministry', useOptions: useListMinistryOptionsQuery },
} as const;

/**
 * The create and edit form of a user: names and contact for every type; roles for agency
 * staff, the TPA or the ministry for their staff. Rules are the server's; its 422 messages
 * are shown at their fields.
 */
export function UserForm({ userType, initial, submitText, busy, errors, onSubmit, cancelTo }: UserFormProps) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof UserFormValues>(key: K) => (value: UserFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: 'first_name' | 'middle_name' | 'last_name' | 'email' | 'phone', label: string, required = false) => ({
    id: `user-${key}`,
    label,
    required,
    value: values[key],
    onValueChange: set(key),
    messages: errors.fields[key],
    disabled: busy,
  });
  const { roles, organisation } = USER_TYPE_FIELDS[userType];
  const org = organisation && ORGANISATION_FIELD[organisation];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="user-form" onSubmit={submit} noValidate aria-busy={busy}>
      {errors.form && (
        <Callout intent={Intent.DANGER} role="alert" className="user-form-notice">
          {errors.form.join(' ')}
        </Callout>
      )}
      <div className="user-form-grid">
        <TextField {...text('first_name', 'First name', true)} autoFocus autoComplete="off" />
        <TextField {...text('middle_name', 'Middle name')} autoComplete="off" />
        <TextField {...text('last_name', 'Last name', true)} autoComplete="off" />
        <TextField {...text('email', 'Email', true)} type="email" autoComplete="off" />
        <TextField {...text('phone', 'Phone')} type="tel" autoComplete="off" hint="Digits, with an optional +" />
        {roles && (
          <FieldGroup id="user-role_ids" label="Roles" messages={errors.fields.role_ids} hint={ROLES_HINT}>
            <OptionMultiSelect
              id="user-role_ids"
              useOptions={useListRoleOptionsQuery}
              value={values.roles}
              onChange={set('roles')}
              disabled={busy}
              invalid={Boolean(errors.fields.role_ids)}
              describedBy={describedByOf({ id: 'user-role_ids', messages: errors.fields.role_ids, hint: ROLES_HINT })}
            />
          </FieldGroup>
        )}
        {org && (
          <FieldGroup id={`user-${org.field}`} label={org.label} messages={errors.fields[org.field]}>
            <OptionSuggest
              id={`user-${org.field}`}
              useOptions={org.useOptions}
              value={values.organisation}
              onChange={set('organisation')}
              disabled={busy}
              invalid={Boolean(errors.fields[org.field])}
              describedBy={describedByOf({ id: `user-${org.field}`, messages: errors.fields[org.field] })}
            />
          </FieldGroup>
        )}
      </div>
      <div className="user-form-actions">
        <Button type="submit" intent={Intent.PRIMARY} loading={busy} text={submitText} />
        <RouterAnchorButton to={cancelTo} variant="minimal" text="Cancel" disabled={busy} />
      </div>
    </form>
  );
}
