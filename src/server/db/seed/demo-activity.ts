import type { Insertable, Transaction } from 'kysely';
import type { ActivityAction, SubjectType } from '../../activity-log';
import type { ActivityLogsTable, Database } from '../schema';
import type { RandomSource as Random } from './random-source';

type Row = Insertable<ActivityLogsTable>;
type Subject = [SubjectType, number | null, string];

const MINUTE_MS = 60_000;
const DAY_MS = 1_440 * MINUTE_MS;
const INSERT_CHUNK = 500;
const OFFICE_IPS = ['102.89.32.14', '102.89.32.15', '105.112.18.201', '197.210.54.77', '41.58.120.9', '10.20.4.31'];
const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];
const UNKNOWN_EMAILS = ['admin@nhia.gov.ng', 'test@test.com', 'info@nhia.example', 'a.bello@gmail.example'];

interface Person {
  id: number;
  email: string;
  status: string;
  phone: string | null;
  user_type: string;
  last_login_at: Date | null;
  created_at: Date;
  role: string | null;
}

/** Builds rows with a plausible origin; times in milliseconds, none later than now. */
function rowMaker(random: Random, now: number) {
  return {
    row(
      causer: Person | null,
      action: ActivityAction,
      subject: Subject | null,
      time: number,
      extra: Partial<Row> = {},
    ): Row {
      return {
        causer_id: causer?.id ?? null,
        action,
        subject_type: subject?.[0] ?? null,
        subject_id: subject?.[1] ?? null,
        subject_label: subject?.[2] ?? null,
        changes: null,
        properties: null,
        ip_address: random.pick(OFFICE_IPS),
        user_agent: random.pick(BROWSERS),
        created_at: new Date(Math.min(time, now)),
        ...extra,
      };
    },
    /** A moment within the last `days` days. */
    recent: (days: number) => now - Math.floor(random.next() * days * DAY_MS),
    /** A moment within the last `days` days, after the person's account was created. */
    since: (person: Person, days: number) =>
      Math.min(
        now,
        Math.max(person.created_at.getTime() + 60 * MINUTE_MS, now - Math.floor(random.next() * days * DAY_MS)),
      ),
  };
}

const changes = (before: Record<string, unknown>, after: Record<string, unknown>) => JSON.stringify({ before, after });
const asUser = (p: Person): Subject => ['user', p.id, p.email];

/** Each account's creation and invitation, its sign-ins and sign-outs, and a deactivation when it is inactive. */
function accountLives(
  people: Person[],
  admin: Person,
  staff: Person[],
  random: Random,
  make: ReturnType<typeof rowMaker>,
): Row[] {
  const rows: Row[] = [];
  for (const person of people) {
    const created = person.created_at.getTime();
    const roles = person.role ? [person.role] : [];
    rows.push(
      make.row(admin, 'created', asUser(person), created, {
        changes: changes({}, { email: person.email, user_type: person.user_type, status: 'pending', roles }),
      }),
    );
    if (person.user_type !== 'Beneficiary') rows.push(make.row(admin, 'invited', asUser(person), created + MINUTE_MS));
    if (person.status === 'inactive') {
      rows.push(
        make.row(random.pick(staff), 'deactivated', asUser(person), make.since(person, 90), {
          changes: changes({ status: 'active' }, { status: 'inactive' }),
        }),
      );
    }
    if (!person.last_login_at) continue;
    const last = person.last_login_at.getTime();
    for (const time of [last, last - (2 + Math.floor(random.next() * 20)) * DAY_MS]) {
      rows.push(make.row(person, 'login', asUser(person), time));
      if (random.next() < 0.6)
        rows.push(make.row(person, 'logout', asUser(person), time + (5 + Math.floor(random.next() * 240)) * MINUTE_MS));
    }
  }
  return rows;
}

/** Edits by agency staff: phone numbers, a role given for a while, and password resets. */
function staffWork(people: Person[], staff: Person[], random: Random, make: ReturnType<typeof rowMaker>): Row[] {
  const rows: Row[] = [];
  // Each change ends in the person's present state, so a history reads true against the record.
  for (let i = 0; i < 40; i += 1) {
    const person = random.pick(people);
    const earlier = `+234 81${String(10000000 + i * 7411).slice(0, 8)}`;
    rows.push(
      make.row(random.pick(staff), 'updated', asUser(person), make.since(person, 60), {
        changes: changes({ phone: earlier }, { phone: person.phone }),
      }),
    );
  }
  for (const person of people.filter((p) => p.user_type === 'Agency Staff').slice(0, 12)) {
    const roles = person.role ? [person.role] : [];
    const widened = [...roles, 'User Administrator'];
    const time = make.since(person, 45);
    rows.push(
      make.row(random.pick(staff), 'role_assigned', asUser(person), time, {
        changes: changes({ roles }, { roles: widened }),
      }),
    );
    rows.push(
      make.row(random.pick(staff), 'role_removed', asUser(person), time + 2 * DAY_MS, {
        changes: changes({ roles: widened }, { roles }),
      }),
    );
  }
  for (const person of people.slice(0, 8)) {
    const time = make.since(person, 30);
    rows.push(
      make.row(null, 'password_reset_requested', asUser(person), time),
      make.row(person, 'password_reset', asUser(person), time + 4 * MINUTE_MS),
    );
  }
  return rows;
}

/** Mistyped passwords of real accounts, and attempts on addresses no one has. */
function failedSignIns(people: Person[], random: Random, make: ReturnType<typeof rowMaker>): Row[] {
  return Array.from({ length: 40 }, (_, i) => {
    if (i % 4 === 3) {
      const email = random.pick(UNKNOWN_EMAILS);
      return make.row(null, 'login_failed', null, make.recent(30), {
        properties: JSON.stringify({ email, reason: 'credentials' }),
      });
    }
    const person = random.pick(people);
    return make.row(person, 'login_failed', asUser(person), make.recent(30), {
      properties: JSON.stringify({ email: person.email, reason: 'credentials' }),
    });
  });
}

/** A role's permissions widened, suspended TPAs and ministries, and exports requested and downloaded. */
async function administration(
  trx: Transaction<Database>,
  admin: Person,
  staff: Person[],
  random: Random,
  make: ReturnType<typeof rowMaker>,
): Promise<Row[]> {
  const auditor = await trx
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('name', '=', 'Auditor')
    .executeTakeFirstOrThrow();
  const rows = [
    make.row(admin, 'updated', ['role', auditor.id, auditor.name], make.recent(20), {
      changes: changes(
        { permissions: ['list users', 'view users', 'list roles'] },
        { permissions: ['list users', 'view users', 'list roles', 'view roles'] },
      ),
    }),
  ];
  for (const table of ['tpas', 'ministries'] as const) {
    const suspended = await trx.selectFrom(table).select(['id', 'name']).where('status', '=', 'suspended').execute();
    const type: SubjectType = table === 'tpas' ? 'tpa' : 'ministry';
    for (const org of suspended) {
      rows.push(
        make.row(admin, 'suspended', [type, org.id, org.name], make.recent(60), {
          changes: changes({ status: 'active' }, { status: 'suspended' }),
        }),
      );
    }
  }
  for (const causer of [admin, ...staff.slice(0, 4)]) {
    const file = random.pick(['agency-staff.xlsx', 'inactive-users.xlsx', 'tpa-staff.xlsx', 'sign-ins.xlsx']);
    const time = make.recent(30);
    rows.push(
      make.row(causer, 'export_requested', ['export', null, file], time, {
        properties: JSON.stringify({ resource: 'users', batch: 1 }),
      }),
    );
    rows.push(make.row(causer, 'export_downloaded', ['export', null, file], time + 3 * MINUTE_MS));
  }
  return rows;
}

/**
 * A realistic history for the demo data, so the activity-log screen and the users' history
 * panels are not empty on a fresh start. Deterministic, like the rest of the demo data; the
 * administrator (the first user) is the usual actor. Rows go in as any row does, so the
 * search trigger fills them.
 */
export async function seedDemoActivity(trx: Transaction<Database>, random: Random, now: number): Promise<void> {
  const people: Person[] = await trx
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.current_role_id')
    .select([
      'users.id',
      'users.email',
      'users.status',
      'users.phone',
      'users.user_type',
      'users.last_login_at',
      'users.created_at',
      'roles.name as role',
    ])
    .orderBy('users.id')
    .execute();
  const [admin, ...others] = people;
  const staff = [admin, ...others.filter((p) => p.user_type === 'Agency Staff' && p.status === 'active')];
  const make = rowMaker(random, now);
  const rows = [
    ...accountLives(others, admin, staff, random, make),
    ...staffWork(others, staff, random, make),
    ...failedSignIns(others, random, make),
    ...(await administration(trx, admin, staff, random, make)),
  ];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('activity_logs')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}
