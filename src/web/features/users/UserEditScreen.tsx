import { Button, Callout, H2, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiFailure } from '../../api/apiFailure';
import { useGetUserQuery, useUpdateUserMutation, type UserDetail } from '../../api/generated';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { fullName } from './userDisplay';
import { toUserUpdate, USER_FORM_FIELDS, userFormOf, type UserFormField, type UserFormValues } from './userForm';
import { UserForm } from './UserForm';
import { userPath } from './userPaths';
import { NoSuchUser, UserLoadStatus, useUserId, withNotice } from './userRoute';

const NO_ERRORS: FieldErrors<UserFormField> = { fields: {} };
const CONFLICT = 409;

/** Someone saved the user after it was opened here: nothing was overwritten; reload to go on. */
function ConflictNotice({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  return (
    <Callout intent={Intent.WARNING} role="alert" title="This user was changed by someone else" className="user-form-notice">
      <p>
        Someone else saved this user since you opened it, so your changes were not saved. Reload the latest version and
        make your changes again.
      </p>
      <Button intent={Intent.WARNING} text="Reload the latest version" loading={reloading} onClick={onReload} />
    </Callout>
  );
}

/**
 * users/{id}/edit: the user's form, sent with the version it was opened on. A newer version on
 * the server (409) is reported, never overwritten; the form keeps what it was opened on until
 * the user chooses to reload.
 */
export function UserEditScreen() {
  const id = useUserId();
  const navigate = useNavigate();
  // The latest version, not a cached one: an edit begun on a stale copy would only meet a 409.
  const [openedAt] = useState(Date.now);
  const { data: latest, fulfilledTimeStamp = 0, error, refetch } = useGetUserQuery(id === undefined ? skipToken : { id }, {
    refetchOnMountOrArgChange: true,
  });
  const [opened, setOpened] = useState<UserDetail>();
  const [updateUser, { isLoading: busy }] = useUpdateUserMutation();
  const [errors, setErrors] = useState(NO_ERRORS);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (latest && fulfilledTimeStamp >= openedAt && !opened) setOpened(latest);

  if (id === undefined || !opened) {
    return <section className="screen">{id === undefined ? <NoSuchUser /> : <UserLoadStatus error={error} />}</section>;
  }

  const submit = async (values: UserFormValues) => {
    setErrors(NO_ERRORS);
    setConflict(false);
    const result = await updateUser({ id, userUpdate: toUserUpdate(opened, values) });
    if (!result.error) return void navigate(userPath(id), withNotice(`Saved the changes to ${fullName(result.data)}.`));
    const failure = toApiFailure(result.error);
    if (failure.status === CONFLICT) setConflict(true);
    else setErrors(toFieldErrors(failure, USER_FORM_FIELDS));
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
      <H2>{`Edit ${fullName(opened)}`}</H2>
      <p>{opened.user_type}</p>
      {conflict && <ConflictNotice reloading={reloading} onReload={() => void reload()} />}
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
