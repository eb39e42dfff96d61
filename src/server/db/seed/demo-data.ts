import type { Insertable, Transaction } from 'kysely';
import { AGENCY_STAFF, REGULAR_BENEFICIARY } from '../../../shared/constants';
import { hashPassword } from '../../auth/passwords';
import type { Database, NewUser, TpasTable } from '../schema';
import { newAccountPassword } from './account-password';
import { seedDemoActivity } from './demo-activity';
import { FIRST_NAMES, LAST_NAMES, MINISTRY_NAMES, STATES, TPA_PREFIXES, TPA_WORDS } from './demo-names';
import { randomSource } from './random-source';
import { roleIdByName } from './starter-roles';

const DAY_MS = 86_400_000;
const ORGANISATIONS = 30;

/** Users per type; beneficiaries carry the "Regular Beneficiary" role. */
const USER_MIX: { type: string; count: number; role: string }[] = [
  { type: AGENCY_STAFF, count: 60, role: 'Auditor' },
  { type: 'TPA Staff', count: 80, role: 'TPA Desk Officer' },
  { type: 'Ministry Staff', count: 60, role: 'Ministry HR Officer' },
  { type: 'Provider Staff', count: 40, role: 'Facility Officer' },
  { type: 'Beneficiary', count: 60, role: REGULAR_BENEFICIARY },
];

/** Accounts a person can sign in with on a fresh start, to see each side of the guard. */
const DEMO_ACCOUNTS = [
  {
    email: 'auditor@nhia.example',
    first: 'Amina',
    last: 'Auditor',
    type: AGENCY_STAFF,
    role: 'Auditor',
    description: 'Agency Staff, Auditor: no TPA or ministry screens',
  },
  {
    email: 'partners@nhia.example',
    first: 'Peter',
    last: 'Partners',
    type: AGENCY_STAFF,
    role: 'Partner Relations Officer',
    description: 'Agency Staff, manages TPAs and ministries',
  },
  {
    email: 'tpa.staff@nhia.example',
    first: 'Tosin',
    last: 'Desk',
    type: 'TPA Staff',
    role: 'TPA Desk Officer',
    description: 'TPA Staff: launcher only',
  },
  {
    email: 'beneficiary@nhia.example',
    first: 'Bola',
    last: 'Beneficiary',
    type: 'Beneficiary',
    role: REGULAR_BENEFICIARY,
    description: 'Regular Beneficiary: sent to the beneficiaries portal',
  },
];

/** A demo account as the start prints it: what it may do, and its own password (made up here, shown once). */
export interface DemoAccount {
  email: string;
  description: string;
  password: string;
}

/** Each demo account's own password: none shares another's, or the administrator's. */
async function withPasswords(): Promise<
  ((typeof DEMO_ACCOUNTS)[number] & { password: string; passwordHash: string })[]
> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const password = newAccountPassword();
      return { ...account, password, passwordHash: await hashPassword(password) };
    }),
  );
}

export async function seedDemoData(trx: Transaction<Database>): Promise<DemoAccount[]> {
  const random = randomSource(20261121);
  const now = Date.now();
  const daysAgo = (max: number) =>
    new Date(now - Math.floor(random.next() * max) * DAY_MS - Math.floor(random.next() * DAY_MS));

  const tpas: Insertable<TpasTable>[] = TPA_PREFIXES.slice(0, ORGANISATIONS).map((prefix, i) => ({
    name: `${prefix} ${random.pick(TPA_WORDS)}`,
    code: `NHIA/HMO/${String(i + 1).padStart(3, '0')}`,
    email: `info@${prefix.toLowerCase().replace(/\s+/g, '')}.example`,
    phone: `+234 80${String(10000000 + i * 7919).slice(0, 8)}`,
    address: `${10 + i} ${random.pick(['Marina', 'Broad Street', 'Adeola Odeku', 'Aminu Kano Crescent', 'Ahmadu Bello Way'])}`,
    state: random.pick(STATES),
    contact_person: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    accreditation_date: daysAgo(2000).toISOString().slice(0, 10),
    status: i % 10 === 9 ? 'suspended' : 'active',
    created_at: daysAgo(700),
  }));
  const tpaIds = (await trx.insertInto('tpas').values(tpas).returning('id').execute()).map((r) => r.id);
  const ministries = MINISTRY_NAMES.slice(0, ORGANISATIONS).map((name, i) => ({
    name: `Federal Ministry of ${name}`,
    code: `FMO-${String(i + 1).padStart(3, '0')}`,
    email: `hr@${name.toLowerCase().replace(/[^a-z]+/g, '')}.gov.example`,
    phone: `+234 90${String(20000000 + i * 6151).slice(0, 8)}`,
    address: `Federal Secretariat Complex, Phase ${1 + (i % 3)}, Abuja`,
    contact_person: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    status: i % 15 === 14 ? ('suspended' as const) : ('active' as const),
    created_at: daysAgo(700),
  }));
  const ministryIds = (await trx.insertInto('ministries').values(ministries).returning('id').execute()).map(
    (r) => r.id,
  );

  const roleIds = new Map<string, number>();
  for (const name of new Set([...USER_MIX.map((m) => m.role), ...DEMO_ACCOUNTS.map((a) => a.role)]))
    roleIds.set(name, await roleIdByName(trx, name));

  const users: (NewUser & { role: string })[] = [];
  for (const mix of USER_MIX) {
    for (let i = 0; i < mix.count; i++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const roll = random.next();
      users.push({
        first_name: first,
        middle_name: roll < 0.3 ? random.pick(FIRST_NAMES) : null,
        last_name: last,
        email:
          `${first}.${last}.${users.length + 1}@${mix.type === 'Beneficiary' ? 'mail' : 'staff'}.example`.toLowerCase(),
        phone: `+234 70${String(30000000 + users.length * 104729).slice(0, 8)}`,
        user_type: mix.type,
        status: roll < 0.8 ? 'active' : roll < 0.92 ? 'inactive' : 'pending',
        tpa_id: mix.type === 'TPA Staff' ? random.pick(tpaIds) : null,
        ministry_id: mix.type === 'Ministry Staff' ? random.pick(ministryIds) : null,
        current_role_id: roleIds.get(mix.role)!,
        password_hash: null,
        last_login_at: roll < 0.6 ? daysAgo(60) : null,
        created_at: daysAgo(730),
        role: mix.role,
      });
    }
  }
  const accounts = await withPasswords();
  for (const account of accounts) {
    users.push({
      first_name: account.first,
      middle_name: null,
      last_name: account.last,
      email: account.email,
      phone: null,
      user_type: account.type,
      status: 'active',
      tpa_id: account.type === 'TPA Staff' ? tpaIds[0] : null,
      ministry_id: null,
      current_role_id: roleIds.get(account.role)!,
      password_hash: account.passwordHash,
      last_login_at: null,
      role: account.role,
    });
  }
  const inserted = await trx
    .insertInto('users')
    .values(users.map(({ role: _role, ...user }) => user))
    .returning(['id', 'current_role_id'])
    .execute();
  await trx
    .insertInto('user_roles')
    .values(inserted.map((u) => ({ user_id: u.id, role_id: u.current_role_id! })))
    .execute();
  await seedDemoActivity(trx, random, now);
  return accounts.map(({ email, description, password }) => ({ email, description, password }));
}
