import { Button, Callout, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { NIGERIAN_STATES } from '../../../shared/organisations';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';
import type { FieldErrors } from '../../components/form/fieldErrors';
import { TextField } from '../../components/form/TextField';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { AccreditationDateInput } from './AccreditationDateInput';
import type { OrganisationFormField, OrganisationFormValues } from './organisationForm';
import type { OrganisationKindBase } from './organisationKind';

export interface OrganisationFormProps {
  kind: OrganisationKindBase;
  initial: OrganisationFormValues;
  submitText: string;
  busy: boolean;
  errors: FieldErrors<OrganisationFormField>;
  onSubmit: (values: OrganisationFormValues) => void;
  /** Where Cancel leads. */
  cancelTo: string;
}

const STATE_OPTIONS = [{ value: '', label: 'Choose a state…' }, ...NIGERIAN_STATES.map((state) => ({ value: state, label: state }))];

/**
 * The create and edit form of a TPA or a ministry: identity, contact and, for a TPA, its state
 * and accreditation date. Rules are the server's; its 422 messages are shown at their fields.
 */
export function OrganisationForm({ kind, initial, submitText, busy, errors, onSubmit, cancelTo }: OrganisationFormProps) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof OrganisationFormValues>(key: K) => (value: OrganisationFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: 'name' | 'code' | 'email' | 'phone' | 'contact_person', label: string) => ({
    id: `organisation-${key}`,
    label,
    required: true,
    value: values[key],
    onValueChange: set(key),
    messages: errors.fields[key],
    disabled: busy,
    autoComplete: 'off',
  });
  const { address: addressErrors, state: stateErrors, accreditation_date: dateErrors } = errors.fields;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="organisation-form" onSubmit={submit} noValidate aria-busy={busy}>
      {errors.form && (
        <Callout intent={Intent.DANGER} role="alert" className="screen-notice">
          {errors.form.join(' ')}
        </Callout>
      )}
      <div className="organisation-form-grid">
        <TextField {...field('name', 'Name')} autoFocus />
        <TextField {...field('code', kind.tpaFields ? 'NHIA registration code' : 'Code')} hint="Unique; letters, digits, / . _ -" />
        <TextField {...field('email', 'Email')} type="email" />
        <TextField {...field('phone', 'Phone')} type="tel" hint="Digits, with an optional +" />
        <TextField {...field('contact_person', 'Contact person')} />
        {kind.tpaFields && (
          <>
            <FieldGroup id="organisation-state" label="State" messages={stateErrors}>
              <HTMLSelect
                id="organisation-state"
                fill
                options={STATE_OPTIONS}
                value={values.state}
                onChange={(event) => set('state')(event.currentTarget.value)}
                disabled={busy}
                aria-invalid={Boolean(stateErrors)}
                aria-describedby={describedByOf({ id: 'organisation-state', messages: stateErrors })}
              />
            </FieldGroup>
            <AccreditationDateInput value={values.accreditation_date} onChange={set('accreditation_date')} messages={dateErrors} disabled={busy} />
          </>
        )}
      </div>
      <FieldGroup id="organisation-address" label="Address" messages={addressErrors}>
        <TextArea
          id="organisation-address"
          fill
          rows={2}
          required
          value={values.address}
          onChange={(event) => set('address')(event.currentTarget.value)}
          disabled={busy}
          intent={addressErrors ? Intent.DANGER : Intent.NONE}
          aria-invalid={Boolean(addressErrors)}
          aria-describedby={describedByOf({ id: 'organisation-address', messages: addressErrors })}
        />
      </FieldGroup>
      <div className="organisation-form-actions">
        <Button type="submit" intent={Intent.PRIMARY} loading={busy} text={submitText} />
        <RouterAnchorButton to={cancelTo} variant="minimal" text="Cancel" disabled={busy} />
      </div>
    </form>
  );
}
