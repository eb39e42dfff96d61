import { TPAS_LIST } from '../../../shared/lists/organisations';
import {
  useCreateTpaMutation,
  useGetTpaHistoryQuery,
  useGetTpaQuery,
  useLazyExportTpasQuery,
  useListTpasQuery,
  useReactivateTpaMutation,
  useSuspendTpaMutation,
  useUpdateTpaMutation,
  type NigerianState,
  type TpaInput,
} from '../../api/generated';
import { paths } from '../../app/paths';
import { calendarDay } from '../../components/agencyTime';
import { commonInputOf, type OrganisationFormValues } from './organisationForm';
import type { OrganisationKind, OrganisationUpdate } from './organisationKind';
import { organisationColumns, organisationFilters } from './organisationListConfig';

/** A TPA's fields as the form sends them; a state left unchosen is sent as '' for the server to refuse at the field. */
export function tpaInputOf(values: OrganisationFormValues): TpaInput {
  return {
    ...commonInputOf(values),
    state: values.state as NigerianState,
    accreditation_date: values.accreditation_date,
  };
}

function useCreateTpa() {
  const [createTpa, state] = useCreateTpaMutation();
  return [(values: OrganisationFormValues) => createTpa({ tpaInput: tpaInputOf(values) }), state] as const;
}

function useUpdateTpa() {
  const [updateTpa, state] = useUpdateTpaMutation();
  return [
    ({ id, values, version }: OrganisationUpdate) => updateTpa({ id, tpaUpdate: { ...tpaInputOf(values), version } }),
    state,
  ] as const;
}

/** Third-party administrators (the HMOs): a state and an accreditation date besides what every organisation has. */
export const TPA: OrganisationKind<'tpas'> = {
  noun: 'TPA',
  plural: 'TPAs',
  recordsKey: 'tpas',
  paths: paths.tpas,
  usersFilter: 'tpa',
  tpaFields: true,
  inputSchema: 'TpaInput',
  inputOf: tpaInputOf,
  columns: organisationColumns(
    [
      { key: 'state', header: 'State', sortKey: 'state', render: (tpa) => tpa.state, width: 110 },
      {
        key: 'accreditation_date',
        header: 'Accreditation date',
        sortKey: 'accreditation_date',
        render: (tpa) => (tpa.accreditation_date ? calendarDay(tpa.accreditation_date) : '—'),
        width: 165,
      },
    ],
    // Its state and accreditation take the room its email had; contacts are on its view.
    ['email', 'phone', 'contact_person'],
  ),
  filters: organisationFilters(TPAS_LIST),
  useList: useListTpasQuery,
  useLazyExport: useLazyExportTpasQuery,
  useGet: useGetTpaQuery,
  useHistory: useGetTpaHistoryQuery,
  useCreate: useCreateTpa,
  useUpdate: useUpdateTpa,
  useSuspend: useSuspendTpaMutation,
  useReactivate: useReactivateTpaMutation,
};
