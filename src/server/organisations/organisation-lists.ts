import { sql } from 'kysely';
import { MINISTRIES_LIST, TPAS_LIST } from '../../shared/lists/organisations';
import { agencyTime } from '../exports/agency-time';
import { defineExport } from '../exports/batch-rows';
import { declaredFilters, declaredSort } from '../lists/declared-list';
import type { ListDefinition } from '../lists/engine';
import type { Schema } from '../operations';

/**
 * A TPA's or ministry's row as the lists, the detail and the exports read it: its record with
 * the times as the driver gives them; a TPA's own fields on TPAs only.
 */
export type OrganisationRow = Omit<Schema<'Ministry'>, 'created_at' | 'updated_at'> &
  Partial<Pick<Schema<'Tpa'>, 'state' | 'accreditation_date'>> & { created_at: Date; updated_at: Date };

export type OrganisationRecord = Schema<'Tpa'> | Schema<'Ministry'>;

function toRecord(row: OrganisationRow): OrganisationRecord {
  return {
    ...row,
    users_count: Number(row.users_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

// Counted per row inside the key source, so users_count sorts like a column.
// TPAs and ministries are hundreds, not millions: the correlated count stays cheap.
const tpaRows = sql`(select tpas.id, tpas.name, tpas.code, tpas.email, tpas.phone, tpas.address, tpas.contact_person,
  tpas.status, tpas.state, tpas.accreditation_date, tpas.version,
  tpas.created_at, tpas.updated_at, tpas.search_text,
  (select count(*)::int from users where users.tpa_id = tpas.id) as users_count from tpas) as tpas`;

const ministryRows = sql`(select ministries.id, ministries.name, ministries.code, ministries.email, ministries.phone,
  ministries.address, ministries.contact_person, ministries.status, ministries.version, ministries.created_at,
  ministries.updated_at, ministries.search_text,
  (select count(*)::int from users where users.ministry_id = ministries.id) as users_count from ministries) as ministries`;

/** The sort columns both kinds have. */
const sortableOf = (table: string) => ({
  name: [`${table}.name`],
  code: [`${table}.code`],
  status: [`${table}.status`],
  users_count: [`${table}.users_count`],
  created_at: [`${table}.created_at`],
});

/** The TPAs list: search over name, code, email, phone and contact person. */
export const tpasList: ListDefinition<OrganisationRow, OrganisationRecord, 'tpas'> = {
  key: 'tpas',
  source: tpaRows,
  keySource: tpaRows,
  columns: sql`tpas.id, tpas.name, tpas.code, tpas.email, tpas.phone, tpas.address, tpas.contact_person, tpas.status,
    tpas.state, to_char(tpas.accreditation_date, 'YYYY-MM-DD') as accreditation_date, tpas.users_count, tpas.version, tpas.created_at, tpas.updated_at`,
  searchColumn: 'tpas.search_text',
  filters: declaredFilters(TPAS_LIST, {
    status: (v) => sql`tpas.status in (${sql.join(v)})`,
    state: (v) => sql`tpas.state in (${sql.join(v)})`,
    accreditation_date: 'tpas.accreditation_date',
    created_at: 'tpas.created_at',
  }),
  sortable: declaredSort(TPAS_LIST, {
    ...sortableOf('tpas'),
    state: ['tpas.state'],
    accreditation_date: ['tpas.accreditation_date'],
  }),
  defaultSort: TPAS_LIST.defaultSort,
  idColumn: 'tpas.id',
  toRecord,
};

/** The ministries list: search over name, code, email, phone and contact person. */
export const ministriesList: ListDefinition<OrganisationRow, OrganisationRecord, 'ministries'> = {
  key: 'ministries',
  source: ministryRows,
  keySource: ministryRows,
  columns: sql`ministries.id, ministries.name, ministries.code, ministries.email, ministries.phone, ministries.address,
    ministries.contact_person, ministries.status, ministries.users_count, ministries.version, ministries.created_at,
    ministries.updated_at`,
  searchColumn: 'ministries.search_text',
  filters: declaredFilters(MINISTRIES_LIST, {
    status: (v) => sql`ministries.status in (${sql.join(v)})`,
    created_at: 'ministries.created_at',
  }),
  sortable: declaredSort(MINISTRIES_LIST, sortableOf('ministries')),
  defaultSort: MINISTRIES_LIST.defaultSort,
  idColumn: 'ministries.id',
  toRecord,
};

const commonColumns = [
  { header: 'Name', width: 36, value: (row: OrganisationRow) => row.name },
  { header: 'Code', width: 16, value: (row: OrganisationRow) => row.code },
  { header: 'Email', width: 30, value: (row: OrganisationRow) => row.email },
  { header: 'Phone', width: 18, value: (row: OrganisationRow) => row.phone },
  { header: 'Address', width: 40, value: (row: OrganisationRow) => row.address },
  { header: 'Contact person', width: 26, value: (row: OrganisationRow) => row.contact_person },
];
const trailingColumns = [
  { header: 'Status', width: 12, value: (row: OrganisationRow) => row.status },
  { header: 'Users', width: 10, value: (row: OrganisationRow) => Number(row.users_count) },
  { header: 'Created at', width: 20, isDate: true, value: (row: OrganisationRow) => agencyTime(row.created_at) },
];

export const tpasExport = defineExport(tpasList, [
  ...commonColumns,
  { header: 'State', width: 16, value: (row) => row.state ?? null },
  { header: 'Accreditation date', width: 18, value: (row) => row.accreditation_date ?? null },
  ...trailingColumns,
]);

export const ministriesExport = defineExport(ministriesList, [...commonColumns, ...trailingColumns]);
