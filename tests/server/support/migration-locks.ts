import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import type { AppMigration } from '../../../src/server/db/connect';

/**
 * Which migrations would hold long locks on a live PostgreSQL (docs/migrations.md, Locks). The
 * statements are those each migration's `up` sends, recorded without a database; the rules read
 * them. A table named in LARGE_TABLES grows with the scheme's people and their activity.
 */
export const LARGE_TABLES = [
  'users',
  'user_roles',
  'activity_logs',
  'sessions',
  'password_reset_tokens',
  'export_jobs',
  'mail_outbox',
  'login_throttles',
  'rate_limit_hits',
  'email_changes',
  'two_factor_totp',
  'two_factor_recovery_codes',
  'two_factor_recovery_code_display',
  'passkeys',
  'webauthn_challenges',
  // Saved views and each user's default view of a list: a few per user.
  'list_views',
  'list_view_defaults',
  // Bulk changes kept for their undo, and the users each changed: they grow with the activity.
  'bulk_changes',
  'bulk_change_users',
  // Imports, kept as exports are, and the rows of those in flight (up to 50,000 a file).
  'import_jobs',
  'import_job_rows',
  // Access reviews are few; their items are one per person reviewed, campaign after campaign.
  'access_reviews',
  'access_review_items',
];
/** Tables of the catalogue and the organisations: hundreds of rows at most, so a short lock is short. */
export const SMALL_TABLES = [
  'roles',
  'permissions',
  'role_permissions',
  'tpas',
  'ministries',
  'row_counts',
  // Rows per user type, status and day: it grows with the days, not the people.
  'users_list_counts',
  'users_sign_in_counts',
  // A row per role.
  'role_holder_counts',
  // Rows per kept search pattern (at most 50), user type and status.
  'users_search_terms',
  'users_search_counts',
];

export type LockRule =
  | 'index-without-concurrently'
  | 'concurrent-index-not-rerunnable'
  | 'volatile-default'
  | 'not-null-column-without-default'
  | 'set-not-null'
  | 'column-type-change'
  | 'constraint-validated-under-lock'
  | 'index-built-by-constraint'
  | 'whole-table-rewrite'
  | 'large-table-backfill';

export interface Violation {
  rule: LockRule;
  table: string;
  statement: string;
}

/** What each rule says to do instead; the check's failure message prints it. */
export const REMEDIES: Record<LockRule, string> = {
  'index-without-concurrently':
    'build it with createIndexConcurrently (src/server/db/online-index.ts) in a migration exporting outsideTransaction = true',
  'concurrent-index-not-rerunnable': 'use createIndexConcurrently, which drops a failed build and says IF NOT EXISTS',
  'volatile-default':
    'add the column without a default (or with a constant one), then fill it in batches outside the migration',
  'not-null-column-without-default': 'give the column a constant default, or add it nullable and fill it first',
  'set-not-null':
    'add CHECK (col IS NOT NULL) NOT VALID, VALIDATE CONSTRAINT in a later migration, then SET NOT NULL (no scan)',
  'column-type-change': 'add a new column, fill it in batches, switch reads to it, drop the old one later',
  'constraint-validated-under-lock': 'add the constraint NOT VALID, then VALIDATE CONSTRAINT in a later migration',
  'index-built-by-constraint':
    'build a unique index with createIndexConcurrently, then ADD CONSTRAINT … USING INDEX in a later migration',
  'whole-table-rewrite': 'no VACUUM FULL, CLUSTER, LOCK TABLE, plain REINDEX or plain REFRESH in a migration',
  'large-table-backfill': 'fill or clean a large table in batches from a job, not in one migration transaction',
};

/** A connection that answers nothing and keeps each statement's text. */
class RecordingConnection implements DatabaseConnection {
  constructor(private readonly statements: string[]) {}
  async executeQuery<R>(query: CompiledQuery) {
    this.statements.push(query.sql);
    return { rows: [] as R[] };
  }
  async *streamQuery<R>(): AsyncIterableIterator<{ rows: R[] }> {
    throw new Error('migrations do not stream');
  }
}

/** The statements `migration.up` sends, in order (its reads answer no rows). */
export async function statementsOf(migration: AppMigration): Promise<string[]> {
  const statements: string[] = [];
  const connection = new RecordingConnection(statements);
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    },
  });
  await migration.up(db);
  return statements;
}

/** A statement as the rules read it: no comments, no function bodies, one line, lower case. */
function normalised(statement: string): string {
  return statement
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const VOLATILE =
  /\b(random|gen_random_uuid|uuid_generate_v\d\w*|clock_timestamp|timeofday|nextval)\s*\(|\b(big)?serial\b|\bgenerated always as\b.*\bstored\b/;

/** The rules a migration's statements break; tables it creates itself are empty and exempt. */
export function violationsOf(statements: string[]): Violation[] {
  const created = new Set<string>();
  const violations: Violation[] = [];
  const large = (table: string) => !created.has(table) && !SMALL_TABLES.includes(table);
  const existing = (table: string) => !created.has(table);
  for (const raw of statements) {
    const text = normalised(raw);
    const found = (rule: LockRule, table: string) => violations.push({ rule, table, statement: raw.trim() });
    const createTable = /^create (?:unlogged )?table (?:if not exists )?"?(\w+)"?/.exec(text);
    if (createTable) created.add(createTable[1]);

    const index = /^create (?:unique )?index (concurrently )?(if not exists )?(?:"?\w+"? )?on (?:only )?"?(\w+)"?/.exec(
      text,
    );
    if (index && !index[1] && large(index[3])) found('index-without-concurrently', index[3]);
    if (index && index[1] && !index[2]) found('concurrent-index-not-rerunnable', index[3]);
    const dropIndex = /^drop index (?!concurrently)/.test(text);
    if (dropIndex) found('index-without-concurrently', '(an index)');
    if (
      /^(vacuum full|cluster|lock table|reindex (?!.*concurrently)|refresh materialized view (?!concurrently))/.test(
        text,
      )
    )
      found('whole-table-rewrite', '(see the statement)');
    const dml = /^(?:with .* )?(update|delete from) "?(\w+)"?/.exec(text);
    if (dml && large(dml[2])) found('large-table-backfill', dml[2]);

    const alter = /^alter table (?:if exists )?(?:only )?"?(\w+)"? (.*)$/.exec(text);
    if (!alter || !existing(alter[1])) continue;
    const table = alter[1];
    for (const action of alter[2].split(/,(?![^()]*\))/).map((part) => part.trim())) {
      const addColumn = /^add (?:column )?(?!constraint)(.*)$/.exec(action);
      if (addColumn) {
        const definition = addColumn[1];
        const hasDefault = /\bdefault\b/.test(definition);
        if (VOLATILE.test(definition) && large(table)) found('volatile-default', table);
        if (/\bnot null\b/.test(definition) && !hasDefault && !/\bgenerated\b/.test(definition))
          found('not-null-column-without-default', table);
      }
      if (/^alter (?:column )?"?\w+"? set not null/.test(action) && large(table)) found('set-not-null', table);
      if (/^alter (?:column )?"?\w+"? (?:set data )?type /.test(action) && large(table))
        found('column-type-change', table);
      const constraint = /^add (?:constraint "?\w+"? )?(foreign key|check|unique|primary key|exclude)(.*)$/.exec(
        action,
      );
      if (constraint && large(table)) {
        const [, kind, rest] = constraint;
        if ((kind === 'foreign key' || kind === 'check') && !/\bnot valid\b/.test(rest))
          found('constraint-validated-under-lock', table);
        if ((kind === 'unique' || kind === 'primary key' || kind === 'exclude') && !/\busing index\b/.test(rest))
          found('index-built-by-constraint', table);
      }
    }
  }
  return violations;
}
