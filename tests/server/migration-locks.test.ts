import { sql } from 'kysely';
import { migrate, migrations, openDatabase, type AppMigration } from '../../src/server/db/connect';
import { createIndexConcurrently } from '../../src/server/db/online-index';
import { DATABASE_KINDS, freshDatabase, TEST_POSTGRES_URL, unmigratedDatabase } from './support/databases';
import {
  LARGE_TABLES,
  REMEDIES,
  SMALL_TABLES,
  statementsOf,
  violationsOf,
  type LockRule,
} from './support/migration-locks';
import { userRow } from './support/user-rows';

/**
 * No migration may hold a long lock on a live PostgreSQL (docs/migrations.md, Locks). These broke a
 * rule before the first release held any data, when each ran on empty tables; they stay as they ran.
 * Nothing may join this list: a new migration follows the rules.
 */
const ACCEPTED_HISTORY: Record<string, LockRule[]> = {
  '0003_export_delivery': ['index-without-concurrently'],
  '0005_activity_log_search': [
    'index-without-concurrently',
    'index-without-concurrently',
    'index-without-concurrently',
    'large-table-backfill',
  ],
  '0007_users_list_covering_index': ['index-without-concurrently'],
  '0010_login_throttles': ['index-without-concurrently'],
  '0011_rate_limits': ['index-without-concurrently'],
  '0012_export_links_and_limits': ['large-table-backfill', 'large-table-backfill', 'index-without-concurrently'],
  '0017_session_public_ids': ['volatile-default', 'index-built-by-constraint'],
  '0023_users_last_login_index': ['index-without-concurrently'],
};

describe('migrations take no long locks on a live database', () => {
  test.each(Object.keys(migrations))('%s', async (name) => {
    const found = violationsOf(await statementsOf(migrations[name]));
    const accepted = [...(ACCEPTED_HISTORY[name] ?? [])].sort();
    const explained = found
      .filter((violation) => !accepted.includes(violation.rule))
      .map(({ rule, table, statement }) => `${rule} on ${table}: ${statement}\n  instead: ${REMEDIES[rule]}`);
    expect(explained).toEqual([]);
    // The accepted history is exact: a rule an old migration no longer breaks leaves the list.
    expect(found.map((violation) => violation.rule).sort()).toEqual(accepted);
  });

  test('the rules find each long lock and pass its safe form', () => {
    const rulesOf = (...statements: string[]) => violationsOf(statements).map((violation) => violation.rule);
    expect(rulesOf('create index users_phone on users (phone)')).toEqual(['index-without-concurrently']);
    expect(rulesOf('CREATE UNIQUE INDEX x ON "sessions" (token)')).toEqual(['index-without-concurrently']);
    expect(rulesOf('create index concurrently users_phone on users (phone)')).toEqual([
      'concurrent-index-not-rerunnable',
    ]);
    expect(rulesOf('create index concurrently if not exists users_phone on users (phone)')).toEqual([]);
    expect(rulesOf('create index roles_x on roles (description)')).toEqual([]);
    expect(rulesOf('create table things (id int)', 'create index things_id on things (id)')).toEqual([]);
    expect(rulesOf('drop index users_phone')).toEqual(['index-without-concurrently']);
    expect(rulesOf('alter table users add column token uuid default gen_random_uuid()')).toEqual(['volatile-default']);
    expect(rulesOf('alter table activity_logs add column n bigserial')).toEqual(['volatile-default']);
    expect(rulesOf('alter table users add column seen_at timestamptz default now()')).toEqual([]);
    expect(rulesOf('alter table roles add column level int not null')).toEqual(['not-null-column-without-default']);
    expect(rulesOf('alter table users add column level int not null default 0')).toEqual([]);
    expect(rulesOf('alter table users alter column phone set not null')).toEqual(['set-not-null']);
    expect(rulesOf('alter table users alter column phone type varchar(40)')).toEqual(['column-type-change']);
    expect(rulesOf('alter table users add constraint x foreign key (tpa_id) references tpas(id)')).toEqual([
      'constraint-validated-under-lock',
    ]);
    expect(rulesOf("alter table users add constraint x check (phone <> '') not valid")).toEqual([]);
    expect(rulesOf('alter table sessions add constraint s unique (token)')).toEqual(['index-built-by-constraint']);
    expect(rulesOf('alter table sessions add constraint s unique using index s_token')).toEqual([]);
    expect(rulesOf("update users set status = 'active'")).toEqual(['large-table-backfill']);
    expect(rulesOf("update roles set description = ''")).toEqual([]);
    expect(rulesOf('vacuum full users')).toEqual(['whole-table-rewrite']);
    expect(
      rulesOf('create function f() returns trigger as $$ begin update users set x = 1; end $$ language plpgsql'),
    ).toEqual([]);
  });
});

const ONLINE_INDEX: AppMigration = {
  outsideTransaction: true,
  up: (db) => createIndexConcurrently(db, 'users_phone_probe', 'on users (phone)', { unique: true }),
};

describe.each(DATABASE_KINDS)('migrations on a live database (%s)', (kind) => {
  test('every table is known to be large or small, so the rules know which locks are long', async () => {
    const handle = await freshDatabase(kind);
    try {
      const tables = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(
        handle.db,
      );
      const unknown = tables.rows
        .map((row) => row.name)
        .filter((name) => ![...LARGE_TABLES, ...SMALL_TABLES].includes(name));
      expect(unknown).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  test('an index built concurrently runs outside a transaction, and runs again after a failed build', async () => {
    const handle = await freshDatabase(kind);
    try {
      const { db } = handle;
      const users = [1, 2].map((n) =>
        userRow({ first_name: 'Probe', last_name: `${n}`, email: `probe${n}@example.org`, phone: '+2348000000000' }),
      );
      await db.insertInto('users').values(users).execute();
      const validity = async () =>
        (
          await sql<{ valid: boolean }>`
            select indisvalid as valid from pg_index where indexrelid = 'users_phone_probe'::regclass`.execute(db)
        ).rows[0]?.valid;

      // Two users share a phone: the unique build fails and leaves an invalid index behind.
      await expect(migrate(db, { ...migrations, '9999_probe': ONLINE_INDEX })).rejects.toThrow(/9999_probe/);
      expect(await validity()).toBe(false);

      await db
        .updateTable('users')
        .set({ phone: '+2348000000001' })
        .where('email', '=', 'probe2@example.org')
        .execute();
      await migrate(db, { ...migrations, '9999_probe': ONLINE_INDEX });
      expect(await validity()).toBe(true);
    } finally {
      await handle.close();
    }
  });

  test('a migration that fails is undone whole, and the ones before it stay', async () => {
    const handle = await freshDatabase(kind);
    try {
      const { db } = handle;
      const first: AppMigration = {
        up: (trx) => sql`create table probe_first (id int)`.execute(trx).then(() => undefined),
      };
      const failing: AppMigration = {
        up: async (trx) => {
          await sql`create table probe_second (id int)`.execute(trx);
          await sql`select 1 / 0`.execute(trx);
        },
      };
      await expect(migrate(db, { ...migrations, '9998_first': first, '9999_failing': failing })).rejects.toThrow(
        /9999_failing/,
      );
      const made = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_name like 'probe_%'`.execute(db);
      expect(made.rows.map((row) => row.name)).toEqual(['probe_first']);
    } finally {
      await handle.close();
    }
  });
});

describe('two processes starting together on one PostgreSQL', () => {
  test('both migrate at once: each migration runs once and both start', async () => {
    const first = await unmigratedDatabase('postgres');
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(first.db)).rows[0].name}`;
    const second = await openDatabase({ databaseUrl: url.toString() });
    try {
      await Promise.all([migrate(first.db), migrate(second.db)]);
      const run = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(first.db);
      expect(run.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await second.close();
      await first.close();
    }
  });
});
