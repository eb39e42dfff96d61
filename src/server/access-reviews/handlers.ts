import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { REVOKE_NEEDS_REASON } from '../../shared/access-reviews';
import { recordActivity } from '../activity-log';
import { requireRecentSecondFactor } from '../auth/two-factor/step-up';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../context';
import type { Database } from '../db/schema';
import { HttpError, isUniqueViolation, notFound, validationFailed } from '../errors';
import { queueExport } from '../exports/export-jobs';
import { guardFullAdministrators } from '../users/full-administrators';
import { holdsPermissionBeyond } from '../users/user-authority';
import { applyDecision, closeReview } from './review-decisions';
import { evidenceBatches } from './review-evidence';
import { readAccessReviews, readReviewerItems } from './review-records';
import { assertScopeWithin, peopleInScope, resolveScope } from './review-scope';
import { assignReviewers, reviewersOf } from './reviewers';

/** How many campaigns the list shows: the newest. */
const RECENT_REVIEWS = 100;
/** Items a statement inserts: well below PostgreSQL's 65,535 parameters at 7 a row. */
const ITEMS_PER_INSERT = 1000;

const closedReview = () => new HttpError(409, 'This access review is closed: it takes no more decisions.');
// From its deadline a campaign is the rule's (review-deadlines.ts): a reviewer or a Close that came
// before the next housekeeping run would otherwise decide the people the rule must decide.
const pastDeadline = () =>
  new HttpError(
    409,
    'This access review is past its deadline: its rule decides the people left undecided and closes it within minutes.',
  );

async function reviewOrNotFound(db: Kysely<Database>, id: number) {
  const [review] = await readAccessReviews(db, { id, limit: 1 });
  if (!review) throw notFound('access review');
  return review;
}

const deciderOf = (ctx: AppContext, request: FastifyRequest) => ({
  now: ctx.clock(),
  sessions: ctx.sessions,
  causerId: principalOf(request).id,
  origin: originOf(request),
});

/** Access review campaigns (docs/access-reviews.md): started, followed and closed by their runners, decided by their reviewers. */
export function accessReviewHandlers(ctx: AppContext): OperationHandlers {
  return {
    async listAccessReviews() {
      return { access_reviews: await readAccessReviews(ctx.db, { limit: RECENT_REVIEWS }) };
    },

    async getAccessReview(request) {
      return reviewOrNotFound(ctx.db, request.params.accessReview);
    },

    async createAccessReview(request, reply) {
      const principal = principalOf(request);
      const { name, scope, deadline, deadline_rule, reviewer_ids } = request.body;
      const now = ctx.clock();
      if (new Date(deadline) <= now) throw validationFailed({ deadline: ['Choose a deadline in the future.'] });
      const id = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const resolved = await resolveScope(trx, scope);
          const people = await peopleInScope(trx, resolved);
          if (people.length === 0)
            throw validationFailed({ scope: ['Nobody in this scope holds a role: there is nothing to review.'] });
          await assertScopeWithin(trx, principal, people);
          const assigned = assignReviewers(people, await reviewersOf(trx, reviewer_ids));
          const review = await trx
            .insertInto('access_reviews')
            .values({
              name: name.trim(),
              scope_kind: resolved.kind,
              scope_value: resolved.value,
              scope_label: resolved.label,
              deadline: new Date(deadline),
              deadline_rule,
              created_by: principal.id,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const items = people.map((person) => ({
            review_id: review.id,
            user_id: person.id,
            user_email: person.email,
            user_name: person.name,
            roles: JSON.stringify(person.roles),
            reviewer_id: assigned.get(person.id)!,
          }));
          for (let start = 0; start < items.length; start += ITEMS_PER_INSERT)
            await trx
              .insertInto('access_review_items')
              .values(items.slice(start, start + ITEMS_PER_INSERT))
              .execute();
          await recordActivity(trx, {
            causerId: principal.id,
            action: 'access_review_started',
            subject: { type: 'access_review', id: review.id, label: name.trim() },
            properties: {
              scope: resolved.label,
              deadline,
              deadline_rule,
              people: people.length,
              reviewers: new Set(assigned.values()).size,
            },
            origin: originOf(request),
          });
          return review.id;
        })
        .catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          throw new HttpError(
            409,
            'An access review of this scope is open already: close it, or wait for its deadline, before starting another.',
          );
        });
      return reply.status(201).send(await reviewOrNotFound(ctx.db, id));
    },

    async closeAccessReview(request) {
      const id = request.params.accessReview;
      await ctx.db.transaction().execute(async (trx) => {
        const review = await trx
          .selectFrom('access_reviews')
          .select(['id', 'name', 'status', 'deadline'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!review) throw notFound('access review');
        if (review.status !== 'open') throw new HttpError(409, 'This access review is closed already.');
        const decider = deciderOf(ctx, request);
        if (review.deadline <= decider.now) throw pastDeadline();
        await closeReview(trx, decider, review);
      });
      return reviewOrNotFound(ctx.db, id);
    },

    async listMyAccessReviews(request) {
      const reviews = await ctx.db
        .selectFrom('access_reviews')
        .innerJoin('access_review_items', 'access_review_items.review_id', 'access_reviews.id')
        .select((eb) => [
          'access_reviews.id',
          'access_reviews.name',
          'access_reviews.scope_label',
          'access_reviews.deadline',
          'access_reviews.deadline_rule',
          'access_reviews.status',
          eb.fn.count<number>('access_review_items.decision').as('decided'),
          eb.fn.countAll<number>().as('total'),
        ])
        .where('access_review_items.reviewer_id', '=', principalOf(request).id)
        .groupBy('access_reviews.id')
        .orderBy('access_reviews.id', 'desc')
        .limit(RECENT_REVIEWS)
        .execute();
      return {
        access_reviews: reviews.map((review) => ({
          ...review,
          deadline: review.deadline.toISOString(),
          decided: Number(review.decided),
          total: Number(review.total),
        })),
      };
    },

    // Through the exports' own jobs, mail and download; the job keeps the campaign's id as its query.
    async exportAccessReviewEvidence(request, reply) {
      const id = request.params.accessReview;
      await reviewOrNotFound(ctx.db, id);
      return queueExport(ctx, request, reply, {
        resource: 'access_review_evidence',
        query: { access_review_id: id },
        batch: request.query.batch,
        batches: await evidenceBatches(ctx.db, id),
        fileName: request.query.export_file_name,
      });
    },

    async listMyAccessReviewItems(request) {
      const id = request.params.accessReview;
      await reviewOrNotFound(ctx.db, id);
      return { items: await readReviewerItems(ctx.db, id, principalOf(request).id) };
    },

    async decideAccessReviewItems(request) {
      const principal = principalOf(request);
      const id = request.params.accessReview;
      const { item_ids, decision } = request.body;
      const reason = request.body.reason?.trim() || null;
      if (decision === 'revoke' && !reason) throw validationFailed({ reason: [REVOKE_NEEDS_REASON] });
      return ctx.db.transaction().execute(async (trx) => {
        // Before any row lock, as every transaction that may take a role away takes it.
        const guard = decision === 'revoke' ? await guardFullAdministrators(trx) : undefined;
        const decider = deciderOf(ctx, request);
        // Shared: decisions run side by side, a Close or the deadline rule (FOR UPDATE) after them.
        const review = await trx
          .selectFrom('access_reviews')
          .select(['status', 'deadline'])
          .where('id', '=', id)
          .forShare()
          .executeTakeFirst();
        if (!review) throw notFound('access review');
        if (review.status !== 'open') throw closedReview();
        if (review.deadline <= decider.now) throw pastDeadline();
        const items = await trx
          .selectFrom('access_review_items')
          .select(['id', 'review_id', 'user_id', 'user_email', 'roles', 'decision'])
          .where('review_id', '=', id)
          .where('reviewer_id', '=', principal.id)
          .where('id', '=', sql<number>`any(${item_ids}::int[])`)
          .orderBy('id')
          .forUpdate()
          .execute();
        // Another reviewer's item and no item at all answer alike: the ids are not the caller's to learn about.
        const strangers = item_ids.filter((itemId) => !items.some((item) => item.id === itemId));
        if (strangers.length > 0)
          throw validationFailed({
            item_ids: [`Items ${strangers.join(', ')} are not yours to decide in this access review.`],
          });
        const decided = items.filter((item) => item.decision !== null).map((item) => item.id);
        if (decided.length > 0)
          throw validationFailed({ item_ids: [`Items ${decided.join(', ')} are decided already.`] });
        if (decision === 'revoke') {
          const beyond = await trx
            .selectFrom('access_review_items')
            .select('id')
            .where('id', '=', sql<number>`any(${item_ids}::int[])`)
            .where(holdsPermissionBeyond(principal, sql.ref('access_review_items.user_id')))
            .orderBy('id')
            .execute();
          if (beyond.length > 0)
            throw validationFailed({
              item_ids: [
                `You cannot revoke the access of people holding permissions you do not hold yourself: items ${beyond.map((item) => item.id).join(', ')}.`,
              ],
            });
        }
        await requireRecentSecondFactor(ctx, request, trx);
        await applyDecision(trx, decider, items, { decision, reason });
        await guard?.keepsOne('item_ids', 'Revoking these roles');
        return { items: await readReviewerItems(trx, id, principal.id, item_ids) };
      });
    },
  };
}
