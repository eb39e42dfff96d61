import { sql, type Kysely } from 'kysely';

/**
 * Saved views of the lists (docs/lists.md, Saved views): a named state of one list, kept for its
 * owner, shared with the holders of one role or with everyone; and each user's default view of a
 * list. A view's name is unique among its owner's views of the list, ignoring case. A view goes
 * with its owner or its role; a default goes with its view.
 *
 * The new permission "share list views" joins the catalogue here, held by the Super Admin role
 * and by every role that held every other permission, so that those who held every permission
 * still do (users/full-administrators.ts). The seed adds it on a fresh database as it adds the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table list_views (
      id serial primary key,
      owner_id integer not null references users(id) on delete cascade,
      list text not null,
      name text not null,
      state jsonb not null,
      visibility text not null check (visibility in ('personal', 'role', 'everyone')),
      role_id integer references roles(id) on delete cascade,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((visibility = 'role') = (role_id is not null))
    )`.execute(db);
  await sql`create unique index list_views_owner_name on list_views (owner_id, list, lower(name))`.execute(db);
  await sql`create index list_views_shared on list_views (list, visibility, role_id)`.execute(db);
  await sql`
    create table list_view_defaults (
      user_id integer not null references users(id) on delete cascade,
      list text not null,
      view_id integer not null references list_views(id) on delete cascade,
      primary key (user_id, list)
    )`.execute(db);
  await sql`create index list_view_defaults_view on list_view_defaults (view_id)`.execute(db);

  const everyOther = sql`(select count(*) from permissions where name <> 'share list views')`;
  // Only beside an existing catalogue: on a fresh database the seed adds the whole catalogue in its
  // order, which is the order the permissions are listed in (an insert here would put this one first).
  await sql`
    insert into permissions (name, "group", description)
    select 'share list views', 'lists', 'Share saved list views with a role or with everyone'
    where exists (select 1 from permissions)
    on conflict (name) do nothing`.execute(db);
  await sql`
    insert into role_permissions (role_id, permission_id)
    select roles.id, shared.id from roles, permissions shared
    where shared.name = 'share list views' and ${everyOther} > 0 and (roles.name = 'Super Admin' or
      (select count(*) from role_permissions held join permissions p on p.id = held.permission_id
       where held.role_id = roles.id and p.name <> 'share list views') = ${everyOther})
    on conflict do nothing`.execute(db);
}
