import './organisations.css';
import { Intent } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useRouteTitle } from '../../app/useRouteTitle';
import { DataTable } from '../../components/data-table';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { SuccessNotice } from '../../components/SuccessNotice';
import { MINISTRY } from './ministryKind';
import { organisationPaths, type Organisation, type OrganisationKind } from './organisationKind';
import { ORGANISATION_SEARCH_FIELDS } from './organisationListConfig';
import { OrganisationRowActions } from './OrganisationRowActions';
import { TPA } from './tpaKind';

/** The TPAs or ministries list (issue 6) on the generic data-table, with "Create …" and each row's actions. */
export function OrganisationListScreen<Key extends string>({ kind }: { kind: OrganisationKind<Key> }) {
  const [notice, setNotice] = useState<string>();
  const rowActions = (organisation: Organisation) => <OrganisationRowActions kind={kind} organisation={organisation} onDone={setNotice} />;
  const createButton = () => (
    <RouterAnchorButton to={organisationPaths(kind).create} intent={Intent.PRIMARY} icon={<PlusIcon />} text={`Create ${kind.noun}`} />
  );
  return (
    <>
      <SuccessNotice message={notice} onDismiss={() => setNotice(undefined)} />
      <DataTable
        title={useRouteTitle()}
        columns={kind.columns}
        filters={kind.filters}
        searchFields={ORGANISATION_SEARCH_FIELDS}
        recordsKey={kind.recordsKey}
        useDataQuery={kind.useList}
        useLazyExportQuery={kind.useLazyExport}
        rowKey={(organisation) => organisation.id}
        rowLabel={(organisation) => organisation.name}
        rowActions={rowActions}
        toolbar={createButton}
      />
    </>
  );
}

export const TpasListScreen = () => <OrganisationListScreen kind={TPA} />;
export const MinistriesListScreen = () => <OrganisationListScreen kind={MINISTRY} />;
