import { secondProcessOn } from './hardening/support/second-process';
import {
  activityOf,
  closeAccessReview as close,
  createAccessReview,
  decideAccessReviewItems as decide,
  hoursAfter,
  listMyAccessReviewItems as itemsOf,
  reviewedPerson,
  rolesOf as rolesHeld,
} from './support/access-reviews';
import { DATABASE_KINDS } from './support/databases';
import { ministryInput, tpaInput } from './support/organisation-inputs';
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

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const REVIEWER_PERMISSIONS = ['manage access reviews', 'list users', 'view users', 'update users'];
const HOUR_MINUTES = 60;

describe.each(DATABASE_KINDS)('access reviews, %s', (kind) => {
  let server: TestServer;
  const clock = fakeClock();
  const browsers: Record<'admin' | 'alice' | 'bola' | 'outsider', Browser> = {} as never;
  const ids: Record<'admin' | 'alice' | 'bola' | 'outsider' | 'desk' | 'auditor' | 'superAdmin', number> = {} as never;
  const places: Record<'tpaA' | 'tpaB' | 'ministry', number> = {} as never;

  const db = () => server.database.db;
  const inHours = (hours: number) => hoursAfter(clock(), hours);
  const start = (caller: Browser, extra: object) => createAccessReview(caller, clock(), extra);
  const rolesOf = (userId: number) => rolesHeld(db(), userId);
  const logOf = (action: string, subjectId?: number) => activityOf(db(), action, subjectId);
  const person = (options: Parameters<typeof reviewedPerson>[1]) => reviewedPerson(db(), options);

  beforeAll(async () => {
    // The clock moves past deadlines by hours: sessions stay open meanwhile (only a revoke ends them).
    const env = { SESSION_IDLE_MINUTES: '100000', SESSION_LIFETIME_MINUTES: '100000' };
    server = await startTestServer(kind, { clock, env });
    for (const name of ['alice', 'bola'] as const)
      ids[name] = await createUserWith(server.database, {
        email: `${name}@nhia.example`,
        permissions: REVIEWER_PERMISSIONS,
      });
    ids.outsider = await createUserWith(server.database, {
      email: 'outsider@nhia.example',
      permissions: ['list users'],
    });
    const desk = await db()
      .insertInto('roles')
      .values({ name: 'Desk (reviews)', description: 'test role' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.desk = desk.id;
    ids.auditor = await roleIdNamed(db(), 'Auditor');
    ids.superAdmin = await roleIdNamed(db(), 'Super Admin');
    ids.admin = (
      await db().selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()
    ).id;
    for (const [key, code] of [
      ['tpaA', 'REV-A'],
      ['tpaB', 'REV-B'],
    ] as const)
      places[key] = (await db().insertInto('tpas').values(tpaInput(code)).returning('id').executeTakeFirstOrThrow()).id;
    places.ministry = (
      await db().insertInto('ministries').values(ministryInput('REV-M')).returning('id').executeTakeFirstOrThrow()
    ).id;
    for (const name of ['admin', 'alice', 'bola', 'outsider'] as const) {
      browsers[name] = new Browser(server.app);
      expect((await browsers[name].signIn(name === 'admin' ? ADMIN_EMAIL : `${name}@nhia.example`)).statusCode).toBe(
        204,
      );
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  it('runs a campaign: started (logged), listed with progress, one open campaign a scope (409), decided with a step-up, closed', async () => {
    const tpa = places.tpaA;
    const [first, second] = [await person({ roles: [ids.desk], tpa }), await person({ roles: [ids.desk], tpa })];
    const started = await start(browsers.admin, { scope: { kind: 'tpa', id: tpa }, reviewer_ids: [ids.alice] });
    expect(started.statusCode).toBe(201);
    const review = started.json();
    expect(review).toMatchObject({
      scope: { kind: 'tpa', id: tpa },
      scope_label: 'Sterling Health REV-A',
      status: 'open',
      deadline_rule: 'keep',
      decided: 0,
      total: 2,
      reviewers: [{ reviewer: { id: ids.alice, email: 'alice@nhia.example' }, decided: 0, total: 2 }],
    });
    expect(await logOf('access_review_started', review.id)).toEqual([
      expect.objectContaining({
        causer_id: ids.admin,
        subject_type: 'access_review',
        properties: expect.objectContaining({ people: 2, reviewers: 1, scope: 'Sterling Health REV-A' }),
      }),
    ]);
    const again = await start(browsers.admin, { scope: { kind: 'tpa', id: tpa }, reviewer_ids: [ids.bola] });
    expect(again.statusCode).toBe(409);
    const list = (await browsers.alice.call('GET', '/api/access-reviews')).json().access_reviews;
    expect(list.map((r: { id: number }) => r.id)).toContain(review.id);
    const mine = (await browsers.alice.call('GET', '/api/access-reviews/mine')).json().access_reviews;
    expect(mine).toContainEqual(expect.objectContaining({ id: review.id, decided: 0, total: 2, status: 'open' }));
    expect((await browsers.bola.call('GET', '/api/access-reviews/mine')).json().access_reviews).not.toContainEqual(
      expect.objectContaining({ id: review.id }),
    );
    const items = await itemsOf(browsers.alice, review.id);
    expect(items.map((item) => [item.user.email, item.roles, item.decision])).toEqual([
      [first.email, [{ id: ids.desk, name: 'Desk (reviews)' }], null],
      [second.email, [{ id: ids.desk, name: 'Desk (reviews)' }], null],
    ]);
    // Who each person is, for the reviewer's screen: their type and organisation; nobody has decided yet.
    expect(items.map((item) => [item.user_type, item.organisation, item.decided_by])).toEqual([
      ['TPA Staff', 'Sterling Health REV-A', null],
      ['TPA Staff', 'Sterling Health REV-A', null],
    ]);
    expect(await itemsOf(browsers.bola, review.id)).toEqual([]);
    // A decision is a step-up action: without a recent second factor, 423 and nothing decided.
    const keep = { item_ids: [items[0].id], decision: 'keep' };
    expect((await decide(browsers.alice, review.id, keep)).statusCode).toBe(423);
    await withRecentSecondFactor(db(), browsers.alice, clock());
    const kept = await decide(browsers.alice, review.id, keep);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().items).toEqual([
      expect.objectContaining({
        id: items[0].id,
        decision: 'keep',
        reason: null,
        decided_by: { id: ids.alice, name: 'Test alice', email: 'alice@nhia.example' },
      }),
    ]);
    expect(await rolesOf(first.id)).toEqual([ids.desk]);
    expect(await logOf('access_reviewed', first.id)).toEqual([
      expect.objectContaining({
        causer_id: ids.alice,
        properties: { access_review_id: review.id, decision: 'keep', reason: null },
      }),
    ]);
    const progress = (await browsers.admin.call('GET', `/api/access-reviews/${review.id}`)).json();
    expect(progress).toMatchObject({ decided: 1, total: 2, reviewers: [{ decided: 1, total: 2 }] });
    const closed = await close(browsers.admin, review.id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', decided: 1, total: 2 });
    expect((await close(browsers.admin, review.id)).statusCode).toBe(409);
    expect((await decide(browsers.alice, review.id, { item_ids: [items[1].id], decision: 'keep' })).statusCode).toBe(
      409,
    );
    expect(await logOf('access_review_closed', review.id)).toEqual([
      expect.objectContaining({ causer_id: ids.admin, properties: { undecided: 1 } }),
    ]);
    // Closed, the scope may be reviewed again.
    const next = await start(browsers.admin, { scope: { kind: 'tpa', id: tpa }, reviewer_ids: [ids.bola] });
    expect(next.statusCode).toBe(201);
    expect((await close(browsers.admin, next.json().id)).statusCode).toBe(200);
    expect((await browsers.admin.call('GET', '/api/access-reviews/2147483647')).statusCode).toBe(404);
  });

  it('reviews each kind of scope with the roles it puts under review, and refuses a scope it cannot take', async () => {
    const granting = await db()
      .insertInto('roles')
      .values({ name: 'TPA manager (reviews)', description: 'test role' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const manageTpas = await db()
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'manage tpas')
      .executeTakeFirstOrThrow();
    await db().insertInto('role_permissions').values({ role_id: granting.id, permission_id: manageTpas.id }).execute();
    const both = await person({
      roles: [ids.desk, granting.id],
      ministry: places.ministry,
      userType: 'Ministry Staff',
    });
    const deactivated = await person({ roles: [ids.desk], ministry: places.ministry, userType: 'Ministry Staff' });
    await db().updateTable('users').set({ status: 'inactive' }).where('id', '=', deactivated.id).execute();
    const reviewedRoles = async (scope: object) => {
      const started = await start(browsers.admin, { scope, reviewer_ids: [ids.bola] });
      expect(started.statusCode).toBe(201);
      const items = await itemsOf(browsers.bola, started.json().id);
      expect((await close(browsers.admin, started.json().id)).statusCode).toBe(200);
      return items.filter((item) => [both.id, deactivated.id].includes(item.user.id)).map((item) => item.roles);
    };
    const bothRoles = [
      { id: ids.desk, name: 'Desk (reviews)' },
      { id: granting.id, name: 'TPA manager (reviews)' },
    ];
    expect(await reviewedRoles({ kind: 'ministry', id: places.ministry })).toEqual([bothRoles]);
    expect(await reviewedRoles({ kind: 'role', id: granting.id })).toEqual([[bothRoles[1]]]);
    expect(await reviewedRoles({ kind: 'user_type', user_type: 'Ministry Staff' })).toEqual([bothRoles]);
    const byPermission = await reviewedRoles({ kind: 'permission', permission: 'manage tpas' });
    expect(byPermission).toEqual([[bothRoles[1]]]);

    const refusals: [object, string][] = [
      [{ scope: { kind: 'tpa', id: 999_999 } }, 'scope.id'],
      [{ scope: { kind: 'role' } }, 'scope.id'],
      [{ scope: { kind: 'user_type' } }, 'scope.user_type'],
      [{ scope: { kind: 'user_type', user_type: 'Provider Staff' } }, 'scope'],
      [{ scope: { kind: 'tpa', id: places.tpaB }, deadline: inHours(-1) }, 'deadline'],
      [{ scope: { kind: 'ministry', id: places.ministry }, reviewer_ids: [ids.outsider] }, 'reviewer_ids'],
      [{ scope: { kind: 'ministry', id: places.ministry }, reviewer_ids: [both.id] }, 'reviewer_ids'],
    ];
    for (const [body, field] of refusals) {
      const refused = await start(browsers.admin, { reviewer_ids: [ids.bola], ...body });
      expect([refused.statusCode, Object.keys(refused.json().errors ?? {})]).toEqual([422, [field]]);
    }
    // Alone able to review themselves: refused, nothing started.
    const own = await start(browsers.admin, {
      scope: { kind: 'permission', permission: 'manage access reviews' },
      reviewer_ids: [ids.bola],
    });
    expect(own.json().errors.reviewer_ids[0]).toMatch(/^Nobody reviews their own access: name another reviewer for /);
    // A scope holding someone with more permissions than the starter (the Super Admin): refused.
    const beyond = await start(browsers.alice, {
      scope: { kind: 'role', id: ids.superAdmin },
      reviewer_ids: [ids.bola],
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors.scope[0]).toMatch(/^This scope holds people with permissions you do not hold yourself/);
    expect(await db().selectFrom('access_reviews').select('id').where('status', '=', 'open').execute()).toEqual([]);
  });

  it('gives each organisation to one reviewer, the least loaded, by default among every reviewer', async () => {
    const inA = [
      await person({ roles: [ids.desk], tpa: places.tpaA }),
      await person({ roles: [ids.desk], tpa: places.tpaA }),
    ];
    const inB = await person({ roles: [ids.desk], tpa: places.tpaB });
    const started = await start(browsers.admin, { scope: { kind: 'role', id: ids.desk } });
    expect(started.statusCode).toBe(201);
    const rows = await db()
      .selectFrom('access_review_items')
      .select(['user_id', 'reviewer_id'])
      .where('review_id', '=', started.json().id)
      .execute();
    const reviewerOf = (id: number) => rows.find((row) => row.user_id === id)!.reviewer_id;
    expect(reviewerOf(inA[0].id)).toBe(reviewerOf(inA[1].id));
    expect(reviewerOf(inB.id)).not.toBe(reviewerOf(inA[0].id));
    expect(new Set(rows.map((row) => row.reviewer_id))).toEqual(
      new Set(started.json().reviewers.map((r: { reviewer: { id: number } }) => r.reviewer.id)),
    );
    for (const row of rows) expect([ids.admin, ids.alice, ids.bola]).toContain(row.reviewer_id);
    expect((await close(browsers.admin, started.json().id)).statusCode).toBe(200);
  });

  it('revokes at once: the roles (with their last day) come off, sessions end, logged with the reason; refusals decide nothing', async () => {
    const tpa = places.tpaB;
    const target = await person({ roles: [ids.desk, ids.auditor], tpa });
    const other = await person({ roles: [ids.desk], tpa });
    await db().updateTable('user_roles').set({ ends_on: '2099-12-31' }).where('user_id', '=', target.id).execute();
    const started = await start(browsers.admin, { scope: { kind: 'tpa', id: tpa }, reviewer_ids: [ids.alice] });
    const review = started.json().id;
    const items = await itemsOf(browsers.alice, review);
    const itemOf = (id: number) => items.find((item) => item.user.id === id)!.id;
    const theirs = new Browser(server.app);
    expect((await theirs.signIn(target.email)).statusCode).toBe(204);
    await withRecentSecondFactor(db(), browsers.alice, clock());
    await withRecentSecondFactor(db(), browsers.bola, clock());

    const noReason = await decide(browsers.alice, review, { item_ids: [itemOf(target.id)], decision: 'revoke' });
    expect([noReason.statusCode, Object.keys(noReason.json().errors)]).toEqual([422, ['reason']]);
    // Bola reviews nobody here: Alice's items and an unknown id are refused alike, and nothing is decided.
    for (const [caller, itemIds] of [
      [browsers.bola, [itemOf(target.id)]],
      [browsers.alice, [itemOf(target.id), 2_000_000_000]],
    ] as const) {
      const refused = await decide(caller, review, { item_ids: itemIds, decision: 'revoke', reason: 'left' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.item_ids[0]).toMatch(
        /^Items [\d, ]+ are not yours to decide in this access review\.$/,
      );
    }
    expect(await rolesOf(target.id)).toEqual([ids.desk, ids.auditor].sort((a, b) => a - b));

    // The Auditor role holds permissions Alice lacks: its holder is not hers to revoke.
    const beyond = await decide(browsers.alice, review, {
      item_ids: [itemOf(target.id)],
      decision: 'revoke',
      reason: 'left the TPA',
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors.item_ids[0]).toMatch(/^You cannot revoke the access of people holding permissions/);

    const done = await decide(browsers.alice, review, {
      item_ids: [itemOf(other.id)],
      decision: 'revoke',
      reason: 'left',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().items).toEqual([expect.objectContaining({ decision: 'revoke', reason: 'left' })]);
    expect(await rolesOf(other.id)).toEqual([]);
    expect(await logOf('access_reviewed', other.id)).toEqual([
      {
        causer_id: ids.alice,
        subject_type: 'user',
        subject_id: other.id,
        changes: { before: { roles: ['Desk (reviews)'] }, after: { roles: [] } },
        properties: { access_review_id: review, decision: 'revoke', reason: 'left' },
      },
    ]);
    const again = await decide(browsers.alice, review, { item_ids: [itemOf(other.id)], decision: 'keep' });
    expect(again.json().errors.item_ids).toEqual([`Items ${itemOf(other.id)} are decided already.`]);

    // The admin may revoke the Auditor's holder, if given the item: their grants (and last days) go, their session ends.
    await db()
      .updateTable('access_review_items')
      .set({ reviewer_id: ids.admin })
      .where('id', '=', itemOf(target.id))
      .execute();
    await withRecentSecondFactor(db(), browsers.admin, clock());
    const adminRevokes = await decide(browsers.admin, review, {
      item_ids: [itemOf(target.id)],
      decision: 'revoke',
      reason: 'moved',
    });
    expect(adminRevokes.statusCode).toBe(200);
    expect(await rolesOf(target.id)).toEqual([]);
    expect(await db().selectFrom('user_roles').select('ends_on').where('user_id', '=', target.id).execute()).toEqual(
      [],
    );
    expect((await theirs.call('GET', '/api/user')).statusCode).toBe(401);
    expect((await close(browsers.admin, review)).statusCode).toBe(200);
  });

  it('deactivates agency staff left with no role, and never revokes the last holder of every permission', async () => {
    const staff = await person({ roles: [ids.desk], userType: 'Agency Staff' });
    const started = await start(browsers.admin, { scope: { kind: 'role', id: ids.desk }, reviewer_ids: [ids.admin] });
    const [item] = (await itemsOf(browsers.admin, started.json().id)).filter((i) => i.user.id === staff.id);
    await withRecentSecondFactor(db(), browsers.admin, clock());
    const body = { item_ids: [item.id], decision: 'revoke', reason: 'no longer needed' };
    expect((await decide(browsers.admin, started.json().id, body)).statusCode).toBe(200);
    const after = await db().selectFrom('users').select('status').where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('inactive');
    expect((await logOf('deactivated', staff.id)).map((row) => row.properties)).toEqual([{ reason: 'access review' }]);
    expect((await close(browsers.admin, started.json().id)).statusCode).toBe(200);

    const superAdmins = await start(browsers.admin, {
      scope: { kind: 'role', id: ids.superAdmin },
      reviewer_ids: [ids.alice],
      deadline_rule: 'revoke',
      deadline: inHours(1),
    });
    expect(superAdmins.statusCode).toBe(201);
    clock.advanceMinutes(HOUR_MINUTES + 1);
    expect(await server.app.applyReviewDeadlines()).toBe(1);
    expect(await rolesOf(ids.admin)).toEqual([ids.superAdmin]);
    const [kept] = await db()
      .selectFrom('access_review_items')
      .select(['decision', 'reason', 'decided_by'])
      .where('review_id', '=', superAdmins.json().id)
      .execute();
    expect(kept).toEqual({
      decision: 'keep',
      reason: 'Kept: revoking would have left no active user holding every permission.',
      decided_by: null,
    });
  });

  it('at the deadline applies the rule to undecided people (revoke or keep), closes the campaign once, logged without causer', async () => {
    const [decided, undecided, keptByRule] = [
      await person({ roles: [ids.desk], tpa: places.tpaA }),
      await person({ roles: [ids.desk], tpa: places.tpaA }),
      await person({ roles: [ids.desk], ministry: places.ministry }),
    ];
    const revoking = (
      await start(browsers.admin, {
        scope: { kind: 'tpa', id: places.tpaA },
        reviewer_ids: [ids.alice],
        deadline_rule: 'revoke',
        deadline: inHours(2),
      })
    ).json();
    const keeping = (
      await start(browsers.admin, {
        scope: { kind: 'ministry', id: places.ministry },
        reviewer_ids: [ids.bola],
        deadline: inHours(2),
      })
    ).json();
    const items = await itemsOf(browsers.alice, revoking.id);
    await withRecentSecondFactor(db(), browsers.alice, clock());
    const decidedItem = items.find((item) => item.user.id === decided.id)!.id;
    expect((await decide(browsers.alice, revoking.id, { item_ids: [decidedItem], decision: 'keep' })).statusCode).toBe(
      200,
    );
    const theirs = new Browser(server.app);
    expect((await theirs.signIn(undecided.email)).statusCode).toBe(204);

    clock.advanceMinutes(2 * HOUR_MINUTES - 5);
    expect(await server.app.applyReviewDeadlines()).toBe(0);
    clock.advanceMinutes(10);
    expect(await server.app.applyReviewDeadlines()).toBe(2);
    expect(await server.app.applyReviewDeadlines()).toBe(0);
    expect(await rolesOf(decided.id)).toEqual([ids.desk]);
    expect(await rolesOf(undecided.id)).toEqual([]);
    expect(await rolesOf(keptByRule.id)).toEqual([ids.desk]);
    expect((await theirs.call('GET', '/api/user')).statusCode).toBe(401);
    expect(await logOf('access_reviewed', undecided.id)).toEqual([
      expect.objectContaining({
        causer_id: null,
        properties: { access_review_id: revoking.id, decision: 'revoke', reason: null, rule: 'deadline' },
      }),
    ]);
    for (const review of [revoking, keeping]) {
      const now = (await browsers.admin.call('GET', `/api/access-reviews/${review.id}`)).json();
      expect(now).toMatchObject({ status: 'closed' });
      expect(now.decided).toBe(now.total);
      expect(await logOf('access_review_closed', review.id)).toEqual([
        expect.objectContaining({ causer_id: null, properties: expect.objectContaining({ undecided: 0 }) }),
      ]);
    }
    // The rule decided them: no one is named as deciding.
    expect(await itemsOf(browsers.bola, keeping.id)).toContainEqual(
      expect.objectContaining({
        user: expect.objectContaining({ id: keptByRule.id }),
        organisation: expect.stringContaining('REV-M'),
        decision: 'keep',
        decided_by: null,
      }),
    );
  });

  if (kind === 'postgres')
    it('two processes past one deadline at once close the campaign once', async () => {
      await person({ roles: [ids.desk], tpa: places.tpaB });
      const started = await start(browsers.admin, {
        scope: { kind: 'tpa', id: places.tpaB },
        reviewer_ids: [ids.alice],
        deadline: inHours(1),
      });
      expect(started.statusCode).toBe(201);
      clock.advanceMinutes(HOUR_MINUTES + 1);
      const second = await secondProcessOn(server.database, { clock });
      try {
        const counts = await Promise.all([server.app.applyReviewDeadlines(), second.app.applyReviewDeadlines()]);
        expect(counts[0] + counts[1]).toBe(1);
        expect(await logOf('access_review_closed', started.json().id)).toHaveLength(1);
      } finally {
        await second.close();
      }
    });

  it('gives a holder of only "manage access reviews" the options Start a review picks from, names and ids only; someone with neither gets 403', async () => {
    await createUserWith(server.database, { email: 'picker@nhia.example', permissions: ['manage access reviews'] });
    await createUserWith(server.database, { email: 'neither@nhia.example', permissions: ['view users'] });
    const picker = new Browser(server.app);
    const neither = new Browser(server.app);
    expect((await picker.signIn('picker@nhia.example')).statusCode).toBe(204);
    expect((await neither.signIn('neither@nhia.example')).statusCode).toBe(204);
    const pickers: [string, { item_text: string; item_value: number }][] = [
      [
        '/api/tpas/options?search_string=REV-A',
        { item_text: 'Sterling Health REV-A (REV-A)', item_value: places.tpaA },
      ],
      [
        '/api/ministries/options?search_string=REV-M',
        { item_text: 'Federal Ministry REV-M', item_value: places.ministry },
      ],
      ['/api/roles/options?search_string=Desk', { item_text: 'Desk (reviews)', item_value: ids.desk }],
      [
        '/api/users/options?search_string=alice@',
        { item_text: 'Test alice <alice@nhia.example>', item_value: ids.alice },
      ],
    ];
    for (const [url, option] of pickers) {
      const answer = await picker.call('GET', url);
      expect([url, answer.statusCode]).toEqual([url, 200]);
      const { options } = answer.json() as { options: object[] };
      expect(options).toContainEqual(option);
      // The answer is what the picker shows and sends, nothing of the record beyond it.
      expect(new Set(options.map((each) => Object.keys(each).sort().join()))).toEqual(
        new Set(['item_text,item_value']),
      );
      expect([url, (await neither.call('GET', url)).statusCode]).toEqual([url, 403]);
    }
  });

  it('lets only holders of "manage access reviews" call any of it (403), and nobody signed out (401)', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/access-reviews'],
      ['GET', '/api/access-reviews/mine'],
      ['GET', '/api/access-reviews/1'],
      ['GET', '/api/access-reviews/1/items'],
      [
        'POST',
        '/api/access-reviews',
        { name: 'x', scope: { kind: 'role', id: 1 }, deadline: inHours(1), deadline_rule: 'keep' },
      ],
      ['POST', '/api/access-reviews/1/close'],
      ['POST', '/api/access-reviews/1/decisions', { item_ids: [1], decision: 'keep' }],
    ];
    const before = await db().selectFrom('access_reviews').select(['id', 'status']).orderBy('id').execute();
    const signedOut = new Browser(server.app);
    await signedOut.call('GET', '/sanctum/csrf-cookie');
    for (const [method, url, body] of calls) {
      expect([url, (await browsers.outsider.call(method as 'GET', url, body)).statusCode]).toEqual([url, 403]);
      expect([url, (await signedOut.call(method as 'GET', url, body)).statusCode]).toEqual([url, 401]);
    }
    expect(await db().selectFrom('access_reviews').select(['id', 'status']).orderBy('id').execute()).toEqual(before);
  });
});
