import { H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiFailure } from '../../api/apiFailure';
import { useGetUserQuery, useUpdateUserMutation } from '../../api/generated';
import { ConflictNotice } from '../../components/form/ConflictNotice';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { useOpenedRecord } from '../../components/form/useOpenedRecord';
import { withNotice } from '../../components/noticeInHistory';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { fullName } from './userDisplay';
import { toUserUpdate, USER_FORM_FIELDS, userFormOf, type UserFormField, type UserFormValues } from './userForm';
import { UserForm } from './UserForm';
import { USER_NAMES, userPath } from './userPaths';

const NO_ERRORS: FieldErrors<UserFormField> = { fields: {} };
const CONFLICT = 409;

/**
 * users/{id}/edit: the user's form, sent with the version it was opened on. A newer version on
 * the server (409) is reported, never overwritten; the form keeps what it was opened on until
 * the user chooses to reload.
 */
export function UserEditScreen() {
  const id = useRouteRecordId();
  const navigate = useNavigate();
  const latest = useGetUserQuery(recordArg(id), { refetchOnMountOrArgChange: true });
  const { opened, reloading, reload } = useOpenedRecord(latest);
  const [updateUser, { isLoading: busy }] = useUpdateUserMutation();
  const [errors, setErrors] = useState(NO_ERRORS);
  const [conflict, setConflict] = useState(false);

  if (id === undefined || !opened) return <RecordLoadStatus names={USER_NAMES} error={latest.error} known={id !== undefined} />;

  const submit = async (values: UserFormValues) => {
    setErrors(NO_ERRORS);
    setConflict(false);
    const result = await updateUser({ id, userUpdate: toUserUpdate(opened, values) });
    if (!result.error) return void navigate(userPath(id), withNotice(`Saved the changes to ${fullName(result.data)}.`));
    const failure = toApiFailure(result.error);
    if (failure.status === CONFLICT) setConflict(true);
    else setErrors(toFieldErrors(failure, USER_FORM_FIELDS));
  };

  return (
    <section className="screen">
      <H2>{`Edit ${fullName(opened)}`}</H2>
      <p>{`User type: ${opened.user_type}`}</p>
      {conflict && <ConflictNotice noun="user" reloading={reloading} onReload={() => void reload().then((loaded) => loaded && setConflict(false))} />}
      <UserForm
        key={opened.version}
        userType={opened.user_type}
        initial={userFormOf(opened)}
        submitText="Save changes"
        busy={busy}
        errors={errors}
        onSubmit={(values) => void submit(values)}
        cancelTo={userPath(id)}
      />
    </section>
  );
}
