import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError, SkipToken } from '@reduxjs/toolkit/query';
import type { FormSchemaName } from '../../api/formSchemas';
import type { ListViewList, Ministry, Tpa } from '../../api/generated';
import type { RecordScreenPaths } from '../../app/paths';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';
import type { ListAnswer, UseLazyExportQuery, UseListQuery } from '../../components/data-table/types';
import type { LatestRecordQuery } from '../../components/form/useOpenedRecord';
import type { UseHistoryQuery } from '../../components/history/HistoryPanel';
import type { RecordNames } from '../../components/record/RecordLoadStatus';
import type { OrganisationFormValues } from './organisationForm';

/** What the screens read of a TPA or a ministry: the fields both have, and a TPA's own when it is one. */
export type Organisation = Ministry & Partial<Pick<Tpa, 'state' | 'accreditation_date'>>;

type Failure = FetchBaseQueryError | SerializedError;

/** A call's outcome, as a mutation trigger (or a refetch) answers it. */
export type Outcome = PromiseLike<{ data: Organisation; error?: undefined } | { data?: undefined; error: Failure }>;

/** A generated detail hook (useGetTpaQuery, useGetMinistryQuery). */
export type UseDetailQuery = (
  arg: { id: number } | SkipToken,
  options?: { refetchOnMountOrArgChange?: boolean },
) => LatestRecordQuery<Organisation> & { error?: Failure };

/** A generated suspend or reactivate hook: a call on one id, and whether it is under way. */
export type UseStatusMutation = () => readonly [(arg: { id: number }) => Outcome, { isLoading: boolean }];

/** A create or save of the form's values, with whether it is under way. */
export type UseSave<Arg> = () => readonly [(arg: Arg) => Outcome, { isLoading: boolean }];

export interface OrganisationUpdate {
  id: number;
  values: OrganisationFormValues;
  /** The version the form was opened on: a newer one on the server answers 409. */
  version: number;
}

/**
 * What differs between the two kinds of organisation users belong to (docs/records.md, TPAs and
 * ministries); every screen is shared and reads its kind from here, as the server's handlers
 * read theirs.
 */
export interface OrganisationKindBase {
  /** As a sentence names one: "TPA", "ministry". */
  noun: string;
  /** As a sentence names several: "TPAs", "ministries". */
  plural: string;
  /** Its list's records key. */
  recordsKey: string;
  /** Its screens' addresses, as the route table declares them. */
  paths: RecordScreenPaths;
  /** The users list filter that narrows the list to its staff. */
  usersFilter: 'tpa' | 'ministry';
  /** A TPA's own fields: its state and accreditation date. */
  tpaFields: boolean;
  /** The contract's schema of the body its form sends, checked before sending. */
  inputSchema: FormSchemaName;
  /** The body the form's values are sent as. */
  inputOf: (values: OrganisationFormValues) => unknown;
  columns: readonly DataTableColumn<Organisation>[];
  filters: readonly FilterDefinition[];
  useLazyExport: UseLazyExportQuery;
  useGet: UseDetailQuery;
  useHistory: UseHistoryQuery;
  useCreate: UseSave<OrganisationFormValues>;
  useUpdate: UseSave<OrganisationUpdate>;
  useSuspend: UseStatusMutation;
  useReactivate: UseStatusMutation;
}

/** A kind with its list call, whose answer holds the records under the kind's own key. */
export interface OrganisationKind<Key extends ListViewList> extends OrganisationKindBase {
  recordsKey: Key;
  useList: UseListQuery<ListAnswer<Key, Organisation>>;
}

/** How the record screens name a kind and lead back to its list. */
export function organisationNames(kind: OrganisationKindBase): RecordNames {
  return { noun: kind.noun, plural: kind.plural, listPath: kind.paths.list };
}

/** "TPA" stays as it is, "ministry" starts a heading as "Ministry". */
export const headingNoun = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);
