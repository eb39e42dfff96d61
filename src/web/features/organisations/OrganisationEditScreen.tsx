import './organisations.css';
import { H1 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useOpenedRecord } from '../../components/form/useOpenedRecord';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { withNotice } from '../../components/noticeInHistory';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { MINISTRY } from './ministryKind';
import { ORGANISATION_FORM_FIELDS, organisationFormOf, type OrganisationFormValues } from './organisationForm';
import { OrganisationForm } from './OrganisationForm';
import { organisationNames, type OrganisationKindBase } from './organisationKind';
import { TPA } from './tpaKind';

/**
 * tpas/{id}/edit, ministries/{id}/edit: the form, sent with the version it was opened on. A newer
 * version on the server (409) is never overwritten: the form shows what changed, field by field,
 * to keep or take, and saves again on that version. Status changes go through suspend and reactivate.
 */
export function OrganisationEditScreen({ kind }: { kind: OrganisationKindBase }) {
  const id = useRouteRecordId();
  const navigate = useNavigate();
  const latest = kind.useGet(recordArg(id), { refetchOnMountOrArgChange: true });
  const { opened, theirs, readTheirs, version } = useOpenedRecord(latest);
  const [update, { isLoading: busy }] = kind.useUpdate();
  const saveErrors = useSaveErrors(ORGANISATION_FORM_FIELDS);

  if (id === undefined || !opened)
    return <RecordLoadStatus names={organisationNames(kind)} error={latest.error} known={id !== undefined} />;

  const view = kind.paths.view(id);
  const submit = async (values: OrganisationFormValues) => {
    saveErrors.clear();
    const result = await update({ id, values, version });
    if (result.error) return saveErrors.fail(result.error) && readTheirs();
    navigate(view, withNotice(`Saved the changes to ${result.data.name}.`));
  };

  return (
    <section className="screen">
      <H1>{`Edit ${opened.name}`}</H1>
      <OrganisationForm
        key={opened.version}
        kind={kind}
        initial={organisationFormOf(opened)}
        theirs={theirs && { values: organisationFormOf(theirs), version: theirs.version }}
        submitText="Save changes"
        busy={busy}
        errors={saveErrors.errors}
        onSubmit={(values) => void submit(values)}
        cancelTo={view}
      />
    </section>
  );
}

export const TpaEditScreen = () => <OrganisationEditScreen kind={TPA} />;
export const MinistryEditScreen = () => <OrganisationEditScreen kind={MINISTRY} />;
