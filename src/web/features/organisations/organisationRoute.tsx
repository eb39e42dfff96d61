import { Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { organisationPaths, type OrganisationKindBase } from './organisationKind';

/** The :id of an organisation route, when it is one (the contract's ids are 1 … 2^31 − 1). */
export function useOrganisationId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id >= 1 && id <= 2147483647 ? id : undefined;
}

function NoSuchOrganisation({ kind }: { kind: OrganisationKindBase }) {
  return (
    <NonIdealState
      icon={<SearchIcon size={48} />}
      title={`No such ${kind.noun}`}
      description={`The address names no ${kind.noun}.`}
      action={<RouterAnchorButton to={organisationPaths(kind).list} text={`Back to ${kind.plural}`} />}
    />
  );
}

export interface OrganisationLoadStatusProps {
  kind: OrganisationKindBase;
  error?: FetchBaseQueryError | SerializedError;
  /** False when the address names no id at all. */
  known: boolean;
}

/** What an organisation screen shows until its record has loaded: a spinner, "no such …", or the failure. */
export function OrganisationLoadStatus({ kind, error, known }: OrganisationLoadStatusProps) {
  const failure = error && toApiFailure(error);
  let content = <Spinner aria-label={`Loading the ${kind.noun}`} />;
  if (!known || failure?.status === 404) content = <NoSuchOrganisation kind={kind} />;
  else if (failure) content = <Callout intent={Intent.DANGER} title={describeFailure(failure)} />;
  return <section className="screen">{content}</section>;
}
