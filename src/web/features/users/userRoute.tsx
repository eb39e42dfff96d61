import { Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { paths } from '../../app/paths';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';

/** The :id of a user route, when it is one (the contract's ids are 1 … 2^31 − 1). */
export function useUserId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id >= 1 && id <= 2147483647 ? id : undefined;
}

export function NoSuchUser() {
  return (
    <NonIdealState
      icon={<SearchIcon size={48} />}
      title="No such user"
      description="The address names no user."
      action={<RouterAnchorButton to={paths.agencyUsers} text="Back to users" />}
    />
  );
}

/** What a user screen shows until its user has loaded: a spinner, "no such user", or the failure. */
export function UserLoadStatus({ error }: { error?: FetchBaseQueryError | SerializedError }) {
  if (!error) return <Spinner aria-label="Loading the user" />;
  const failure = toApiFailure(error);
  return failure.status === 404 ? <NoSuchUser /> : <Callout intent={Intent.DANGER} title={describeFailure(failure)} />;
}
