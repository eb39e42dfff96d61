import { sql, type Kysely } from 'kysely';

/**
 * The schema of every entity of the product. Plain SQL so that PGlite and PostgreSQL run
 * exactly the same statements. Search columns are generated and trigram-indexed (pg_trgm).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create table permissions (
      id serial primary key,
      name text not null unique,
      "group" text not null,
      description text not null
    )`.execute(db);

  await sql`
    create table roles (
      id serial primary key,
      name text not null,
      description text not null default '',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_text text generated always as (lower(name || ' ' || description)) stored
    )`.execute(db);
  await sql`create unique index roles_name_unique on roles (lower(name))`.execute(db);

  await sql`
    create table role_permissions (
      role_id integer not null references roles(id) on delete cascade,
      permission_id integer not null references permissions(id) on delete cascade,
      primary key (role_id, permission_id)
    )`.execute(db);

  await sql`
    create table tpas (
      id serial primary key,
      name text not null,
      code text not null,
      email text not null,
      phone text not null,
      address text not null,
      state text not null,
      contact_person text not null,
      accreditation_date date,
      status text not null default 'active' check (status in ('active', 'suspended')),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_text text generated always as (lower(name || ' ' || code || ' ' || email || ' ' || phone || ' ' || contact_person)) stored
    )`.execute(db);
  await sql`create unique index tpas_code_unique on tpas (lower(code))`.execute(db);
  await sql`create index tpas_search on tpas using gin (search_text gin_trgm_ops)`.execute(db);

  await sql`
    create table ministries (
      id serial primary key,
      name text not null,
      code text not null,
      email text not null,
      phone text not null,
      address text not null,
      contact_person text not null,
      status text not null default 'active' check (status in ('active', 'suspended')),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_text text generated always as (lower(name || ' ' || code || ' ' || email || ' ' || phone || ' ' || contact_person)) stored
    )`.execute(db);
  await sql`create unique index ministries_code_unique on ministries (lower(code))`.execute(db);
  await sql`create index ministries_search on ministries using gin (search_text gin_trgm_ops)`.execute(db);

  await sql`
    create table users (
      id serial primary key,
      first_name text not null,
      middle_name text,
      last_name text not null,
      email text not null,
      phone text,
      user_type text not null,
      status text not null default 'pending' check (status in ('pending', 'active', 'inactive')),
      tpa_id integer references tpas(id),
      ministry_id integer references ministries(id),
      current_role_id integer references roles(id) on delete set null,
      password_hash text,
      last_login_at timestamptz,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_text text generated always as (lower(
        first_name || ' ' || coalesce(middle_name || ' ', '') || last_name || ' ' || email || ' ' || coalesce(phone, '')
      )) stored
    )`.execute(db);
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  await sql`create index users_search on users using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index users_created_at on users (created_at, id)`.execute(db);
  await sql`create index users_type_status on users (user_type, status)`.execute(db);
  await sql`create index users_tpa on users (tpa_id) where tpa_id is not null`.execute(db);
  await sql`create index users_ministry on users (ministry_id) where ministry_id is not null`.execute(db);

  await sql`
    create table user_roles (
      user_id integer not null references users(id) on delete cascade,
      role_id integer not null references roles(id) on delete cascade,
      primary key (user_id, role_id)
    )`.execute(db);
  await sql`create index user_roles_role on user_roles (role_id, user_id)`.execute(db);

  await sql`
    create table sessions (
      id text primary key,
      user_id integer references users(id) on delete cascade,
      csrf_token text not null,
      remember boolean not null default false,
      ip_address text,
      user_agent text,
      created_at timestamptz not null default now(),
      last_activity_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);
  await sql`create index sessions_last_activity on sessions (last_activity_at)`.execute(db);

  await sql`
    create table activity_logs (
      id bigserial primary key,
      causer_id integer references users(id),
      action text not null,
      subject_type text,
      subject_id integer,
      subject_label text,
      changes jsonb,
      properties jsonb,
      ip_address text,
      user_agent text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index activity_logs_created_at on activity_logs (created_at, id)`.execute(db);
  await sql`create index activity_logs_causer on activity_logs (causer_id, created_at)`.execute(db);
  await sql`create index activity_logs_subject on activity_logs (subject_type, subject_id, created_at)`.execute(db);
  await sql`create index activity_logs_failed_logins on activity_logs (ip_address, created_at) where action = 'login_failed'`.execute(
    db,
  );
  // The log is append-only: no statement may edit or delete a row.
  await sql`
    create function activity_logs_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'activity_logs is append-only';
    end $$`.execute(db);
  await sql`
    create trigger activity_logs_no_change before update or delete on activity_logs
    for each row execute function activity_logs_append_only()`.execute(db);

  await sql`
    create table password_reset_tokens (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      token_hash text not null unique,
      purpose text not null check (purpose in ('reset', 'invitation')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_reset_tokens_user on password_reset_tokens (user_id, created_at)`.execute(db);

  await sql`
    create table export_jobs (
      id serial primary key,
      user_id integer not null references users(id),
      resource text not null,
      file_name text not null,
      batch integer not null,
      query jsonb not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      attempts integer not null default 0,
      row_count integer,
      error text,
      file_path text,
      download_token_hash text unique,
      expires_at timestamptz,
      run_after timestamptz not null default now(),
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      mailed_at timestamptz
    )`.execute(db);
  await sql`create index export_jobs_user on export_jobs (user_id, created_at)`.execute(db);
  await sql`create index export_jobs_pending on export_jobs (run_after) where status in ('queued', 'running')`.execute(
    db,
  );
}
