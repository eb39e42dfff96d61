import type { Db } from '../../../src/server/db/schema';
import { testPasswordHash, type Browser } from './server';
import { userRow } from './user-rows';

/** One person as a reviewer's list shows them (listMyAccessReviewItems). */
export interface ReviewItem {
  id: number;
  user: { id: number; email: string };
  roles: { id: number; name: string }[];
  user_type: string;
  organisation: string | null;
  decision: string | null;
  reason: string | null;
  decided_by: { id: number; name: string; email: string } | null;
}

/** `hours` after `now`, as the contract writes a time. */
export const hoursAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

/** Starts a campaign as `caller`: a day from `now`, keeping the undecided, unless `body` says otherwise. */
export const createAccessReview = (caller: Browser, now: Date, body: object) =>
  caller.call('POST', '/api/access-reviews', {
    name: 'Quarterly review',
    deadline: hoursAfter(now, 24),
    deadline_rule: 'keep',
    ...body,
  });

export const listMyAccessReviewItems = async (caller: Browser, review: number): Promise<ReviewItem[]> =>
  (await caller.call('GET', `/api/access-reviews/${review}/items`)).json().items;

export const decideAccessReviewItems = (caller: Browser, review: number, body: object) =>
  caller.call('POST', `/api/access-reviews/${review}/decisions`, body);

export const closeAccessReview = (caller: Browser, review: number) =>
  caller.call('POST', `/api/access-reviews/${review}/close`);

/** The ids of the roles a user holds, in order. */
export const rolesOf = async (db: Db, userId: number) =>
  (await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).orderBy('role_id').execute()).map(
    (row) => row.role_id,
  );

/** The activity log's rows of this action (on this subject), oldest first. */
export const activityOf = (db: Db, action: string, subjectId?: number) =>
  db
    .selectFrom('activity_logs')
    .select(['causer_id', 'subject_type', 'subject_id', 'changes', 'properties'])
    .where('action', '=', action)
    .$if(subjectId !== undefined, (query) => query.where('subject_id', '=', subjectId!))
    .orderBy('id')
    .execute();

let reviewed = 0;

/** Someone to review: able to sign in, holding these roles, TPA Staff unless told, in a TPA or ministry or neither. */
export async function reviewedPerson(
  db: Db,
  options: { roles: number[]; userType?: string; tpa?: number; ministry?: number },
): Promise<{ id: number; email: string }> {
  reviewed += 1;
  const user = await db
    .insertInto('users')
    .values(
      userRow({
        first_name: 'Person',
        last_name: `Reviewed${reviewed}`,
        email: `reviewed${reviewed}@nhia.example`,
        user_type: options.userType ?? 'TPA Staff',
        tpa_id: options.tpa ?? null,
        ministry_id: options.ministry ?? null,
        current_role_id: options.roles[0] ?? null,
        password_hash: await testPasswordHash(),
      }),
    )
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  if (options.roles.length > 0)
    await db
      .insertInto('user_roles')
      .values(options.roles.map((role_id) => ({ user_id: user.id, role_id })))
      .execute();
  return user;
}
