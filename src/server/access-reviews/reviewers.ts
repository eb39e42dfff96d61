import { sql } from 'kysely';
import { AGENCY_STAFF } from '../../shared/constants';
import type { Db } from '../db/schema';
import { validationFailed } from '../errors';
import type { ScopedPerson } from './review-scope';

/** The permission that lets one review, and run reviews. */
export const REVIEW_PERMISSION = 'manage access reviews';

/**
 * The reviewers a campaign may use, by id: those named, each of whom must be active agency staff
 * holding REVIEW_PERMISSION (else 422 on reviewer_ids), or every such user when none are named.
 */
export async function reviewersOf(db: Db, named: readonly number[] | undefined): Promise<number[]> {
  let query = db
    .selectFrom('users')
    .select('users.id')
    .where('users.status', '=', 'active')
    .where('users.user_type', '=', AGENCY_STAFF)
    .where(
      sql<boolean>`exists (select 1 from user_roles join role_permissions on role_permissions.role_id = user_roles.role_id
        join permissions on permissions.id = role_permissions.permission_id
        where user_roles.user_id = users.id and permissions.name = ${REVIEW_PERMISSION})`,
    );
  if (named) query = query.where('users.id', '=', sql<number>`any(${named}::int[])`);
  const ids = (await query.orderBy('users.id').execute()).map((row) => row.id);
  const unfit = named?.filter((id) => !ids.includes(id)) ?? [];
  if (unfit.length > 0)
    throw validationFailed({
      reviewer_ids: [
        `Users ${unfit.join(', ')} cannot review: a reviewer is an active agency staff member holding "${REVIEW_PERMISSION}".`,
      ],
    });
  return ids;
}

/**
 * Gives each person one reviewer: the people of one organisation go together to the least loaded
 * reviewer (the lowest id on a tie), except that nobody reviews themselves (they go to the next).
 * A person only they could review refuses the campaign (422 on reviewer_ids).
 */
export function assignReviewers(people: readonly ScopedPerson[], reviewerIds: readonly number[]): Map<number, number> {
  const load = new Map(reviewerIds.map((id) => [id, 0]));
  const leastLoaded = (except?: number) =>
    [...load].filter(([id]) => id !== except).sort((a, b) => a[1] - b[1] || a[0] - b[0])[0]?.[0];
  const byOrganisation = new Map<string, ScopedPerson[]>();
  for (const person of people) {
    const group = byOrganisation.get(person.organisation) ?? [];
    group.push(person);
    byOrganisation.set(person.organisation, group);
  }
  const assigned = new Map<number, number>();
  const alone: string[] = [];
  for (const group of byOrganisation.values()) {
    const reviewer = leastLoaded()!;
    for (const person of group) {
      const chosen = person.id === reviewer ? leastLoaded(person.id) : reviewer;
      if (chosen === undefined) alone.push(person.email);
      else {
        assigned.set(person.id, chosen);
        load.set(chosen, load.get(chosen)! + 1);
      }
    }
  }
  if (alone.length > 0)
    throw validationFailed({
      reviewer_ids: [`Nobody reviews their own access: name another reviewer for ${alone.join(', ')}.`],
    });
  return assigned;
}
