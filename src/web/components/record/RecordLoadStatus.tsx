import { Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { RouterAnchorButton } from '../RouterAnchorButton';

/** How a record screen names its kind of record, and where its list is. */
export interface RecordNames {
  /** As a sentence names one: "user", "role", "TPA". */
  noun: string;
  /** As a sentence names several: "users", "roles", "TPAs". */
  plural: string;
  listPath: string;
}

export interface RecordLoadStatusProps {
  names: RecordNames;
  /** The detail call's failure, once it has failed. */
  error?: FetchBaseQueryError | SerializedError;
  /** False when the address names no id at all (no call is made then). */
  known: boolean;
}

function NoSuchRecord({ names }: { names: RecordNames }) {
  return (
    <NonIdealState
      icon={<SearchIcon size={48} />}
      title={`No such ${names.noun}`}
      description={`The address names no ${names.noun}.`}
      action={<RouterAnchorButton to={names.listPath} text={`Back to ${names.plural}`} />}
    />
  );
}

/**
 * What a view or edit screen shows until its record has loaded: a spinner, "no such …" (an
 * address naming no record, or a 404), or the failure the server gave.
 */
export function RecordLoadStatus({ names, error, known }: RecordLoadStatusProps) {
  const failure = error && toApiFailure(error);
  let content = <Spinner aria-label={`Loading the ${names.noun}`} />;
  if (!known || failure?.status === 404) content = <NoSuchRecord names={names} />;
  else if (failure) content = <Callout intent={Intent.DANGER} title={describeFailure(failure)} />;
  return <section className="screen">{content}</section>;
}
