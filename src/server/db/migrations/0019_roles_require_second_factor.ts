import { sql, type Kysely } from 'kysely';

/**
 * A role may require a second factor of its holders (docs/security.md, Second factor): on for the
 * Super Admin role and every role holding "update roles" or "update users", off for the others.
 * The column's default is only for rows written outside the app: role saves and the seed set it.
 * session_with_principal also answers whether any of the user's roles requires one, read on
 * every call like the permissions, so a role switched on restricts its holders from their next
 * call. Whether the user has a factor is asked apart (two-factor/store.ts, hasSecondFactor),
 * and only of those users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table roles add column requires_second_factor boolean not null default false`.execute(db);
  await sql`
    update roles set requires_second_factor = true
    where name = 'Super Admin' or exists (
      select 1 from role_permissions join permissions on permissions.id = role_permissions.permission_id
      where role_permissions.role_id = roles.id and permissions.name in ('update roles', 'update users'))`.execute(db);
  // A function's result columns cannot change in place.
  await sql`drop function session_with_principal(text)`.execute(db);
  await sql`
    create function session_with_principal(session_hash text) returns table (
      id text, user_id integer, csrf_token text, remember boolean, ip_address text, user_agent text,
      created_at timestamptz, last_activity_at timestamptz,
      principal_id integer, principal_first_name text, principal_last_name text, principal_email text,
      principal_user_type text, principal_status text, principal_tpa_status text, principal_ministry_status text,
      principal_role_name text, principal_permissions json, principal_second_factor_required boolean)
    language plpgsql stable as $$
    begin
      return query
      select sessions.id, sessions.user_id, sessions.csrf_token, sessions.remember, sessions.ip_address, sessions.user_agent,
        sessions.created_at, sessions.last_activity_at,
        principal.id, principal.first_name, principal.last_name, principal.email, principal.user_type, principal.status,
        tpas.status, ministries.status, principal_role.name,
        (select coalesce(json_agg(permissions.name order by permissions.id), '[]') from permissions
         where permissions.id in (select role_permissions.permission_id from user_roles
           join role_permissions on role_permissions.role_id = user_roles.role_id where user_roles.user_id = principal.id)),
        exists (select 1 from user_roles join roles held on held.id = user_roles.role_id
          where user_roles.user_id = principal.id and held.requires_second_factor)
      from sessions
      left join users principal on principal.id = sessions.user_id
      left join tpas on tpas.id = principal.tpa_id
      left join ministries on ministries.id = principal.ministry_id
      left join roles principal_role on principal_role.id = principal.current_role_id
      where sessions.id = session_hash;
    end $$`.execute(db);
}
