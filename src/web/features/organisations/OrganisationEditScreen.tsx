import './organisations.css';
import { H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiFailure } from '../../api/apiFailure';
import { ConflictNotice } from '../../components/form/ConflictNotice';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { useOpenedRecord } from '../../components/form/useOpenedRecord';
import { withNotice } from '../../components/noticeInHistory';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { MINISTRY } from './ministryKind';
import { ORGANISATION_FORM_FIELDS, organisationFormOf, type OrganisationFormField, type OrganisationFormValues } from './organisationForm';
import { OrganisationForm } from './OrganisationForm';
import { organisationNames, organisationPaths, type OrganisationKindBase } from './organisationKind';
import { TPA } from './tpaKind';

const NO_ERRORS: FieldErrors<OrganisationFormField> = { fields: {} };
const CONFLICT = 409;

/**
 * tpas/{id}/edit, ministries/{id}/edit: the form, sent with the version it was opened on. A newer
 * version on the server (409) is reported, never overwritten; the form keeps what it was opened
 * on until the user chooses to reload. Status changes go through suspend and reactivate.
 */
export function OrganisationEditScreen({ kind }: { kind: OrganisationKindBase }) {
  const id = useRouteRecordId();
  const navigate = useNavigate();
  const latest = kind.useGet(recordArg(id), { refetchOnMountOrArgChange: true });
  const { opened, reloading, reload } = useOpenedRecord(latest);
  const [update, { isLoading: busy }] = kind.useUpdate();
  const [errors, setErrors] = useState(NO_ERRORS);
  const [conflict, setConflict] = useState(false);

  if (id === undefined || !opened) return <RecordLoadStatus names={organisationNames(kind)} error={latest.error} known={id !== undefined} />;

  const view = organisationPaths(kind).view(id);
  const submit = async (values: OrganisationFormValues) => {
    setErrors(NO_ERRORS);
    setConflict(false);
    const result = await update({ id, values, version: opened.version });
    if (!result.error) return void navigate(view, withNotice(`Saved the changes to ${result.data.name}.`));
    const failure = toApiFailure(result.error);
    if (failure.status === CONFLICT) setConflict(true);
    else setErrors(toFieldErrors(failure, ORGANISATION_FORM_FIELDS));
  };

  return (
    <section className="screen">
      <H2>{`Edit ${opened.name}`}</H2>
      {conflict && <ConflictNotice noun={kind.noun} reloading={reloading} onReload={() => void reload().then((loaded) => loaded && setConflict(false))} />}
      <OrganisationForm
        key={opened.version}
        kind={kind}
        initial={organisationFormOf(opened)}
        submitText="Save changes"
        busy={busy}
        errors={errors}
        onSubmit={(values) => void submit(values)}
        cancelTo={view}
      />
    </section>
  );
}

export const TpaEditScreen = () => <OrganisationEditScreen kind={TPA} />;
export const MinistryEditScreen = () => <OrganisationEditScreen kind={MINISTRY} />;
