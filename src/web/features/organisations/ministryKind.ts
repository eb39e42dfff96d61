import { MINISTRIES_LIST } from '../../../shared/lists/organisations';
import {
  useCreateMinistryMutation,
  useGetMinistryHistoryQuery,
  useGetMinistryQuery,
  useLazyExportMinistriesQuery,
  useListMinistriesQuery,
  useReactivateMinistryMutation,
  useSuspendMinistryMutation,
  useUpdateMinistryMutation,
} from '../../api/generated';
import { paths } from '../../app/paths';
import { commonInputOf, type OrganisationFormValues } from './organisationForm';
import type { OrganisationKind, OrganisationUpdate } from './organisationKind';
import { organisationColumns, organisationFilters } from './organisationListConfig';

function useCreateMinistry() {
  const [createMinistry, state] = useCreateMinistryMutation();
  return [(values: OrganisationFormValues) => createMinistry({ ministryInput: commonInputOf(values) }), state] as const;
}

function useUpdateMinistry() {
  const [updateMinistry, state] = useUpdateMinistryMutation();
  return [
    ({ id, values, version }: OrganisationUpdate) =>
      updateMinistry({ id, ministryUpdate: { ...commonInputOf(values), version } }),
    state,
  ] as const;
}

/** The government employers whose staff are enrolled in the formal-sector programme. */
export const MINISTRY: OrganisationKind<'ministries'> = {
  noun: 'ministry',
  plural: 'ministries',
  recordsKey: 'ministries',
  paths: paths.ministries,
  usersFilter: 'ministry',
  tpaFields: false,
  inputSchema: 'MinistryInput',
  inputOf: commonInputOf,
  columns: organisationColumns(),
  filters: organisationFilters(MINISTRIES_LIST),
  useList: useListMinistriesQuery,
  useLazyExport: useLazyExportMinistriesQuery,
  useGet: useGetMinistryQuery,
  useHistory: useGetMinistryHistoryQuery,
  useCreate: useCreateMinistry,
  useUpdate: useUpdateMinistry,
  useSuspend: useSuspendMinistryMutation,
  useReactivate: useReactivateMinistryMutation,
};
