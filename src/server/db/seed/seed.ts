import type { Kysely } from 'kysely';
import { systemClock, type Clock } from '../../clock';
import type { Settings } from '../../config';
import type { Database } from '../schema';
import { seedDemoData, type DemoAccount } from './demo-data';
import { seedAdmin, type AdminAccess } from './first-admin';
import { seedCatalogue } from './starter-roles';
import { lockForTransaction } from '../advisory-locks';

export { roleIdByName, SUPER_ADMIN } from './starter-roles';

export interface SeedReport {
  adminEmail: string;
  admin: AdminAccess;
  /** The demo accounts this start created, each with its own password; none on a later start. */
  demoAccounts: DemoAccount[];
}

/**
 * Every start: the permission catalogue, the starter roles and the administrator (or a new
 * set-password link while it has none and the last one expired). A first start adds demo data
 * when SEED_DEMO_DATA resolved to true (config.ts). Every step checks what exists, so a later
 * start adds nothing else.
 */
export async function seed(db: Kysely<Database>, settings: Settings, clock: Clock = systemClock): Promise<SeedReport> {
  // A trial: the embedded database with demo data, where the administrator gets a printed password too.
  const trial = settings.seedDemoData && settings.databaseUrl === undefined;
  return db.transaction().execute(async (trx) => {
    // Processes starting together on one database seed one after the other.
    await lockForTransaction(trx, 'seed');
    await seedCatalogue(trx);
    const { created, access } = await seedAdmin(trx, settings, clock(), trial);
    const demoAccounts = created && settings.seedDemoData ? await seedDemoData(trx) : [];
    return { adminEmail: settings.seedAdminEmail, admin: access, demoAccounts };
  });
}
