import { sql, type Kysely } from 'kysely';

/**
 * The activity-log screen (docs/records.md, The activity log): a searchable text per row and the
 * indexes its filters and sorts use on millions of rows. The search covers the causer's name and
 * email, the subject's label, the IP address and the email a failed sign-in tried. The causer lives
 * in another table, so this cannot be a generated column: a trigger fills it on insert, from the
 * causer as they were at that moment (the log records what was true then; rows are never updated).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activity_logs add column search_text text`.execute(db);
  await sql`
    create function activity_log_search_text(causer integer, subject_label text, ip text, properties jsonb) returns text
    language sql stable as $$
      select lower(concat_ws(' ',
        (select concat_ws(' ', u.first_name, u.middle_name, u.last_name, u.email) from users u where u.id = causer),
        subject_label, ip, properties->>'email'))
    $$`.execute(db);
  await sql`
    create function activity_logs_fill_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := activity_log_search_text(new.causer_id, new.subject_label, new.ip_address, new.properties);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger activity_logs_search_text before insert on activity_logs
    for each row execute function activity_logs_fill_search_text()`.execute(db);

  // Rows written before this migration get their text once; the append-only guard steps aside
  // for this one statement of the table's owner and is back before the migration commits.
  await sql`alter table activity_logs disable trigger activity_logs_no_change`.execute(db);
  await sql`update activity_logs set search_text = activity_log_search_text(causer_id, subject_label, ip_address, properties)`.execute(
    db,
  );
  await sql`alter table activity_logs enable trigger activity_logs_no_change`.execute(db);
  // 0001's guard is per row, which TRUNCATE bypasses: refuse that too.
  await sql`
    create trigger activity_logs_no_truncate before truncate on activity_logs
    for each statement execute function activity_logs_append_only()`.execute(db);

  await sql`create index activity_logs_search on activity_logs using gin (search_text gin_trgm_ops)`.execute(db);
  // The screen's other sorts, each ending with the id as the engine's order does.
  await sql`create index activity_logs_action on activity_logs (action, created_at, id)`.execute(db);
  await sql`create index activity_logs_subject_type on activity_logs (subject_type, created_at, id)`.execute(db);
}
