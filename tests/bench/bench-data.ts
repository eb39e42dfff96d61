/**
 * The benchmarks' users, shaped like the scheme's (docs/benchmarks.md): about 95 % beneficiaries,
 * 85 % active, Nigerian names with a long tail, varied emails and mobile numbers, creation times
 * that grow towards today, staff with roles and their TPA or ministry. Every value comes from a
 * hash of the row number and the seed inside PostgreSQL (generate_series), so the same seed gives
 * the same rows and 10 million rows load without a round trip per row.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import type { DatabaseHandle } from '../../src/server/db/connect';
import { fillUsersListCounts } from '../../src/server/db/migrations/0028_users_list_counts';
import { fillUsersSignInCounts } from '../../src/server/db/migrations/0038_users_sign_in_counts';
import { fillRoleHolderCounts } from '../../src/server/db/migrations/0041_role_holder_counts';

/** Moves whenever the generated rows change: a database seeded by another version is not reused. */
export const BENCH_DATA_VERSION = 3;
export const BENCH_DATA_SEED = Number(process.env.BENCH_SEED ?? 18);

/** Most frequent first: the draw below gives the k-th name a share falling like 1/k (a Zipf-like tail). */
export const FIRST_NAMES = [
  'Ibrahim',
  'Aisha',
  'Musa',
  'Fatima',
  'Chinedu',
  'Oluwaseun',
  'Ngozi',
  'Abubakar',
  'Adaeze',
  'Emeka',
  'Zainab',
  'Tunde',
  'Halima',
  'Yusuf',
  'Funmilayo',
  'Chiamaka',
  'Usman',
  'Bukola',
  'Ifeanyi',
  'Amina',
  'Segun',
  'Kemi',
  'Obinna',
  'Hadiza',
  'Babatunde',
  'Nneka',
  'Sani',
  'Folake',
  'Chukwuemeka',
  'Hauwa',
  'Adebayo',
  'Uchenna',
  'Maryam',
  'Olumide',
  'Ebere',
  'Aliyu',
  'Yetunde',
  'Chidi',
  'Rukayat',
  'Kelechi',
  'Garba',
  'Temitope',
  'Nkechi',
  'Bello',
  'Damilola',
  'Ikechukwu',
  'Salamatu',
  'Femi',
  'Chinwe',
  'Danladi',
  'Efosa',
  'Osaze',
  'Ebiere',
  'Tamuno',
  'Ekaette',
  'Ubong',
  'Terver',
  'Doosuur',
  'Idara',
  'Ene',
  'Oghenekaro',
  'Tobiloba',
  'Ayodele',
  'Lami',
  'Nasiru',
] as const;
export const LAST_NAMES = [
  'Abubakar',
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Mohammed',
  'Ogunleye',
  'Nwosu',
  'Ibrahim',
  'Okonkwo',
  'Balogun',
  'Yakubu',
  'Chukwu',
  'Lawal',
  'Adebayo',
  'Suleiman',
  'Onyeka',
  'Afolabi',
  'Umeh',
  'Danjuma',
  'Olawale',
  'Ibekwe',
  'Aliyu',
  'Okeke',
  'Oyelaran',
  'Garba',
  'Nnamdi',
  'Adewale',
  'Usman',
  'Obi',
  'Akinola',
  'Ezeh',
  'Sule',
  'Ogundipe',
  'Nwachukwu',
  'Idris',
  'Oladipo',
  'Anyanwu',
  'Babangida',
  'Oyewole',
  'Etim',
  'Edet',
  'Akpan',
  'Tersoo',
  'Iorliam',
  'Omoregie',
  'Osagie',
  'Ekanem',
  'Bassey',
  'Dikko',
  'Ajayi',
  'Okoro',
  'Ndukwe',
  'Ojo',
  'Tanko',
] as const;
export const EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'ymail.com',
  'icloud.com',
  'live.com',
  'mail.ng',
] as const;
/** Nigerian mobile prefixes (MTN, Glo, Airtel, 9mobile), stored as the product stores a phone: "+234 803…". */
export const MOBILE_PREFIXES = [
  '0803',
  '0806',
  '0813',
  '0816',
  '0703',
  '0706',
  '0810',
  '0814',
  '0903',
  '0906',
  '0805',
  '0807',
  '0815',
  '0811',
  '0905',
  '0802',
  '0808',
  '0812',
  '0701',
  '0708',
  '0902',
  '0907',
  '0901',
  '0809',
  '0817',
  '0818',
  '0909',
  '0908',
  '0704',
  '0913',
  '0916',
] as const;
/** Shares of the user types and statuses (cumulative thresholds are derived from these). */
export const USER_TYPE_SHARES = [
  ['Beneficiary', 0.95],
  ['Provider Staff', 0.03],
  ['Ministry Staff', 0.01],
  ['TPA Staff', 0.005],
  ['Agency Staff', 0.005],
] as const;
export const STATUS_SHARES = [
  ['active', 0.85],
  ['inactive', 0.1],
  ['pending', 0.05],
] as const;
export const MIDDLE_NAME_SHARE = 0.3;
export const SIGNED_IN_SHARE = 0.55;
/**
 * Active staff sign in within this many days before the day of seeding (UTC; `seededOn`, so the same
 * seed on the same day gives the same rows), as people who work in the app do:
 * the data is then in the steady state the dormancy rule keeps (35 days), and the bench's servers do
 * not spend their first quarter of an hour warning tens of thousands of seeded accounts.
 */
export const ACTIVE_STAFF_SIGNED_IN_WITHIN_DAYS = 20;
export const BENCH_TPAS = 300;
export const BENCH_MINISTRIES = 200;
/** Creation times run over these years, denser towards the end (the scheme grows). */
export const CREATED_FROM = '2020-01-01T00:00:00Z';
export const CREATED_UNTIL = '2026-11-01T00:00:00Z';

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/** A uniform draw in [0, 1) from the row number and a stream number, the same on every run. */
const uniformText = (row: string, seed: number, stream: number) =>
  `((hashint8extended(${row}, ${seed * 100 + stream}) & 9007199254740991)::float8 / 9007199254740992.0)`;
const uniform = (row: string, seed: number, stream: number): RawBuilder<number> =>
  sql.raw(uniformText(row, seed, stream));

/** 1-based index into n items, the k-th drawn with probability ln((k+1)/k) / ln(n+1): a Zipf-like tail. */
function zipfIndex(n: number, draw: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`least(${sql.raw(String(n))}, floor(exp(${draw} * ln(${sql.raw(String(n + 1))}))))::int`;
}

/** A case over cumulative thresholds of `shares`. */
function byShares(shares: readonly (readonly [string, number])[], draw: string): RawBuilder<string> {
  let cumulative = 0;
  const arms = shares.slice(0, -1).map(([value, share]) => {
    cumulative += share;
    return `when ${draw} < ${cumulative.toFixed(6)} then '${value}'`;
  });
  return sql.raw(`(case ${arms.join(' ')} else '${shares[shares.length - 1][0]}' end)`);
}

export interface BenchDataReport {
  users: number;
  seconds: { rows: number; indexes: number; vacuum: number; total: number };
}

/**
 * Adds `count` generated users (and BENCH_TPAS TPAs, BENCH_MINISTRIES ministries) to a migrated
 * database holding the catalogue. The users table's secondary indexes are dropped and built once
 * after the insert, many times faster than row by row; the rows go in with triggers off (the
 * row_counts statement triggers would hold every row in a transition table, the foreign-key
 * checks would queue three events a row), and row_counts is then set to the exact count and its
 * versions moved, and the kept counts (0028, 0038, 0041) counted afresh, as those triggers would have
 * left them. VACUUM sets the visibility map that
 * index-only scans need, as autovacuum would.
 */
export async function generateBenchUsers(
  handle: DatabaseHandle,
  count: number,
  seed = BENCH_DATA_SEED,
  seededOn: string = new Date().toISOString().slice(0, 10),
): Promise<BenchDataReport> {
  const started = Date.now();
  const { rows: roleRows } = await sql<{ id: number }>`
    select id from roles where name <> 'Super Admin' order by id`.execute(handle.db);
  const roleIds = roleRows.map((r) => r.id);
  if (roleIds.length === 0) throw new Error('the catalogue has no roles to give staff: seed it first');
  let rowsDone = 0;
  let indexesDone = 0;
  await handle.db.connection().execute(async (db) => {
    await sql`set maintenance_work_mem = '1GB'`.execute(db);
    await sql`set max_parallel_maintenance_workers = 2`.execute(db);
    const { rows: secondary } = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename in ('users', 'user_roles')
        and indexname not in (select conname from pg_constraint)`.execute(db);
    for (const index of secondary) await sql`drop index ${sql.id(index.name)}`.execute(db);
    await db.transaction().execute(async (tx) => {
      await sql`set local session_replication_role = replica`.execute(tx);
      await insertOrganisations(tx);
      await insertUsers(tx, count, seed, roleIds, seededOn);
      for (const table of ['users', 'tpas', 'ministries']) {
        await sql`update row_counts set row_count = (select count(*) from ${sql.table(table)}), version = version + 1
          where table_name = ${table}`.execute(tx);
      }
      await fillUsersListCounts(tx as unknown as Kysely<unknown>);
      await fillUsersSignInCounts(tx as unknown as Kysely<unknown>);
      await fillRoleHolderCounts(tx as unknown as Kysely<unknown>);
    });
    rowsDone = Date.now();
    for (const index of secondary) await sql.raw(index.definition).execute(db);
    indexesDone = Date.now();
    await sql`vacuum (analyze) users, user_roles, tpas, ministries, row_counts`.execute(db);
    await sql`reset maintenance_work_mem`.execute(db);
    await sql`reset max_parallel_maintenance_workers`.execute(db);
  });
  const done = Date.now();
  return {
    users: count,
    seconds: {
      rows: (rowsDone - started) / 1000,
      indexes: (indexesDone - rowsDone) / 1000,
      vacuum: (done - indexesDone) / 1000,
      total: (done - started) / 1000,
    },
  };
}

async function insertOrganisations(db: Kysely<Database>): Promise<void> {
  const states = textArray(['Lagos', 'Kano', 'Rivers', 'Oyo', 'Kaduna', 'Enugu', 'Abuja FCT', 'Borno', 'Edo', 'Benue']);
  await sql`
    insert into tpas (name, code, email, phone, address, state, contact_person, accreditation_date, status, created_at, updated_at)
    select 'Bench Health TPA ' || i, 'BTPA-' || lpad(i::text, 4, '0'), 'tpa' || i || '@tpa.bench.ng',
           '+234 80' || lpad((i * 7919 % 100000000)::text, 8, '0'), i || ' Hospital Road', (${states})[1 + i % 10],
           'Contact ' || i, date '2015-01-01' + (i * 13 % 3000), case when i % 17 = 0 then 'suspended' else 'active' end,
           timestamptz '2019-06-01' + i * interval '1 day', timestamptz '2019-06-01' + i * interval '1 day'
    from generate_series(1, ${BENCH_TPAS}::int) as i`.execute(db);
  await sql`
    insert into ministries (name, code, email, phone, address, contact_person, status, created_at, updated_at)
    select 'Bench Ministry of Health ' || i, 'BMIN-' || lpad(i::text, 4, '0'), 'ministry' || i || '@gov.bench.ng',
           '+234 90' || lpad((i * 6151 % 100000000)::text, 8, '0'), i || ' Secretariat Way', 'Desk ' || i,
           case when i % 23 = 0 then 'suspended' else 'active' end,
           timestamptz '2019-06-01' + i * interval '1 day', timestamptz '2019-06-01' + i * interval '1 day'
    from generate_series(1, ${BENCH_MINISTRIES}::int) as i`.execute(db);
}

async function insertUsers(
  db: Kysely<Database>,
  count: number,
  seed: number,
  roleIds: number[],
  seededOn: string,
): Promise<void> {
  const u = (stream: number) => uniform('i', seed, stream);
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const domains = textArray(EMAIL_DOMAINS);
  const prefixes = textArray(MOBILE_PREFIXES.map((p) => p.slice(1)));
  const { rows } = await sql<{ tpa_from: number; tpa_to: number; min_from: number; min_to: number; id_from: number }>`
    select (select min(id) from tpas where code like 'BTPA-%') as tpa_from,
           (select max(id) from tpas where code like 'BTPA-%') as tpa_to,
           (select min(id) from ministries where code like 'BMIN-%') as min_from,
           (select max(id) from ministries where code like 'BMIN-%') as min_to,
           (select coalesce(max(id), 0) + 1 from users) as id_from`.execute(db);
  const { tpa_from, tpa_to, min_from, min_to, id_from } = rows[0];
  const span = `(timestamptz '${CREATED_UNTIL}' - timestamptz '${CREATED_FROM}')`;
  await sql`
    insert into users (id, first_name, middle_name, last_name, email, phone, user_type, status, tpa_id, ministry_id,
                       last_login_at, created_at, updated_at)
    select ${id_from}::int - 1 + i, f, m, l,
           lower(f || '.' || l || i) || '@' || (${domains})[1 + floor(${u(5)} * ${EMAIL_DOMAINS.length})::int],
           '+234 ' || (${prefixes})[1 + floor(${u(6)} * ${MOBILE_PREFIXES.length})::int]
                   || lpad(floor(${u(7)} * 10000000)::int::text, 7, '0'),
           t, s,
           case when t = 'TPA Staff' then ${tpa_from}::int + floor(${u(8)} * (${tpa_to}::int - ${tpa_from}::int + 1))::int end,
           case when t = 'Ministry Staff' then ${min_from}::int + floor(${u(8)} * (${min_to}::int - ${min_from}::int + 1))::int end,
           case when t <> 'Beneficiary' and s = 'active'
                  then greatest(c, ${seededOn}::date::timestamptz - interval '1 day' * ${ACTIVE_STAFF_SIGNED_IN_WITHIN_DAYS} * ${u(10)})
                when ${u(9)} < ${SIGNED_IN_SHARE} then c + (timestamptz '${sql.raw(CREATED_UNTIL)}' - c) * ${u(10)} end,
           c, c
    from (
      select i,
             (${first})[${zipfIndex(FIRST_NAMES.length, u(1))}] as f,
             case when ${u(2)} < ${MIDDLE_NAME_SHARE} then (${first})[${zipfIndex(FIRST_NAMES.length, u(11))}] end as m,
             (${last})[${zipfIndex(LAST_NAMES.length, u(3))}] as l,
             ${byShares(USER_TYPE_SHARES, uniformText('i', seed, 4))} as t,
             ${byShares(STATUS_SHARES, uniformText('i', seed, 12))} as s,
             -- Density growing linearly with time: the square root of a uniform draw.
             timestamptz '${sql.raw(CREATED_FROM)}' + ${sql.raw(span)} * sqrt(${u(13)}) as c
      from generate_series(1, ${count}::int) as i
    ) as drawn`.execute(db);
  await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(db);
  // Staff hold one role each (a tenth of them two), drawn from the catalogue; beneficiaries none.
  const roles = sql.raw(`array[${roleIds.join(',')}]::int[]`);
  const n = roleIds.length;
  await sql`
    insert into user_roles (user_id, role_id)
    select id, (${roles})[1 + floor(${uniform('id', seed, 14)} * ${n})::int] from users
    where id >= ${id_from}::int and user_type <> 'Beneficiary'
    union
    select id, (${roles})[1 + floor(${uniform('id', seed, 15)} * ${n})::int] from users
    where id >= ${id_from}::int and user_type <> 'Beneficiary' and ${uniform('id', seed, 16)} < 0.1`.execute(db);
}
