import { Button, Callout, H2, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiFailure, type ApiFailure } from '../../api/apiFailure';
import { useGetRoleQuery, usePreviewRoleUpdateMutation, useUpdateRoleMutation, type Role, type RoleChangePreview, type RoleInput } from '../../api/generated';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { ROLE_FORM_FIELDS, roleFormOf, type RoleFormField } from './roleForm';
import { RoleForm } from './RoleForm';
import { rolePaths } from './rolePaths';
import { RolePreviewDialog } from './RolePreviewDialog';
import { RoleLoadStatus, useRoleId, withNotice } from './roleRoute';

const NO_ERRORS: FieldErrors<RoleFormField> = { fields: {} };
const CONFLICT = 409;

/** Someone saved the role after it was opened here: nothing was overwritten; reload to go on. */
function ConflictNotice({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  return (
    <Callout intent={Intent.WARNING} role="alert" title="This role was changed by someone else" className="role-notice">
      <p>Someone else saved this role since you opened it, so your changes were not saved. Reload the latest version and make your changes again.</p>
      <Button intent={Intent.WARNING} text="Reload the latest version" loading={reloading} onClick={onReload} />
    </Callout>
  );
}

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
  const id = useRoleId();
  const navigate = useNavigate();
  // The latest version, not a cached one: an edit begun on a stale copy would only meet a 409.
  const [openedAt] = useState(Date.now);
  const { data: latest, fulfilledTimeStamp = 0, error, refetch } = useGetRoleQuery(id === undefined ? skipToken : { id }, { refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState<Role>();
  const [previewRoleUpdate, { isLoading: previewing }] = usePreviewRoleUpdateMutation();
  const [updateRole, { isLoading: saving }] = useUpdateRoleMutation();
  const [pending, setPending] = useState<PendingChange>();
  const [errors, setErrors] = useState(NO_ERRORS);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (latest && fulfilledTimeStamp >= openedAt && !opened) setOpened(latest);

  if (id === undefined || !opened) return <section className="screen">{<RoleLoadStatus error={error} known={id !== undefined} />}</section>;

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

  const reload = async () => {
    setReloading(true);
    const fresh = await refetch();
    setReloading(false);
    if (!fresh.data) return;
    setOpened(fresh.data);
    setConflict(false);
  };

  return (
    <section className="screen">
      <H2>{`Edit ${opened.name}`}</H2>
      {conflict && <ConflictNotice reloading={reloading} onReload={() => void reload()} />}
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
