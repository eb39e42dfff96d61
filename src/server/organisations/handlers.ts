import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { recordActivity } from '../activity-log';
import { subjectHistoryList } from '../activity-logs/activity-logs-list';
import { requireRecentSecondFactor } from '../auth/two-factor/step-up';
import { originOf, principalOf, type AppContext, type OperationHandlers, type OperationRequest } from '../context';
import type { Db } from '../db/schema';
import type { OperationBodyRules } from '../body-rules';
import { isUniqueViolation, notFound, refuseIfAny, staleVersion, validationFailed, type FieldErrors } from '../errors';
import { exportHandler } from '../exports/export-jobs';
import { listPage } from '../lists/engine';
import { changedFields } from '../record-changes';
import { MINISTRY, TPA, type OrganisationKind, type OrganisationOperations } from './organisation-kinds';
import type { Schema } from '../operations';
import type { OrganisationRecord, OrganisationRow } from './organisation-lists';

/** The fields a TPA or ministry form sends: every organisation's, and a TPA's own where the kind has them. */
type OrganisationValues = Schema<'MinistryInput'> & Partial<Pick<Schema<'TpaInput'>, 'state' | 'accreditation_date'>>;

/** A request of one of a kind's operations, typed as the contract declares both kinds'. */
type OrganisationRequest<Operation extends keyof OrganisationOperations> = OperationRequest<
  OrganisationOperations[Operation]
>;

/** The form's values trimmed: the contract's schemas have checked every rule a value alone can break. */
function trimmedInput(kind: OrganisationKind, body: OrganisationValues): OrganisationValues {
  const values: OrganisationValues = {
    name: body.name.trim(),
    code: body.code.trim(),
    email: body.email.trim(),
    phone: body.phone.trim(),
    address: body.address.trim(),
    contact_person: body.contact_person.trim(),
  };
  if (kind.extraFields.includes('state')) values.state = body.state;
  if (kind.extraFields.includes('accreditation_date')) values.accreditation_date = body.accreditation_date ?? null;
  return values;
}

/** Another record of the kind has the code (ignoring case). */
const codeTaken = (kind: OrganisationKind) =>
  `Another ${kind.noun} already uses this registration code. Enter a different code.`;

/**
 * The form's rules that need the database: its code free among its kind's, ignoring case (a
 * record's own code aside on an edit). `code` is absent when the contract's schema refused it.
 */
async function organisationFieldErrors(
  db: Db,
  kind: OrganisationKind,
  code: string | undefined,
  exceptId?: number,
): Promise<FieldErrors> {
  if (code === undefined) return {};
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(kind.table)}
    where lower(code) = lower(${code.trim()}) and id <> ${exceptId ?? 0} limit 1`.execute(db);
  return rows.length > 0 ? { code: [codeTaken(kind)] } : {};
}

/** A concurrent insert of the same code loses at the unique index: the same 422, never a 500. */
const asCodeTaken =
  (kind: OrganisationKind) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw validationFailed({ code: [codeTaken(kind)] });
    throw error;
  };

async function readRecord(db: Db, kind: OrganisationKind, id: number): Promise<OrganisationRecord> {
  const { list } = kind;
  const { rows } =
    await sql<OrganisationRow>`select ${list.columns} from ${list.source} where ${sql.ref(list.idColumn)} = ${id}`.execute(
      db,
    );
  if (rows.length === 0) throw notFound(kind.noun);
  return list.toRecord(rows[0]);
}

/** Every operation of one kind of organisation, keyed by its operationIds. */
function organisationHandlers(ctx: AppContext, kind: OrganisationKind): OperationHandlers {
  const table = sql.table(kind.table);
  const editable = ['name', 'code', 'email', 'phone', 'address', 'contact_person', ...kind.extraFields] as const;

  /** Suspends or reactivates; a suspension ends its users' sessions (they cannot sign in until reactivated). */
  async function setStatus(
    request: OrganisationRequest<'suspend' | 'reactivate'>,
    status: Schema<'OrganisationStatus'>,
  ) {
    const id = request.params.id;
    const principal = principalOf(request);
    return ctx.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        status: string;
        name: string;
      }>`select status, name from ${table} where id = ${id} for update`.execute(trx);
      if (rows.length === 0) throw notFound(kind.noun);
      // Already so: nothing changes and nothing is logged.
      if (rows[0].status === status) return readRecord(trx, kind, id);
      // Suspending shuts out every user of the organisation: a step-up action (docs/security.md, Step-up).
      if (status === 'suspended') await requireRecentSecondFactor(ctx, request, trx);
      await sql`update ${table} set status = ${status}, version = version + 1, updated_at = ${ctx.clock()} where id = ${id}`.execute(
        trx,
      );
      const users = await trx.selectFrom('users').select('id').where(kind.userColumn, '=', id).execute();
      if (status === 'suspended')
        await ctx.sessions.closeAllOf(
          trx,
          users.map((user) => user.id),
        );
      await recordActivity(trx, {
        causerId: principal.id,
        action: status === 'suspended' ? 'suspended' : 'reactivated',
        subject: { type: kind.subject, id, label: rows[0].name },
        changes: { before: { status: rows[0].status }, after: { status } },
        properties: { users_affected: users.length },
        origin: originOf(request),
      });
      return readRecord(trx, kind, id);
    });
  }

  const ids = kind.operationIds;
  return {
    async [ids.list](request: OrganisationRequest<'list'>) {
      return listPage(ctx.readsFor(request), kind.list, request.query);
    },

    [ids.export]: exportHandler(ctx, kind.exportResource, kind.list),

    async [ids.get](request: OrganisationRequest<'get'>) {
      return readRecord(ctx.db, kind, request.params.id);
    },

    async [ids.create](request: OrganisationRequest<'create'>, reply: FastifyReply) {
      const principal = principalOf(request);
      const values = trimmedInput(kind, request.body);
      const created = await ctx.db
        .transaction()
        .execute(async (trx) => {
          refuseIfAny(await organisationFieldErrors(trx, kind, values.code));
          const now = ctx.clock();
          const { rows } = await sql<{
            id: number;
          }>`insert into ${table} (${sql.join(Object.keys(values).map((key) => sql.ref(key)))}, created_at, updated_at)
            values (${sql.join(Object.values(values))}, ${now}, ${now}) returning id`.execute(trx);
          const id = rows[0].id;
          await recordActivity(trx, {
            causerId: principal.id,
            action: 'created',
            subject: { type: kind.subject, id, label: values.name },
            changes: { before: {}, after: { ...values } },
            origin: originOf(request),
          });
          return readRecord(trx, kind, id);
        })
        .catch(asCodeTaken(kind));
      return reply.status(201).send(created);
    },

    async [ids.update](request: OrganisationRequest<'update'>) {
      const id = request.params.id;
      const principal = principalOf(request);
      const body = request.body;
      const values = trimmedInput(kind, body);
      return ctx.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<
            OrganisationValues & { version: number }
          >`select ${sql.join(editable.map(selectable))},
            version from ${table} where id = ${id} for update`.execute(trx);
          if (rows.length === 0) throw notFound(kind.noun);
          const current = rows[0];
          if (current.version !== body.version) {
            throw staleVersion(kind.noun);
          }
          const changes = changedFields<Record<string, unknown>>(current, values);
          // Nothing changed: no new version, no activity row.
          if (!changes) return readRecord(trx, kind, id);
          refuseIfAny(await organisationFieldErrors(trx, kind, values.code, id));
          const assignments = Object.keys(changes.after).map(
            (field) => sql`${sql.ref(field)} = ${(values as Record<string, unknown>)[field]}`,
          );
          await sql`update ${table} set ${sql.join(assignments)}, version = version + 1, updated_at = ${ctx.clock()} where id = ${id}`.execute(
            trx,
          );
          await recordActivity(trx, {
            causerId: principal.id,
            action: 'updated',
            subject: { type: kind.subject, id, label: values.name },
            changes,
            origin: originOf(request),
          });
          return readRecord(trx, kind, id);
        })
        .catch(asCodeTaken(kind));
    },

    async [ids.suspend](request: OrganisationRequest<'suspend'>) {
      return setStatus(request, 'suspended');
    },

    async [ids.reactivate](request: OrganisationRequest<'reactivate'>) {
      return setStatus(request, 'active');
    },

    async [ids.history](request: OrganisationRequest<'history'>) {
      const id = request.params.id;
      await readRecord(ctx.db, kind, id);
      return listPage(ctx.readsFor(request), subjectHistoryList(kind.subject, id), request.query);
    },
  };
}

/** A field as the form sends it: a date as the contract's YYYY-MM-DD, not the driver's Date. */
function selectable(field: string) {
  return field === 'accreditation_date'
    ? sql`to_char(accreditation_date, 'YYYY-MM-DD') as accreditation_date`
    : sql.ref(field);
}

/** TPAs and ministries (docs/records.md): the same operations over two kinds of organisation. */
export function tpaAndMinistryHandlers(ctx: AppContext): OperationHandlers {
  return { ...organisationHandlers(ctx, TPA), ...organisationHandlers(ctx, MINISTRY) };
}

/** A kind's form rules that need the database, for a body the contract's schema refuses (body-rules.ts). */
function organisationBodyRulesOf(kind: OrganisationKind): OperationBodyRules {
  const ids = kind.operationIds;
  return {
    async [ids.create](ctx: AppContext, _request: unknown, sound: Partial<OrganisationValues>) {
      return organisationFieldErrors(ctx.db, kind, sound.code);
    },
    async [ids.update](ctx: AppContext, request: OrganisationRequest<'update'>, sound: Partial<OrganisationValues>) {
      return organisationFieldErrors(ctx.db, kind, sound.code, request.params.id);
    },
  };
}

export const organisationBodyRules: OperationBodyRules = {
  ...organisationBodyRulesOf(TPA),
  ...organisationBodyRulesOf(MINISTRY),
};
