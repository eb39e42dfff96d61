import { sql, type Kysely } from 'kysely';
import { AGENCY_TIME_ZONE, BENEFICIARY } from '../../shared/constants';
import type { SessionStore } from '../auth/sessions';
import { agencyDayAt } from '../calendar-day';
import type { Clock } from '../clock';
import type { Settings } from '../config';
import type { Database, Db } from '../db/schema';
import { HttpError } from '../errors';
import type { Wakeable } from '../jobs/queue-worker';
import { enqueueMail } from '../mail/outbox';
import { accountExpiryWarning, dormancyWarning } from './account-lifecycle-mail';
import { guardFullAdministrators } from './full-administrators';
import { storeStatusChanges, type StatusTarget } from './user-status';

/** Users one warning transaction takes: a short transaction, few locks. */
const WARN_BATCH = 100;
const DAY_MS = 24 * 60 * 60_000;

export interface AccountLifecycleDeps {
  db: Kysely<Database>;
  sessions: Pick<SessionStore, 'closeAllOf'>;
  clock: Clock;
  settings: Pick<Settings, 'dormancyDays' | 'accountWarningDays' | 'appUrl'>;
  mailOutbox: Wakeable;
}

const plusDays = (day: ReturnType<typeof agencyDayAt>, days: number) => sql<string>`(${day} + ${days}::int)`;
/** Since when a user counts as unused: their last sign-in, their reactivation or their creation, the latest. */
const dormantFrom = sql<Date>`greatest(users.last_login_at, users.reactivated_at, users.created_at)`;
// A literal, not a parameter: the planner matches it to the partial index users_staff_dormancy (0042).
const notBeneficiary = sql`users.user_type <> ${sql.lit(BENEFICIARY)}`;

interface LockedUser extends StatusTarget {
  first_name: string;
  expires_on: string | null;
  /** When the expiry day begins (a warning mail is pointless from then). */
  expires_at: Date | null;
  dormant_from: Date;
}

const LOCKED_COLUMNS = sql`users.id, users.email, users.status, users.password_hash, users.first_name,
  users.expires_on::text as expires_on, (users.expires_on::timestamp at time zone ${AGENCY_TIME_ZONE}) as expires_at,
  ${dormantFrom} as dormant_from`;

/**
 * Warns, in batches, the users `which` selects and marks them warned in the same transaction as
 * their mail, so each warning goes out once across every process (SKIP LOCKED: a user another
 * process is warning is passed over; once committed, the mark keeps them out).
 */
async function warnInBatches(
  deps: AccountLifecycleDeps,
  which: ReturnType<typeof sql>,
  warn: (trx: Db, user: LockedUser, now: Date) => Promise<void>,
): Promise<number> {
  let warned = 0;
  for (;;) {
    const now = deps.clock();
    const batch = await deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<LockedUser>`select ${LOCKED_COLUMNS} from users where ${which}
        order by users.id limit ${WARN_BATCH} for update skip locked`.execute(trx);
      for (const user of rows) await warn(trx, user, now);
      return rows.length;
    });
    warned += batch;
    if (batch < WARN_BATCH) return warned;
  }
}

/**
 * Deactivates the users `which` selects, one a transaction, each under the full-administrator
 * guard: the lifecycle never leaves the agency with no active user holding every permission (such
 * a user is spared, and an administrator decides); the others go on.
 */
async function deactivateEach(
  deps: AccountLifecycleDeps,
  which: ReturnType<typeof sql>,
  reason: string,
): Promise<void> {
  const spared: number[] = [];
  for (;;) {
    let tried: number | undefined;
    const others = spared.length > 0 ? sql`and users.id <> all(${spared}::int[])` : sql``;
    const done = await deps.db
      .transaction()
      .execute(async (trx) => {
        const guard = await guardFullAdministrators(trx);
        const { rows } = await sql<LockedUser>`select ${LOCKED_COLUMNS} from users where ${which} ${others}
          order by users.id limit 1 for update skip locked`.execute(trx);
        const user = rows[0];
        if (!user) return true;
        tried = user.id;
        const maker = { now: deps.clock(), sessions: deps.sessions, causerId: null, origin: NO_ORIGIN };
        await storeStatusChanges(trx, maker, [{ user, to: 'inactive' }], { reason });
        await guard.keepsOne('status', 'Deactivating this user');
        return false;
      })
      .catch((error: unknown) => {
        if (!(error instanceof HttpError && error.statusCode === 422 && tried !== undefined)) throw error;
        spared.push(tried);
        return false;
      });
    if (done) return;
  }
}

/** The lifecycle acts for no one, from nowhere: its activity rows have neither causer nor address. */
export const NO_ORIGIN = { ip: null, userAgent: null };

export function expiryRules(now: Date, warningDays: number) {
  const today = agencyDayAt(now);
  const expiring = sql`users.expires_on is not null and users.status <> 'inactive'`;
  return {
    warn: sql`${expiring} and users.expires_on > ${today} and users.expires_on <= ${plusDays(today, warningDays)}
      and users.expiry_warned_for is distinct from users.expires_on`,
    deactivate: sql`${expiring} and users.expires_on <= ${today}`,
  };
}

/**
 * Dormancy: a staff account unused for `days` is warned `warningDays` before, and deactivated once
 * both the days have passed and the warning is `warningDays` old (a warning sent late, after a
 * stop of the service, still gives its full notice). A sign-in or a reactivation starts again.
 */
export function dormancyRules(now: Date, days: number, warningDays: number) {
  const before = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const dormant = sql`users.status = 'active' and not users.dormancy_exempt and ${notBeneficiary}`;
  return {
    warn: sql`${dormant} and ${dormantFrom} <= ${before(Math.max(0, days - warningDays))}
      and (users.dormancy_warned_at is null or users.dormancy_warned_at < ${dormantFrom})`,
    deactivate: sql`${dormant} and ${dormantFrom} <= ${before(days)}
      and users.dormancy_warned_at >= ${dormantFrom} and users.dormancy_warned_at <= ${before(warningDays)}`,
  };
}

/**
 * Expiry and dormancy (docs/records.md, Expiry and dormancy), run by every process's housekeeping:
 * warnings by mail, then deactivation with an activity row (no causer: the rule did it) and the
 * end of the user's sessions, as an administrator's deactivation does. Safe in any number of
 * processes at once: every step re-reads its condition under the row's lock.
 */
export async function applyAccountLifecycle(deps: AccountLifecycleDeps): Promise<void> {
  const { dormancyDays, accountWarningDays, appUrl } = deps.settings;
  const expiry = expiryRules(deps.clock(), accountWarningDays);
  let warned = await warnInBatches(deps, expiry.warn, async (trx, user, now) => {
    const expiresOn = user.expires_on!;
    await enqueueMail(trx, accountExpiryWarning(user, expiresOn, appUrl), { now, expiresAt: user.expires_at! });
    await trx.updateTable('users').set({ expiry_warned_for: expiresOn }).where('id', '=', user.id).execute();
  });
  await deactivateEach(deps, expiry.deactivate, 'account expired');
  if (dormancyDays > 0) {
    const dormancy = dormancyRules(deps.clock(), dormancyDays, accountWarningDays);
    warned += await warnInBatches(deps, dormancy.warn, async (trx, user, now) => {
      const due = new Date(
        Math.max(user.dormant_from.getTime() + dormancyDays * DAY_MS, now.getTime() + accountWarningDays * DAY_MS),
      );
      await enqueueMail(trx, dormancyWarning(user, dormancyDays, due, appUrl), { now, expiresAt: due });
      await trx.updateTable('users').set({ dormancy_warned_at: now }).where('id', '=', user.id).execute();
    });
    await deactivateEach(deps, dormancy.deactivate, `no sign-in for ${dormancyDays} days`);
  }
  if (warned > 0) deps.mailOutbox.wake();
}
