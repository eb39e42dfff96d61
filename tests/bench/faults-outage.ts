/**
 * Faults (a): the database crashes under load and comes back. Answers during the outage must
 * be quick 503s in the Error shape, the service must recover by itself, and the database must
 * hold every write the clients were told succeeded, whole, and no half of any other.
 */
import { startAppProcess } from './app-process';
import type { Checklist } from './checklist';
import { checkWritesAgainstDatabase } from './faults-consistency';
import { signIn, type Credentials } from './http-session';
import { ms, percentiles } from './latency';
import { CLIENT_TIMEOUT_MS, MixedLoad, type SentCall } from './mixed-load';
import type { PrivatePostgres } from '../server/support/private-postgres';

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback) * 1000;
const BEFORE_MS = seconds('BENCH_FAULT_BEFORE_SECONDS', 5);
const OUTAGE_MS = seconds('BENCH_FAULT_OUTAGE_SECONDS', 5);
const AFTER_MS = seconds('BENCH_FAULT_AFTER_SECONDS', 10);
const LOOPS = Number(process.env.BENCH_FAULT_LOOPS ?? 8);
/** "Fail fast": an answer in the outage within this, against the client's CLIENT_TIMEOUT_MS. */
const FAIL_FAST_MS = 2_000;
/** "Recovers within seconds": every call succeeds again this long after the database is back. */
const RECOVERY_TARGET_MS = 5_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (call: SentCall) => call.status >= 200 && call.status < 300;
/** The contract's Error shape: an object with a non-empty message. */
const isErrorShape = (body: unknown) =>
  typeof (body as { message?: unknown } | null)?.message === 'string' && (body as { message: string }).message !== '';

function countBy<T>(items: T[], keyOf: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(', ') || 'none';
}

/** Calls begun in the outage's last moments and served once the database answered (our probe polls it). */
function servedEarly(during: SentCall[], backAt: number): string {
  const served = during.filter(ok);
  return served.length
    ? `; ${served.length} answered 2xx, begun at most ${ms(backAt - Math.min(...served.map((c) => c.startedAt)))} before the return`
    : '';
}

export interface OutageTimeline {
  stoppedAt: number;
  backAt: number;
}

function checkAnswers(checks: Checklist, calls: SentCall[], { stoppedAt, backAt }: OutageTimeline): void {
  const during = calls.filter((c) => c.startedAt >= stoppedAt && c.startedAt < backAt);
  const failed = calls.filter((c) => !ok(c));
  console.log(
    `calls: ${calls.length} (${countBy(calls, (c) => c.operation)}); answers: ${countBy(calls, (c) => c.failure ?? String(c.status))}`,
  );
  checks.check(
    'every call is answered (no socket error, no client timeout)',
    calls.every((c) => c.status !== 0),
    countBy(
      calls.filter((c) => c.status === 0),
      (c) => `${c.operation}: ${c.failure}`,
    ),
  );
  checks.check(
    'every failed call is a 503 in the Error shape',
    failed.every((c) => c.status === 503 && isErrorShape(c.body)),
    countBy(
      failed.filter((c) => c.status !== 503 || !isErrorShape(c.body)),
      (c) => `${c.operation} → ${c.status} ${JSON.stringify(c.body)?.slice(0, 80)}`,
    ),
  );
  const outageTimes = during.map((c) => c.endedAt - c.startedAt);
  const slowest = Math.max(0, ...outageTimes);
  const { p50, p95 } = outageTimes.length > 0 ? percentiles(outageTimes) : { p50: NaN, p95: NaN };
  checks.check(
    `calls during the outage answer within ${FAIL_FAST_MS} ms (client timeout ${CLIENT_TIMEOUT_MS} ms)`,
    during.length > 0 && slowest <= FAIL_FAST_MS,
    `${during.length} calls, ${during.filter((c) => c.status === 503).length} × 503, p50 ${ms(p50)}, p95 ${ms(p95)}, slowest ${ms(slowest)}${servedEarly(during, backAt)}`,
  );
  const after = calls.filter((c) => c.endedAt > backAt);
  const firstOk = after.filter((c) => ok(c) && c.startedAt >= backAt).sort((a, b) => a.endedAt - b.endedAt)[0];
  const lastFailure = Math.max(backAt, ...after.filter((c) => !ok(c)).map((c) => c.endedAt));
  const recovered = ['list users', 'api/user', 'create user', 'create role'].every((op) =>
    after.some((c) => c.operation === op && ok(c) && c.startedAt > lastFailure),
  );
  checks.check(
    `the service recovers by itself within ${RECOVERY_TARGET_MS / 1000} s of the database's return`,
    firstOk !== undefined && recovered && lastFailure - backAt <= RECOVERY_TARGET_MS,
    `first success ${firstOk ? ms(firstOk.endedAt - backAt) : 'never'} after it, ${lastFailure > backAt ? `last failure ${ms(lastFailure - backAt)} after it` : 'no failed call after it'}; every operation succeeds again: ${recovered}`,
  );
}

/** Runs the mixed load on the app, crashes PostgreSQL for OUTAGE_MS in the middle, then checks. */
export async function outageUnderLoad(checks: Checklist, pg: PrivatePostgres, admin: Credentials): Promise<void> {
  console.log(
    `\n-- (a) PostgreSQL crashed (pg_ctl stop -m immediate) for ${OUTAGE_MS / 1000} s under ${LOOPS} loops of reads and writes`,
  );
  const app = await startAppProcess(pg.url(), { SEED_ADMIN_EMAIL: admin.email, SEED_ADMIN_PASSWORD: admin.password });
  try {
    const session = await signIn(app.baseUrl, admin.email, admin.password);
    const found = await fetch(`${app.baseUrl}/api/roles/options?search_string=Auditor`, { headers: session.headers });
    const { options } = (await found.json()) as { options: { item_text: string; item_value: number }[] };
    const auditor = options.find((role) => role.item_text === 'Auditor');
    if (!auditor) throw new Error(`no Auditor role among ${JSON.stringify(options)}`);
    const load = new MixedLoad(app.baseUrl, session, Date.now().toString(36), auditor.item_value);
    load.start(LOOPS);
    await delay(BEFORE_MS);
    await pg.stop('immediate');
    const stoppedAt = Date.now();
    await delay(OUTAGE_MS);
    await pg.start();
    const backAt = Date.now();
    console.log(`database down ${ms(backAt - stoppedAt)} (includes its start and crash recovery)`);
    await delay(AFTER_MS);
    const calls = await load.stop();
    const ended = app.exitStatus();
    checks.check(
      'the server process outlives the outage',
      !ended,
      ended ? `it ${ended}:\n${app.output().slice(-3000)}` : 'still running',
    );
    checkAnswers(checks, calls, { stoppedAt, backAt });
    const unhandled = new Set(
      app
        .output()
        .split('\n')
        .filter((line) => line.includes('"unhandled error"'))
        .map((line) => (JSON.parse(line) as { err?: { message?: string } }).err?.message),
    );
    if (unhandled.size > 0) console.log(`the server's unhandled errors: ${[...unhandled].join(' | ')}`);
    await checkWritesAgainstDatabase(checks, pg, load, calls);
  } catch (error) {
    console.log(`server output (last lines):\n${app.output().slice(-3000)}`);
    throw error;
  } finally {
    await app.stop();
  }
}
