import { sql, type Kysely } from 'kysely';

/**
 * The read before every call (SessionStore.find): a session and the user it speaks for, with
 * their organisation's status and the names of every permission their roles hold, in catalogue
 * order. As a PL/pgSQL function its query plan is kept per connection; planned afresh each
 * time, the five-table query cost PostgreSQL 0.5 ms of planning for 0.1 ms of work, most of a
 * call's database time under load (docs/benchmarks.md, Load).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function session_with_principal(session_hash text) returns table (
      id text, user_id integer, csrf_token text, remember boolean, ip_address text, user_agent text,
      created_at timestamptz, last_activity_at timestamptz,
      principal_id integer, principal_first_name text, principal_last_name text, principal_email text,
      principal_user_type text, principal_status text, principal_tpa_status text, principal_ministry_status text,
      principal_role_name text, principal_permissions json)
    language plpgsql stable as $$
    begin
      return query
      select sessions.id, sessions.user_id, sessions.csrf_token, sessions.remember, sessions.ip_address, sessions.user_agent,
        sessions.created_at, sessions.last_activity_at,
        principal.id, principal.first_name, principal.last_name, principal.email, principal.user_type, principal.status,
        tpas.status, ministries.status, principal_role.name,
        (select coalesce(json_agg(permissions.name order by permissions.id), '[]') from permissions
         where permissions.id in (select role_permissions.permission_id from user_roles
           join role_permissions on role_permissions.role_id = user_roles.role_id where user_roles.user_id = principal.id))
      from sessions
      left join users principal on principal.id = sessions.user_id
      left join tpas on tpas.id = principal.tpa_id
      left join ministries on ministries.id = principal.ministry_id
      left join roles principal_role on principal_role.id = principal.current_role_id
      where sessions.id = session_hash;
    end $$`.execute(db);
}
