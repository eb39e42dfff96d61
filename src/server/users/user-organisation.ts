import type { Principal } from '../auth/principal';
import type { Db } from '../db/schema';
import type { FieldChecks } from '../field-checks';

/** Where a user works: at most one of these is set (userFieldErrors checks which, and that it exists). */
export interface Placement {
  tpa_id: number | null;
  ministry_id: number | null;
}

const PLACES = {
  tpa_id: { table: 'tpas', noun: 'TPA', permission: 'manage tpas' },
  ministry_id: { table: 'ministries', noun: 'ministry', permission: 'manage ministries' },
} as const;

/** The organisations' statuses, locked against a suspension until the transaction ends. */
async function statusesOf(db: Db, field: keyof Placement, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(PLACES[field].table)
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .forShare()
    .execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}

/**
 * Fails the field of a placement that would get round an organisation's suspension or
 * its permission: moving a user into or out of a TPA or ministry needs that organisation's
 * permission ("create staff" alone may only put a new user into an active one), and a suspended
 * organisation takes in no new or moved users and lets none out (that would restore their sign-in).
 * `stored` is the user's placement before an edit; a create has none.
 */
export async function checkMayPlace(
  db: Db,
  checks: FieldChecks,
  principal: Principal,
  wanted: Placement,
  stored?: Placement,
): Promise<void> {
  for (const field of ['tpa_id', 'ministry_id'] as const) {
    const [from, to] = [stored?.[field] ?? null, wanted[field]];
    if (from === to) continue;
    const { noun, permission } = PLACES[field];
    if (stored && !principal.permissions.includes(permission)) {
      checks.fail(field, `Moving a user into or out of a ${noun} needs the "${permission}" permission.`);
      continue;
    }
    const statuses = await statusesOf(
      db,
      field,
      [from, to].filter((id): id is number => id !== null),
    );
    if (from !== null && statuses.get(from) === 'suspended') {
      checks.fail(
        field,
        `This ${noun} is suspended: moving its users out would restore their sign-in. Reactivate it first.`,
      );
    } else if (to !== null && statuses.get(to) === 'suspended') {
      checks.fail(field, `This ${noun} is suspended: it accepts no new or moved users until it is reactivated.`);
    }
  }
}
