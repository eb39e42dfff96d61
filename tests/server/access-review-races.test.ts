import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { changedTables, snapshotTables } from './hardening/support/db-snapshot';
import { secondProcessOn } from './hardening/support/second-process';
import {
  activityOf,
  closeAccessReview,
  createAccessReview,
  decideAccessReviewItems,
  hoursAfter,
  listMyAccessReviewItems,
  reviewedPerson,
  rolesOf,
  type ReviewItem,
} from './support/access-reviews';
import { DATABASE_KINDS } from './support/databases';
import { tpaInput } from './support/organisation-inputs';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  fakeClock,
  roleIdNamed,
  startTestServer,
  type TestServer,
} from './support/server';
import { withRecentSecondFactor } from './support/step-up';

// Access reviews as an attacker drives them (docs/access-reviews.md): the same call many times at
// once, calls that contradict each other, calls racing Close and the deadline rule, and item ids
// that are not the caller's. On PostgreSQL every other call goes through a second app process on
// the same database (its own pool), as behind a load balancer.

const COPIES = 30;
const SETUP_TIMEOUT_MS = 120_000;
const REVOKE = { decision: 'revoke', reason: 'No longer needs it' };
const KEEP = { decision: 'keep' };

type Reviewer = 'alice' | 'bola';

describe.each(DATABASE_KINDS)('access reviews under attack, %s', (kind) => {
  const clock = fakeClock();
  // The clock passes a deadline: sessions stay open meanwhile (only a revoke ends them).
  const env = { SESSION_IDLE_MINUTES: '100000', SESSION_LIFETIME_MINUTES: '100000' };
  let server: TestServer;
  let second: Awaited<ReturnType<typeof secondProcessOn>> | undefined;
  const browsers: Record<'admin' | Reviewer, Browser> = {} as never;
  const ids: Record<Reviewer, number> = {} as never;
  let serial = 0;

  const db = () => server.database.db;
  const statusesOf = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();
  const messagesOf = (answers: LightMyRequestResponse[]) => [
    ...new Set(answers.map((answer) => answer.json().errors?.item_ids?.[0] ?? answer.json().message)),
  ];

  /** The browser's session through each app process: a copy of its cookies for the second one. */
  function sendersOf(browser: Browser): Browser[] {
    if (!second) return [browser];
    const copy = new Browser(second.app);
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
    return [browser, copy];
  }
  /** These calls all at once, in this order, spread over the processes. */
  function atOnce(browser: Browser, calls: ((through: Browser) => Promise<LightMyRequestResponse>)[]) {
    const senders = sendersOf(browser);
    return Promise.all(calls.map((call, i) => call(senders[i % senders.length])));
  }

  /** A scope of its own: a fresh role held by `groups[g]` people of fresh TPA g. */
  async function freshScope(groups: number[]) {
    serial += 1;
    const role = (
      await db()
        .insertInto('roles')
        .values({ name: `Desk ${serial} (races)`, description: 'test role' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const people: { id: number; email: string }[] = [];
    for (const [g, size] of groups.entries()) {
      const tpa = await db()
        .insertInto('tpas')
        .values(tpaInput(`RACE-${serial}-${g}`))
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let i = 0; i < size; i += 1) people.push(await reviewedPerson(db(), { roles: [role], tpa: tpa.id }));
    }
    return { role, people };
  }

  /** A campaign over a fresh scope (the people of a TPA go to one reviewer), reviewed by these; each reviewer's items. */
  async function campaign(groups: number[], reviewers: Reviewer[], body: object = {}) {
    const { role, people } = await freshScope(groups);
    const started = await createAccessReview(browsers.admin, clock(), {
      scope: { kind: 'role', id: role },
      reviewer_ids: reviewers.map((name) => ids[name]),
      ...body,
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().id as number;
    const items: Record<Reviewer, ReviewItem[]> = {
      alice: await listMyAccessReviewItems(browsers.alice, id),
      bola: await listMyAccessReviewItems(browsers.bola, id),
    };
    return { id, role, people, items };
  }

  /** The campaign's items as stored, by id. */
  const storedItems = (review: number) =>
    db()
      .selectFrom('access_review_items')
      .select(['id', 'user_id', 'decision', 'reason', 'decided_by'])
      .where('review_id', '=', review)
      .orderBy('id')
      .execute();
  /** The campaign's `access_reviewed` rows: whose, which decision, by whom. */
  const decisionsLogged = async (review: number) =>
    (
      await sql<{ subject_id: number; decision: string; causer_id: number | null }>`
        select subject_id, properties->>'decision' as decision, causer_id from activity_logs
        where action = 'access_reviewed' and (properties->>'access_review_id')::int = ${review}
        order by id`.execute(db())
    ).rows;
  const sessionsOf = async (userId: number) =>
    (await db().selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
  const userVersion = async (userId: number) =>
    (await db().selectFrom('users').select('version').where('id', '=', userId).executeTakeFirstOrThrow()).version;
  const signedIn = async (email: string) => {
    const browser = new Browser(server.app);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    return browser;
  };
  const freshSecondFactors = () =>
    Promise.all(
      (['alice', 'bola', 'admin'] as const).map((name) => withRecentSecondFactor(db(), browsers[name], clock())),
    );

  beforeAll(async () => {
    server = await startTestServer(kind, { clock, env });
    if (kind === 'postgres') second = await secondProcessOn(server.database, { clock, env });
    for (const name of ['alice', 'bola'] as const)
      ids[name] = await createUserWith(server.database, {
        email: `${name}.races@nhia.example`,
        permissions: ['manage access reviews'],
      });
    browsers.admin = await signedIn(ADMIN_EMAIL);
    browsers.alice = await signedIn('alice.races@nhia.example');
    browsers.bola = await signedIn('bola.races@nhia.example');
    await freshSecondFactors();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await second?.close();
    await server.close();
  });

  it(`takes the same decision sent ${COPIES} times at once once: one decision, one log row, one revocation`, async () => {
    const { id, role, people, items } = await campaign([2], ['alice']);
    const [kept, revoked] = items.alice;
    const revokedPerson = people.find((person) => person.id === revoked.user.id)!;
    await signedIn(revokedPerson.email);
    const version = await userVersion(revokedPerson.id);

    for (const [item, body] of [
      [kept, KEEP],
      [revoked, REVOKE],
    ] as const) {
      const answers = await atOnce(
        browsers.alice,
        Array.from(
          { length: COPIES },
          () => (through: Browser) => decideAccessReviewItems(through, id, { item_ids: [item.id], ...body }),
        ),
      );
      expect(statusesOf(answers)).toEqual([200, ...Array<number>(COPIES - 1).fill(422)]);
      expect(messagesOf(answers.filter((answer) => answer.statusCode === 422))).toEqual([
        `Items ${item.id} are decided already.`,
      ]);
    }
    expect((await storedItems(id)).map((item) => [item.id, item.decision, item.decided_by])).toEqual([
      [kept.id, 'keep', ids.alice],
      [revoked.id, 'revoke', ids.alice],
    ]);
    expect(await decisionsLogged(id)).toEqual(
      expect.arrayContaining([
        { subject_id: kept.user.id, decision: 'keep', causer_id: ids.alice },
        { subject_id: revoked.user.id, decision: 'revoke', causer_id: ids.alice },
      ]),
    );
    expect(await decisionsLogged(id)).toHaveLength(2);
    // One revocation: the role taken once (one new version of the person), their session ended.
    expect(await rolesOf(db(), kept.user.id)).toEqual([role]);
    expect(await rolesOf(db(), revoked.user.id)).toEqual([]);
    expect(await userVersion(revokedPerson.id)).toBe(version + 1);
    expect(await sessionsOf(revokedPerson.id)).toBe(0);
  });

  it(`lets one of ${COPIES / 2} keeps and ${COPIES / 2} revokes of one person at once win; the item, the roles and the log agree`, async () => {
    const { id, role, people, items } = await campaign([1], ['alice']);
    const [item] = items.alice;
    await signedIn(people[0].email);
    const answers = await atOnce(
      browsers.alice,
      Array.from(
        { length: COPIES },
        (_, i) => (through: Browser) =>
          decideAccessReviewItems(through, id, { item_ids: [item.id], ...(i % 2 ? KEEP : REVOKE) }),
      ),
    );
    expect(statusesOf(answers)).toEqual([200, ...Array<number>(COPIES - 1).fill(422)]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().items[0].decision as string;
    expect((await storedItems(id)).map((stored) => stored.decision)).toEqual([winner]);
    expect(await decisionsLogged(id)).toEqual([{ subject_id: item.user.id, decision: winner, causer_id: ids.alice }]);
    expect(await rolesOf(db(), item.user.id)).toEqual(winner === 'revoke' ? [] : [role]);
    expect(await sessionsOf(item.user.id)).toBe(winner === 'revoke' ? 0 : 1);
  });

  it(`decides overlapping selections sent at once whole or not at all: each person by one winning call`, async () => {
    const size = 10;
    const { id, role, items } = await campaign([size], ['alice']);
    const mine = items.alice;
    expect(mine).toHaveLength(size);
    // Call i selects three neighbours from person i on, so every call overlaps four others.
    const selections = Array.from({ length: COPIES }, (_, i) => [0, 1, 2].map((step) => mine[(i + step) % size].id));
    const answers = await atOnce(
      browsers.alice,
      selections.map(
        (item_ids, i) => (through: Browser) =>
          decideAccessReviewItems(through, id, { item_ids, ...(i % 2 ? KEEP : REVOKE) }),
      ),
    );
    expect(new Set(statusesOf(answers))).toEqual(new Set([200, 422]));
    for (const refused of answers.filter((answer) => answer.statusCode === 422))
      expect(refused.json().errors.item_ids[0]).toMatch(/^Items [\d, ]+ are decided already\.$/);
    const won = answers.flatMap((answer, i) =>
      answer.statusCode === 200 ? selections[i].map((itemId) => ({ itemId, decision: i % 2 ? 'keep' : 'revoke' })) : [],
    );
    // The winners' selections never overlap, and are exactly what is stored and logged.
    expect(new Set(won.map((decided) => decided.itemId)).size).toBe(won.length);
    const stored = await storedItems(id);
    expect(
      stored.filter((item) => item.decision !== null).map((item) => ({ itemId: item.id, decision: item.decision })),
    ).toEqual(won.sort((a, b) => a.itemId - b.itemId));
    expect((await decisionsLogged(id)).length).toBe(won.length);
    for (const item of stored)
      expect(await rolesOf(db(), item.user_id)).toEqual(item.decision === 'revoke' ? [] : [role]);
  });

  it('lets decisions racing Close land before it or not at all (409); one Close of several wins and counts what was left', async () => {
    const { id, role, items } = await campaign([COPIES], ['alice']);
    const [aliceSenders, adminSenders] = [sendersOf(browsers.alice), sendersOf(browsers.admin)];
    const calls = items.alice.map((item, i) => ({
      close: false,
      send: () =>
        decideAccessReviewItems(aliceSenders[i % aliceSenders.length], id, {
          item_ids: [item.id],
          ...(i % 2 ? KEEP : REVOKE),
        }),
    }));
    // Three Closes among the decisions: a third of the way, two thirds, and last.
    for (const [n, at] of [COPIES / 3, (2 * COPIES) / 3, COPIES + 2].entries())
      calls.splice(at, 0, { close: true, send: () => closeAccessReview(adminSenders[n % adminSenders.length], id) });
    const answers = await Promise.all(calls.map((call) => call.send()));

    const closeAnswers = answers.filter((_, i) => calls[i].close);
    const decisionAnswers = answers.filter((_, i) => !calls[i].close);
    expect(statusesOf(closeAnswers)).toEqual([200, 409, 409]);
    expect(decisionAnswers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const landed = items.alice.filter((_, i) => decisionAnswers[i].statusCode === 200).map((item) => item.id);
    const stored = await storedItems(id);
    expect(stored.filter((item) => item.decision !== null).map((item) => item.id)).toEqual(landed);
    expect((await decisionsLogged(id)).length).toBe(landed.length);
    // What the Close counted as undecided is what is undecided now: nothing landed after it.
    expect(await activityOf(db(), 'access_review_closed', id)).toEqual([
      expect.objectContaining({ causer_id: expect.any(Number), properties: { undecided: COPIES - landed.length } }),
    ]);
    for (const item of stored)
      expect(await rolesOf(db(), item.user_id)).toEqual(item.decision === 'revoke' ? [] : [role]);
  });

  it('from its deadline leaves a campaign to its rule: reviewers and Close refused (409), alone or racing the rule, which decides each undecided person once', async () => {
    const { id, role, items } = await campaign([12], ['alice'], {
      deadline_rule: 'revoke',
      deadline: hoursAfter(clock(), 1),
    });
    const [decidedEarlier, ...undecided] = items.alice;
    const keep = (item: ReviewItem) => (through: Browser) =>
      decideAccessReviewItems(through, id, { item_ids: [item.id], ...KEEP });
    expect((await keep(decidedEarlier)(browsers.alice)).statusCode).toBe(200);
    clock.advanceMinutes(61);
    await freshSecondFactors();

    // Past the deadline, before any housekeeping run: neither a reviewer nor Close gets ahead of the rule.
    const before = await snapshotTables(db());
    const late = [await keep(undecided[0])(browsers.alice), await closeAccessReview(browsers.admin, id)];
    expect(statusesOf(late)).toEqual([409, 409]);
    expect(messagesOf(late)).toEqual([
      'This access review is past its deadline: its rule decides the people left undecided and closes it within minutes.',
    ]);
    expect(changedTables(before, await snapshotTables(db()))).toEqual([]);

    // Now all at once: the reviewer's keeps, three Closes, and the rule in every process.
    const [decisions, closes, runs] = await Promise.all([
      atOnce(browsers.alice, undecided.map(keep)),
      atOnce(
        browsers.admin,
        [0, 1, 2].map(() => (through: Browser) => closeAccessReview(through, id)),
      ),
      Promise.all([server.app, ...(second ? [second.app] : [])].map((app) => app.applyReviewDeadlines())),
    ]);
    expect(new Set(statusesOf([...decisions, ...closes]))).toEqual(new Set([409]));
    // A run finding the campaign held by a refused call passes it by: the next run takes it.
    const later = await server.app.applyReviewDeadlines();
    expect(runs.reduce((sum, closed) => sum + closed, later)).toBe(1);
    expect((await storedItems(id)).map((item) => [item.id, item.decision, item.decided_by])).toEqual([
      [decidedEarlier.id, 'keep', ids.alice],
      ...undecided.map((item) => [item.id, 'revoke', null]),
    ]);
    const logged = await decisionsLogged(id);
    expect(logged).toHaveLength(items.alice.length);
    expect(logged.filter((row) => row.causer_id === null)).toHaveLength(undecided.length);
    for (const item of undecided) expect(await rolesOf(db(), item.user.id)).toEqual([]);
    expect(await rolesOf(db(), decidedEarlier.user.id)).toEqual([role]);
    expect(await activityOf(db(), 'access_review_closed', id)).toEqual([
      expect.objectContaining({ causer_id: null, properties: expect.objectContaining({ undecided: 0 }) }),
    ]);
  });

  it("refuses another reviewer's items and another campaign's (422 alike, 404 for no campaign), changing nothing", async () => {
    const shared = await campaign([2, 2], ['alice', 'bola']);
    const other = await campaign([1], ['alice']);
    expect([shared.items.alice.length, shared.items.bola.length, other.items.alice.length]).toEqual([2, 2, 1]);
    const [alicesItem] = shared.items.alice;
    const [otherItem] = other.items.alice;
    const before = await snapshotTables(db());
    const refusals: [Browser, number, number][] = [
      [browsers.bola, shared.id, alicesItem.id], // Alice's item, in Bola's own campaign
      [browsers.alice, shared.id, otherItem.id], // Alice's item of another campaign, through this one
      [browsers.alice, other.id, alicesItem.id], // and the other way round
      [browsers.bola, other.id, otherItem.id], // a campaign in which Bola reviews nobody
    ];
    for (const [caller, review, itemId] of refusals)
      for (const body of [KEEP, REVOKE]) {
        const refused = await decideAccessReviewItems(caller, review, { item_ids: [itemId], ...body });
        expect([refused.statusCode, refused.json().errors]).toEqual([
          422,
          { item_ids: [`Items ${itemId} are not yours to decide in this access review.`] },
        ]);
      }
    const noCampaign = await decideAccessReviewItems(browsers.alice, 2_147_483_647, {
      item_ids: [alicesItem.id],
      ...KEEP,
    });
    expect(noCampaign.statusCode).toBe(404);
    expect(changedTables(before, await snapshotTables(db()))).toEqual([]);
  });

  it('decides a selection mixing the caller’s items with others whole or not at all: a 422 naming the others, nothing written', async () => {
    const { id, items } = await campaign([3, 1], ['alice', 'bola']);
    const [one, two, three] = items.alice;
    const [bolas] = items.bola;
    const refusedAlike = async (body: object, errors: object) => {
      const before = await snapshotTables(db());
      const refused = await decideAccessReviewItems(browsers.alice, id, body);
      expect([refused.statusCode, refused.json().errors]).toEqual([422, errors]);
      expect(changedTables(before, await snapshotTables(db()))).toEqual([]);
    };
    const notYours = (...itemIds: number[]) => ({
      item_ids: [`Items ${itemIds.join(', ')} are not yours to decide in this access review.`],
    });
    await refusedAlike({ item_ids: [one.id, bolas.id, two.id], ...REVOKE }, notYours(bolas.id));
    await refusedAlike({ item_ids: [2_000_000_000, one.id, bolas.id], ...KEEP }, notYours(2_000_000_000, bolas.id));
    // One of the selection decided already: the others stay undecided.
    expect((await decideAccessReviewItems(browsers.alice, id, { item_ids: [one.id], ...KEEP })).statusCode).toBe(200);
    await refusedAlike(
      { item_ids: [two.id, one.id], ...REVOKE },
      { item_ids: [`Items ${one.id} are decided already.`] },
    );
    // One of the selection holds a permission Alice lacks: no revoke of the others either.
    await db()
      .insertInto('user_roles')
      .values({ user_id: three.user.id, role_id: await roleIdNamed(db(), 'Auditor') })
      .execute();
    await refusedAlike(
      { item_ids: [two.id, three.id], ...REVOKE },
      {
        item_ids: [
          `You cannot revoke the access of people holding permissions you do not hold yourself: items ${three.id}.`,
        ],
      },
    );
  });

  it(`starts one campaign of ${COPIES} identical starts at once; the others are 409 and leave nothing behind`, async () => {
    const { role, people } = await freshScope([2]);
    const body = { scope: { kind: 'role', id: role }, reviewer_ids: [ids.alice] };
    const answers = await atOnce(
      browsers.admin,
      Array.from({ length: COPIES }, () => (through: Browser) => createAccessReview(through, clock(), body)),
    );
    expect(statusesOf(answers)).toEqual([201, ...Array<number>(COPIES - 1).fill(409)]);
    expect(messagesOf(answers.filter((answer) => answer.statusCode === 409))).toEqual([
      'An access review of this scope is open already: close it, or wait for its deadline, before starting another.',
    ]);
    const started = await db()
      .selectFrom('access_reviews')
      .select('id')
      .where('scope_kind', '=', 'role')
      .where('scope_value', '=', String(role))
      .execute();
    expect(started).toHaveLength(1);
    expect(await storedItems(started[0].id)).toHaveLength(2);
    const startedLogs = await db()
      .selectFrom('activity_logs')
      .select('subject_id')
      .where('action', '=', 'access_review_started')
      .where('subject_id', '=', started[0].id)
      .execute();
    expect(startedLogs).toHaveLength(1);
    // The refused starts left no item behind: each person is under review once.
    const reviewed = await db()
      .selectFrom('access_review_items')
      .select('id')
      .where(
        'user_id',
        'in',
        people.map((person) => person.id),
      )
      .execute();
    expect(reviewed).toHaveLength(2);
  });
});
