import { H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiFailure, type ApiFailure } from '../../api/apiFailure';
import { useGetRoleQuery, usePreviewRoleUpdateMutation, useUpdateRoleMutation, type RoleChangePreview, type RoleInput } from '../../api/generated';
import { ConflictNotice } from '../../components/form/ConflictNotice';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { useOpenedRecord } from '../../components/form/useOpenedRecord';
import { withNotice } from '../../components/noticeInHistory';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { ROLE_FORM_FIELDS, roleFormOf, type RoleFormField } from './roleForm';
import { RoleForm } from './RoleForm';
import { ROLE_NAMES, rolePaths } from './rolePaths';
import { RolePreviewDialog } from './RolePreviewDialog';

const NO_ERRORS: FieldErrors<RoleFormField> = { fields: {} };
const CONFLICT = 409;

/** A change waiting in the preview dialog for the user's confirmation. */
interface PendingChange {
  values: RoleInput;
  preview: RoleChangePreview;
}

/**
 * roles/{id}/edit: the role editor, sent with the version it was opened on. Before saving, a
 * preview says what changes and how many users it reaches; a newer version on the server
 * (409) is reported, never overwritten.
 */
export function RoleEditScreen() {
  const id = useRouteRecordId();
  const navigate = useNavigate();
  const latest = useGetRoleQuery(recordArg(id), { refetchOnMountOrArgChange: true });
  const { opened, reloading, reload } = useOpenedRecord(latest);
  const [previewRoleUpdate, { isLoading: previewing }] = usePreviewRoleUpdateMutation();
  const [updateRole, { isLoading: saving }] = useUpdateRoleMutation();
  const [pending, setPending] = useState<PendingChange>();
  const [errors, setErrors] = useState(NO_ERRORS);
  const [conflict, setConflict] = useState(false);

  if (id === undefined || !opened) return <RecordLoadStatus names={ROLE_NAMES} error={latest.error} known={id !== undefined} />;

  const roleUpdate = (values: RoleInput) => ({ ...values, version: opened.version });
  const showFailure = (failure: ApiFailure) => (failure.status === CONFLICT ? setConflict(true) : setErrors(toFieldErrors(failure, ROLE_FORM_FIELDS)));

  const review = async (values: RoleInput) => {
    setErrors(NO_ERRORS);
    setConflict(false);
    const result = await previewRoleUpdate({ id, roleUpdate: roleUpdate(values) });
    if (result.error) return showFailure(toApiFailure(result.error));
    setPending({ values, preview: result.data });
  };

  const save = async ({ values }: PendingChange) => {
    const result = await updateRole({ id, roleUpdate: roleUpdate(values) });
    setPending(undefined);
    if (result.error) return showFailure(toApiFailure(result.error));
    navigate(rolePaths.view(id), withNotice(`Saved the changes to ${result.data.name}.`));
  };

  return (
    <section className="screen">
      <H2>{`Edit ${opened.name}`}</H2>
      {conflict && <ConflictNotice noun="role" reloading={reloading} onReload={() => void reload().then((loaded) => loaded && setConflict(false))} />}
      <RoleForm
        key={opened.version}
        initial={roleFormOf(opened)}
        submitText="Review and save"
        busy={previewing || saving}
        errors={errors}
        onSubmit={(values) => void review(values)}
        cancelTo={rolePaths.view(id)}
      />
      <RolePreviewDialog
        preview={pending?.preview}
        names={{ before: opened.name, after: pending?.values.name.trim() ?? opened.name }}
        saving={saving}
        onConfirm={() => pending && void save(pending)}
        onCancel={() => setPending(undefined)}
      />
    </section>
  );
}
