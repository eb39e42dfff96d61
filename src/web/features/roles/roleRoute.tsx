import { Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { rolePaths } from './rolePaths';

/** The :id of a role route, when it is one (the contract's ids are 1 … 2^31 − 1). */
export function useRoleId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id >= 1 && id <= 2147483647 ? id : undefined;
}

function NoSuchRole() {
  return (
    <NonIdealState
      icon={<SearchIcon size={48} />}
      title="No such role"
      description="The address names no role."
      action={<RouterAnchorButton to={rolePaths.list} text="Back to roles" />}
    />
  );
}

/** What a role screen shows until its role has loaded: a spinner, "no such role", or the failure. */
export function RoleLoadStatus({ error, known = true }: { error?: FetchBaseQueryError | SerializedError; known?: boolean }) {
  if (!known) return <NoSuchRole />;
  if (!error) return <Spinner aria-label="Loading the role" />;
  const failure = toApiFailure(error);
  return failure.status === 404 ? <NoSuchRole /> : <Callout intent={Intent.DANGER} title={describeFailure(failure)} />;
}

