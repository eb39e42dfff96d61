import { sql } from 'kysely';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import type { SuccessBody } from '../operations';
import { listsOpenableBy, type ViewableList } from './viewable-lists';

export type ListViewRecord = SuccessBody<'getListView'>;

/**
 * The views the principal sees (docs/lists.md, Saved views): of a list they may open, their own,
 * those shared with a role they hold and those shared with everyone.
 */
function visibleViews(db: Db, principal: Principal) {
  const openable = listsOpenableBy(principal);
  const heldRoles = db.selectFrom('user_roles').select('role_id').where('user_id', '=', principal.id);
  return db
    .selectFrom('list_views')
    .innerJoin('users as owner', 'owner.id', 'list_views.owner_id')
    .leftJoin('roles', 'roles.id', 'list_views.role_id')
    .select([
      'list_views.id',
      'list_views.list',
      'list_views.name',
      'list_views.state',
      'list_views.visibility',
      'list_views.version',
      'list_views.created_at',
      'list_views.updated_at',
      'list_views.owner_id',
      sql<string>`owner.first_name || ' ' || owner.last_name`.as('owner_name'),
      'roles.id as role_id',
      'roles.name as role_name',
    ])
    .where('list_views.list', 'in', openable.length > 0 ? openable : [''])
    .where((eb) =>
      eb.or([
        eb('list_views.owner_id', '=', principal.id),
        eb('list_views.visibility', '=', 'everyone'),
        eb.and([eb('list_views.visibility', '=', 'role'), eb('list_views.role_id', 'in', heldRoles)]),
      ]),
    );
}

type VisibleRow = Awaited<ReturnType<ReturnType<typeof visibleViews>['executeTakeFirstOrThrow']>>;

function toListView(row: VisibleRow): ListViewRecord {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    state: row.state as ListViewRecord['state'],
    visibility: row.visibility,
    role: row.role_id !== null && row.role_name !== null ? { id: row.role_id, name: row.role_name } : null,
    owner: { id: row.owner_id, name: row.owner_name },
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The principal's views of a list: their own first, then the shared ones, each by name. */
export async function viewsOfList(db: Db, principal: Principal, list: ViewableList): Promise<ListViewRecord[]> {
  const rows = await visibleViews(db, principal)
    .where('list_views.list', '=', list)
    .orderBy(sql`list_views.owner_id = ${principal.id}`, 'desc')
    .orderBy(sql`lower(list_views.name)`)
    .orderBy('list_views.id')
    .execute();
  return rows.map(toListView);
}

/** A view the principal sees, or 404 (whether it exists or not: an unseen view is not disclosed). */
export async function readVisibleView(db: Db, principal: Principal, id: number): Promise<ListViewRecord> {
  const row = await visibleViews(db, principal).where('list_views.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('view, or it is not shared with you');
  return toListView(row);
}

/** The principal's default view of a list, while they still see it. */
export async function defaultViewId(db: Db, principal: Principal, list: ViewableList): Promise<number | null> {
  const row = await db
    .selectFrom('list_view_defaults')
    .select('view_id')
    .where('user_id', '=', principal.id)
    .where('list', '=', list)
    .where('view_id', 'in', visibleViews(db, principal).clearSelect().select('list_views.id'))
    .executeTakeFirst();
  return row?.view_id ?? null;
}
