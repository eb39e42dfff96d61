import type { ReactNode } from 'react';
import { agencyTime, calendarDay } from '../../components/agencyTime';
import { usersCount } from '../../components/usersCount';
import { OrganisationStatusTag } from './organisationDisplay';
import type { Organisation, OrganisationKindBase } from './organisationKind';

/** Identity, contact, a TPA's state and accreditation, status, users and times, as a dense list. */
export function OrganisationDetails({
  kind,
  organisation,
}: {
  kind: OrganisationKindBase;
  organisation: Organisation;
}) {
  const { accreditation_date: accredited } = organisation;
  const rows: [string, ReactNode][] = [
    ['Name', organisation.name],
    [kind.tpaFields ? 'NHIA registration code' : 'Code', organisation.code],
    ['Email', <a href={`mailto:${organisation.email}`}>{organisation.email}</a>],
    ['Phone', organisation.phone],
    ['Address', organisation.address],
    ['Contact person', organisation.contact_person],
    ...(kind.tpaFields
      ? ([
          ['State', organisation.state],
          ['Accreditation date', accredited ? calendarDay(accredited) : 'Not recorded'],
        ] as [string, ReactNode][])
      : []),
    ['Status', <OrganisationStatusTag status={organisation.status} />],
    ['Users', usersCount(organisation.users_count)],
    ['Created', agencyTime(organisation.created_at)],
    ['Last changed', agencyTime(organisation.updated_at)],
  ];
  return (
    <dl className="organisation-details">
      {rows.map(([label, value]) => (
        <div key={label} className="organisation-details-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
