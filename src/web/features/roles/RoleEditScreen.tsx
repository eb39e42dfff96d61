import { H1 } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useGetRoleQuery,
  usePreviewRoleUpdateMutation,
  useUpdateRoleMutation,
  type RoleChangePreview,
  type RoleInput,
} from '../../api/generated';
import { paths } from '../../app/paths';
import { useOpenedRecord } from '../../components/form/useOpenedRecord';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { withNotice } from '../../components/noticeInHistory';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { ROLE_FORM_FIELDS, roleFormOf } from './roleForm';
import { RoleForm } from './RoleForm';
import { ROLE_NAMES } from './roleLinks';
import { RolePreviewDialog } from './RolePreviewDialog';

/** A change waiting in the preview dialog for the user's confirmation. */
interface PendingChange {
  values: RoleInput;
  preview: RoleChangePreview;
}

/**
 * roles/{id}/edit: the role editor, sent with the version it was opened on. Before saving, a
 * preview says what changes and how many users it reaches; a newer version on the server
 * (409) is never overwritten: the form shows what changed, field by field, to keep or take.
 */
export function RoleEditScreen() {
  const id = useRouteRecordId();
  const navigate = useNavigate();
  const latest = useGetRoleQuery(recordArg(id), { refetchOnMountOrArgChange: true });
  const { opened, theirs, readTheirs, version } = useOpenedRecord(latest);
  const [previewRoleUpdate, { isLoading: previewing }] = usePreviewRoleUpdateMutation();
  const [updateRole, { isLoading: saving }] = useUpdateRoleMutation();
  const [pending, setPending] = useState<PendingChange>();
  const saveErrors = useSaveErrors(ROLE_FORM_FIELDS);

  if (id === undefined || !opened)
    return <RecordLoadStatus names={ROLE_NAMES} error={latest.error} known={id !== undefined} />;

  const roleUpdate = (values: RoleInput) => ({ ...values, version });

  const review = async (values: RoleInput) => {
    saveErrors.clear();
    const result = await previewRoleUpdate({ id, roleUpdate: roleUpdate(values) });
    if (result.error) return saveErrors.fail(result.error) && readTheirs();
    setPending({ values, preview: result.data });
  };

  const save = async ({ values }: PendingChange) => {
    const result = await updateRole({ id, roleUpdate: roleUpdate(values) });
    setPending(undefined);
    if (result.error) return saveErrors.fail(result.error) && readTheirs();
    navigate(paths.roles.view(id), withNotice(`Saved the changes to ${result.data.name}.`));
  };

  return (
    <section className="screen">
      <H1>{`Edit ${opened.name}`}</H1>
      <RoleForm
        key={opened.version}
        initial={roleFormOf(opened)}
        theirs={theirs && { values: roleFormOf(theirs), version: theirs.version }}
        submitText="Review and save"
        busy={previewing || saving}
        errors={saveErrors.errors}
        onSubmit={(values) => void review(values)}
        cancelTo={paths.roles.view(id)}
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
