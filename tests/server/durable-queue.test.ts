import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../src/server/db/connect';
import type { MailOutboxTable } from '../../src/server/db/schema';
import { claimNext, settle, type QueueTable, type Take } from '../../src/server/jobs/durable-queue';
import { enqueueMail } from '../../src/server/mail/outbox';
import { DATABASE_KINDS, freshDatabase } from './support/databases';

type Row = Selectable<MailOutboxTable>;

// Any table with an id and a run_after can be a queue: the outbox's table, used here as a bare queue.
const queue: QueueTable<Row> = {
  name: 'mail_outbox',
  waiting: (db) => db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null),
};
const LEASE_MS = 60_000;
const aTry = (): Take<Row, 'try'> => ({ kind: 'try', change: {}, counts: 'attempts' });

describe.each(DATABASE_KINDS)('the durable queue, %s', (kind) => {
  const now = new Date('2026-03-02T09:00:00Z');
  const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  let database: DatabaseHandle;

  const enqueue = (to: string) =>
    enqueueMail(database.db, { to, subject: 's', text: 't' }, { now, expiresAt: minutesLater(24 * 60) });
  const claim = (at: Date) => claimNext(database.db, queue, { now: at, leaseMs: LEASE_MS }, aTry);

  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(() => database.db.deleteFrom('mail_outbox').execute());

  it('leases a claimed row: not claimed again until the lease ends, then claimed by a new try', async () => {
    await enqueue('one@nhia.example');
    const first = await claim(now);
    expect(first?.row.attempts).toBe(1);
    expect(await claim(minutesLater(0.5))).toBeUndefined();
    const second = await claim(minutesLater(1));
    expect(second?.row.attempts).toBe(2);
  });

  it('lets only the try that holds a row change it: a try whose lease ran out and was claimed again changes nothing', async () => {
    await enqueue('one@nhia.example');
    const stale = (await claim(now))!;
    const current = (await claim(minutesLater(1)))!;
    expect(await settle(database.db, queue, stale, { last_error: 'stale' })).toBeUndefined();
    expect((await settle(database.db, queue, current, { last_error: 'current' }))?.last_error).toBe('current');
  });

  if (kind === 'postgres') {
    it('passes over a row another process is claiming (locked) and takes the next due one, without waiting', async () => {
      await enqueue('first@nhia.example');
      await enqueue('second@nhia.example');
      const taken = await database.db.transaction().execute(async (other) => {
        // Another process's claim in flight: the oldest row, locked, not yet leased.
        await other.selectFrom('mail_outbox').select('id').orderBy('id').limit(1).forUpdate().execute();
        return claim(now);
      });
      expect(taken?.row.to_address).toBe('second@nhia.example');
    });
  }
});
