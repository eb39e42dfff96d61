import './organisations.css';
import { Intent } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { ListViewList } from '../../api/generated';
import { useRouteTitle } from '../../app/useRouteTitle';
import { DataTable } from '../../components/data-table';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { SuccessNotice } from '../../components/SuccessNotice';
import { MINISTRY } from './ministryKind';
import type { Organisation, OrganisationKind } from './organisationKind';
import { ORGANISATION_SEARCH_FIELDS } from './organisationListConfig';
import { OrganisationRowActions } from './OrganisationRowActions';
import { TPA } from './tpaKind';

/**
 * The TPAs or ministries list (docs/records.md, TPAs and ministries) on the generic data-table,
 * with "Create …" and each row's actions; a row opens its record.
 */
export function OrganisationListScreen<Key extends ListViewList>({ kind }: { kind: OrganisationKind<Key> }) {
  const [notice, setNotice] = useState<string>();
  const rowActions = (organisation: Organisation) => (
    <OrganisationRowActions kind={kind} organisation={organisation} onDone={setNotice} />
  );
  // A row opens what its View button opens; the list route's permission covers both.
  const rowHref = (organisation: Organisation) => kind.paths.view(organisation.id);
  const createButton = () => (
    <RouterAnchorButton
      to={kind.paths.create}
      intent={Intent.PRIMARY}
      icon={<PlusIcon />}
      text={`Create ${kind.noun}`}
    />
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
        viewsList={kind.recordsKey}
        useDataQuery={kind.useList}
        useLazyExportQuery={kind.useLazyExport}
        rowKey={(organisation) => organisation.id}
        rowLabel={(organisation) => organisation.name}
        rowActions={rowActions}
        rowHref={rowHref}
        toolbar={createButton}
      />
    </>
  );
}

export const TpasListScreen = () => <OrganisationListScreen kind={TPA} />;
export const MinistriesListScreen = () => <OrganisationListScreen kind={MINISTRY} />;
