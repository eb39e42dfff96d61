import { agencyToday } from '../../shared/contract-formats';
import { recordActivity } from '../activity-log';
import type { Principal } from '../auth/principal';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../context';
import type { Db } from '../db/schema';
import { HttpError, isUniqueViolation, staleVersion, validationFailed } from '../errors';
import type { Schema } from '../operations';
import { auditOfChange, auditOfCreated, auditOfDeleted } from './view-audit';
import { defaultViewId, readVisibleView, viewsOfList, type ListViewRecord } from './view-records';
import { checkedSharing } from './view-sharing';
import { checkedViewState } from './view-state';
import { isViewableList, mayOpenList, type ViewableList } from './viewable-lists';
import { lockUserForTransaction } from '../db/advisory-locks';

function requireOpenable(principal: Principal, list: ViewableList): void {
  if (!mayOpenList(principal, list)) throw new HttpError(403, 'You may not open this list, nor its views.');
}

/** A second view of one name in one list of one owner loses at the unique index: said at the field. */
function asNameTaken(error: unknown): never {
  if (isUniqueViolation(error))
    throw validationFailed({ name: ['You already have a view of this list with this name; choose another.'] });
  throw error;
}

/** How many views one owner keeps of one list: enough for any desk, and a bound on what one account can store. */
export const VIEWS_PER_LIST_MAX = 50;

/**
 * Refuses a new view once the owner keeps the most one list holds. The per-owner advisory lock,
 * held until the transaction ends, makes the count and the insert one step across processes, so
 * parallel saves cannot pass the bound together.
 */
async function checkRoomForView(trx: Db, principal: Principal, list: ViewableList): Promise<void> {
  await lockUserForTransaction(trx, 'savedViews', principal.id);
  const { kept } = await trx
    .selectFrom('list_views')
    .select((eb) => eb.fn.countAll<number>().as('kept'))
    .where('owner_id', '=', principal.id)
    .where('list', '=', list)
    .executeTakeFirstOrThrow();
  if (Number(kept) >= VIEWS_PER_LIST_MAX)
    throw new HttpError(
      422,
      `You keep ${VIEWS_PER_LIST_MAX} saved views of this list, the most one list holds: delete one you no longer use, then save again.`,
    );
}

/** The owner's view, locked until commit: 404 when not seen, 403 when seen but another's. */
async function ownedView(trx: Db, principal: Principal, id: number): Promise<ListViewRecord> {
  await trx.selectFrom('list_views').select('id').where('id', '=', id).forUpdate().execute();
  const view = await readVisibleView(trx, principal, id);
  if (view.owner.id !== principal.id) throw new HttpError(403, 'Only the owner of this view may change or delete it.');
  return view;
}

/** What a save writes, checked: the state against the list, the sharing against the sharer. */
async function checkedInput(
  trx: Db,
  principal: Principal,
  list: ViewableList,
  input: Schema<'ListViewUpdate'>,
  today: string,
) {
  const name = input.name.trim();
  if (name === '') throw validationFailed({ name: ['Give the view a name.'] });
  const state = checkedViewState(list, input.state, today);
  const role = await checkedSharing(trx, principal, input.visibility, input.role_id);
  return { name, state, visibility: input.visibility, role };
}

/** Saved views of the lists and each user's default view (docs/lists.md, Saved views). */
export function listViewHandlers(ctx: AppContext): OperationHandlers {
  return {
    async listListViews(request) {
      const principal = principalOf(request);
      const { list } = request.query;
      requireOpenable(principal, list);
      const [views, defaultId] = [
        await viewsOfList(ctx.db, principal, list),
        await defaultViewId(ctx.db, principal, list),
      ];
      return { views, default_view_id: defaultId };
    },

    async getListView(request) {
      return readVisibleView(ctx.db, principalOf(request), request.params.id);
    },

    async createListView(request, reply) {
      const principal = principalOf(request);
      const { list } = request.body;
      requireOpenable(principal, list);
      const created = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const input = await checkedInput(
            trx,
            principal,
            list,
            { ...request.body, version: 1 },
            agencyToday(ctx.clock()),
          );
          await checkRoomForView(trx, principal, list);
          const { id } = await trx
            .insertInto('list_views')
            .values({
              owner_id: principal.id,
              list,
              name: input.name,
              state: JSON.stringify(input.state),
              visibility: input.visibility,
              role_id: input.role?.id ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const view = await readVisibleView(trx, principal, id);
          const audit = auditOfCreated(view);
          if (audit) await recordActivity(trx, { causerId: principal.id, ...audit, origin: originOf(request) });
          return view;
        })
        .catch(asNameTaken);
      return reply.status(201).send(created);
    },

    async updateListView(request) {
      const principal = principalOf(request);
      return ctx.db
        .transaction()
        .execute(async (trx) => {
          const current = await ownedView(trx, principal, request.params.id);
          if (current.version !== request.body.version) throw staleVersion('view');
          // Views are seen only of lists the principal may open, each of them viewable.
          if (!isViewableList(current.list)) throw new Error(`A saved view of an unknown list: ${current.list}.`);
          const input = await checkedInput(trx, principal, current.list, request.body, agencyToday(ctx.clock()));
          await trx
            .updateTable('list_views')
            .set((eb) => ({
              name: input.name,
              state: JSON.stringify(input.state),
              visibility: input.visibility,
              role_id: input.role?.id ?? null,
              version: eb('version', '+', 1),
              updated_at: ctx.clock(),
            }))
            .where('id', '=', current.id)
            .execute();
          const saved = await readVisibleView(trx, principal, current.id);
          const audit = auditOfChange(current, saved);
          if (audit) await recordActivity(trx, { causerId: principal.id, ...audit, origin: originOf(request) });
          return saved;
        })
        .catch(asNameTaken);
    },

    async deleteListView(request, reply) {
      const principal = principalOf(request);
      await ctx.db.transaction().execute(async (trx) => {
        const view = await ownedView(trx, principal, request.params.id);
        await trx.deleteFrom('list_views').where('id', '=', view.id).execute();
        const audit = auditOfDeleted(view);
        if (audit) await recordActivity(trx, { causerId: principal.id, ...audit, origin: originOf(request) });
      });
      return reply.status(204).send();
    },

    async setDefaultListView(request, reply) {
      const principal = principalOf(request);
      const { list, view_id } = request.body;
      requireOpenable(principal, list);
      if (view_id === null) {
        await ctx.db
          .deleteFrom('list_view_defaults')
          .where('user_id', '=', principal.id)
          .where('list', '=', list)
          .execute();
        return reply.status(204).send();
      }
      await ctx.db.transaction().execute(async (trx) => {
        // Locked until commit, so a view deleted meanwhile is refused rather than broken at its foreign key.
        await trx.selectFrom('list_views').select('id').where('id', '=', view_id).forShare().execute();
        const seen = await viewsOfList(trx, principal, list);
        if (!seen.some((view) => view.id === view_id))
          throw validationFailed({ view_id: ['Choose a view of this list that you can see.'] });
        await trx
          .insertInto('list_view_defaults')
          .values({ user_id: principal.id, list, view_id })
          .onConflict((oc) => oc.columns(['user_id', 'list']).doUpdateSet({ view_id }))
          .execute();
      });
      return reply.status(204).send();
    },
  };
}
