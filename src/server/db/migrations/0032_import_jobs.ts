import { sql, type Kysely } from 'kysely';

/**
 * Imports of users as durable jobs (docs/records.md, Importing users): the job (its starter, mode,
 * counts, and `processed_rows`, the cursor a batch advances in the transaction that commits its
 * rows) run as a durable queue (attempts, run_after as the lease), and the file's checked rows,
 * each the create form's body, read by the worker a batch at a time and removed when the job ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table import_jobs (
    id serial primary key,
    user_id integer not null references users(id) on delete cascade,
    file_name text not null,
    mode text not null,
    status text not null default 'queued',
    total_rows integer not null,
    processed_rows integer not null default 0,
    created integer not null default 0,
    updated integer not null default 0,
    unchanged integer not null default 0,
    failed integer not null default 0,
    row_errors jsonb not null default '[]',
    error text,
    ip_address text,
    user_agent text,
    attempts integer not null default 0,
    run_after timestamptz not null default now(),
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz
  )`.execute(db);
  await sql`create index import_jobs_waiting on import_jobs (run_after) where status in ('queued', 'running')`.execute(
    db,
  );
  await sql`create index import_jobs_of_user on import_jobs (user_id, id desc)`.execute(db);
  await sql`create table import_job_rows (
    import_job_id integer not null references import_jobs(id) on delete cascade,
    position integer not null,
    row integer not null,
    body jsonb not null,
    primary key (import_job_id, position)
  )`.execute(db);
}
