import { Checklist } from './checklist';
import { outageUnderLoad } from './faults-outage';
import { twoAppsOnOneDatabase } from './faults-two-apps';
import { startPrivatePostgres } from '../server/support/private-postgres';

/** The seeded administrator the fault runs sign in as. */
const ADMIN = { email: 'admin@nhia.example', password: 'faults bench password 2026' };

/**
 * The fault runs (docs/benchmarks.md, Faults), on a PostgreSQL server of their own (stopping it
 * touches nothing else): (a) the database crashes under load and returns; (b) two app processes
 * share it. Prints PASS/FAIL per check; answers whether every check passed.
 */
export async function benchFaults(): Promise<boolean> {
  console.log("\n== faults: the real server in child processes on a PostgreSQL server of the bench's own");
  const checks = new Checklist();
  const server = await startPrivatePostgres();
  console.log(`private PostgreSQL on port ${server.port}`);
  try {
    for (const [name, part] of [
      ['outage under load', outageUnderLoad],
      ['two app processes', twoAppsOnOneDatabase],
    ] as const) {
      // A part that cannot even run is a failed check; the other part still runs.
      await part(checks, server, ADMIN).catch((error: unknown) =>
        checks.check(`${name} ran to the end`, false, String(error)),
      );
    }
  } finally {
    await server.remove();
  }
  console.log(`\n${checks.summary()}`);
  return checks.passed;
}
