import { sql, type Kysely } from 'kysely';

/**
 * session_with_principal also answers whether the user holds a second factor (a confirmed
 * authenticator app or a passkey; two-factor/store.ts, hasConfirmedFactor), beside whether a role
 * requires one (0019). Asked apart, that was a second round trip on every call of every user whose
 * role requires a factor, the agency's administrators among them: a fifth of the list mix's
 * queries (docs/benchmarks.md, Load). The function's plan is kept per connection, as 0009 says.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A function's result columns cannot change in place.
  await sql`drop function session_with_principal(text)`.execute(db);
  await sql`
    create function session_with_principal(session_hash text) returns table (
      id text, user_id integer, csrf_token text, remember boolean, ip_address text, user_agent text,
      created_at timestamptz, last_activity_at timestamptz,
      principal_id integer, principal_first_name text, principal_last_name text, principal_email text,
      principal_user_type text, principal_status text, principal_tpa_status text, principal_ministry_status text,
      principal_role_name text, principal_permissions json, principal_second_factor_required boolean,
      principal_second_factor_held boolean)
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
          where user_roles.user_id = principal.id and held.requires_second_factor),
        exists (select 1 from two_factor_totp where two_factor_totp.user_id = principal.id
                  and two_factor_totp.confirmed_at is not null)
          or exists (select 1 from passkeys where passkeys.user_id = principal.id)
      from sessions
      left join users principal on principal.id = sessions.user_id
      left join tpas on tpas.id = principal.tpa_id
      left join ministries on ministries.id = principal.ministry_id
      left join roles principal_role on principal_role.id = principal.current_role_id
      where sessions.id = session_hash;
    end $$`.execute(db);
}
