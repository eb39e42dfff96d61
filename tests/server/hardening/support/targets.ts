import { agencyToday } from '../../../../src/shared/contract-formats';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { RelyingParty } from '../../../../src/server/auth/passkeys/ceremony';
import { addPasskey, newUserHandle } from '../../../../src/server/auth/passkeys/store';
import { issuePasswordToken } from '../../../../src/server/auth/password-tokens';
import { hashToken, newToken } from '../../../../src/server/auth/tokens';
import type { SecretBox } from '../../../../src/server/auth/two-factor/secret-box';
import type { Database } from '../../../../src/server/db/schema';
import { resourcesExportableBy } from '../../../../src/server/exports/export-access';
import { listsOpenableBy } from '../../../../src/server/list-views/viewable-lists';
import { recordBulkChange } from '../../../../src/server/users/bulk-changes';
import { recordImportJob } from '../../../../src/server/users/import/import-jobs';
import { matchingSetOf } from '../../../../src/server/users/users-matching';
import { AGENCY_STAFF } from '../../../../src/shared/constants';
import { SoftAuthenticator } from '../../support/soft-authenticator';
import { userRow } from '../../support/user-rows';
import { nextSerial } from './schema-sample';

export interface TargetsEnv {
  db: Kysely<Database>;
  /** Where the server looks for export files (settings.exportDir). */
  exportDir: string;
  /** One argon2 hash of TEST_PASSWORD, shared: hashing per seeded user would cost seconds. */
  passwordHash: string;
  /** The key the server seals second-factor secrets with; the harness's (two-factor-state.ts needs it). */
  secretBox?: SecretBox;
  /** The server's WebAuthn relying party (passkey-state.ts answers its ceremonies). */
  relyingParty?: RelyingParty;
}

/** A seeded row an operation acts on; version is what an edit form would send back. */
export interface Seeded {
  id: number;
  version: number;
}

export interface SeededUser extends Seeded {
  email: string;
}

/**
 * An object of a request's that belongs to its owner alone, and how another user the operation
 * allows is refused it: 403 where the contract says so, or, where another's ids answer as ids of
 * nothing (an access review's items), that answer: a status and the fields it names.
 */
export interface PrivateObject {
  label: string;
  refusal: string;
}

/** An open access review the owner reviews in, with their one undecided item. */
export interface SeededAccessReview {
  id: number;
  itemIds: number[];
}

export const DAY_MS = 24 * 60 * 60_000;

/**
 * The objects one request acts on, seeded on first use and fresh for each request, so that no
 * call depends on what an earlier one changed. Seeded users hold a role with no permission,
 * so the server's escalation guard (nobody changes a user holding a permission they lack)
 * never turns an authorization check into an object-level refusal.
 */
export class Targets {
  /** Objects of this request that belong to `ownerId` alone (another user must be refused them). */
  readonly privateObjects: PrivateObject[] = [];
  private readonly made = new Map<string, Promise<unknown>>();

  constructor(
    readonly env: TargetsEnv,
    readonly ownerId: number,
  ) {}

  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as Promise<T>;
  }

  /** The seeded row a path of this collection names with {id}. */
  record(collection: string): Promise<Seeded> {
    const kinds: Record<string, () => Promise<Seeded>> = {
      users: () => this.user(),
      roles: () => this.role(),
      permissions: () => this.permission(),
      tpas: () => this.tpa(),
      ministries: () => this.ministry(),
      'user-activity-logs': () => this.activityLog(),
      'list-views': () => this.listView(),
    };
    if (!kinds[collection]) throw new Error(`No seeded object for /api/${collection}/{id}: add one to Targets.record.`);
    return kinds[collection]();
  }

  /** An active agency staff member with a permission-less role of their own and TEST_PASSWORD. */
  user(): Promise<SeededUser> {
    return this.once('user', async () => {
      const { db, passwordHash } = this.env;
      const n = nextSerial();
      const role = await db
        .insertInto('roles')
        .values({ name: `Target role ${n}`, description: 'no permission' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const email = `target.${n}@example.org`;
      const user = await db
        .insertInto('users')
        .values(
          userRow({
            first_name: 'Target',
            last_name: `User ${n}`,
            email,
            current_role_id: role.id,
            password_hash: passwordHash,
          }),
        )
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
      return { ...user, email };
    });
  }

  /** A role without permissions: anyone allowed to assign roles may assign it. */
  role(): Promise<Seeded> {
    return this.once('role', () =>
      this.env.db
        .insertInto('roles')
        .values({ name: `Assignable role ${nextSerial()}`, description: 'no permission' })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow(),
    );
  }

  /** A role of no permission that requires a second factor of its holders: granting it is a step-up action. */
  roleRequiringSecondFactor(): Promise<Seeded> {
    return this.once('role requiring a second factor', () =>
      this.env.db
        .insertInto('roles')
        .values({ name: `Guarded role ${nextSerial()}`, description: 'no permission', requires_second_factor: true })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow(),
    );
  }

  /** A permission of the catalogue (seeded with the server; never changed). */
  permission(): Promise<Seeded> {
    return this.once('permission', async () => {
      const { id } = await this.env.db.selectFrom('permissions').select('id').orderBy('id').executeTakeFirstOrThrow();
      return { id, version: 1 };
    });
  }

  tpa(): Promise<Seeded> {
    return this.once('tpa', () => {
      const n = nextSerial();
      return this.env.db
        .insertInto('tpas')
        .values({
          name: `Target TPA ${n}`,
          code: `TGT-TPA-${n}`,
          email: `tpa.${n}@example.org`,
          phone: '+234 800 000 0000',
          address: '1 Marina, Lagos',
          state: 'Lagos',
          contact_person: 'A. Contact',
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
    });
  }

  ministry(): Promise<Seeded> {
    return this.once('ministry', () => {
      const n = nextSerial();
      return this.env.db
        .insertInto('ministries')
        .values({
          name: `Target ministry ${n}`,
          code: `TGT-MIN-${n}`,
          email: `ministry.${n}@example.org`,
          phone: '+234 800 000 0000',
          address: 'Federal Secretariat, Abuja',
          contact_person: 'B. Contact',
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
    });
  }

  activityLog(): Promise<Seeded> {
    return this.once('activityLog', async () => {
      const { id } = await this.env.db
        .insertInto('activity_logs')
        .values({
          causer_id: this.ownerId,
          action: 'login',
          subject_type: 'user',
          subject_id: this.ownerId,
          subject_label: 'target',
          ip_address: '127.0.0.1',
          user_agent: 'hardening',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, version: 1 };
    });
  }

  /** A list the owner may open (a view of it is theirs to save), or the users list if none. */
  openableList(): Promise<string> {
    return this.once('openableList', async () => {
      const held = await this.env.db
        .selectFrom('user_roles')
        .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('permissions.name')
        .where('user_roles.user_id', '=', this.ownerId)
        .execute();
      const owner = {
        id: this.ownerId,
        first_name: '',
        last_name: '',
        email: '',
        current_active_role_name: null,
        must_enrol_second_factor: false,
      };
      const [list = 'users'] = listsOpenableBy({
        ...owner,
        user_type: AGENCY_STAFF,
        permissions: held.map((p) => p.name),
      });
      return list;
    });
  }

  /** A personal saved view of the owner's, of a list they may open. */
  listView(): Promise<Seeded> {
    return this.once('listView', async () =>
      this.env.db
        .insertInto('list_views')
        .values({
          owner_id: this.ownerId,
          list: await this.openableList(),
          name: `Target view ${nextSerial()}`,
          state: '{}',
          visibility: 'personal',
          role_id: null,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow(),
    );
  }

  /**
   * The token of a finished export of the owner's, whose file exists and whose link is live: of a
   * list the owner may export (a download checks that again), or of the users list if none.
   */
  exportLink(): Promise<string> {
    return this.once('exportLink', async () => {
      const token = newToken();
      const [resource = 'users'] = await resourcesExportableBy(this.env.db, this.ownerId);
      const fileName = `hardening-${nextSerial()}.xlsx`;
      mkdirSync(this.env.exportDir, { recursive: true });
      writeFileSync(path.join(this.env.exportDir, fileName), 'an export file');
      await this.env.db
        .insertInto('export_jobs')
        .values({
          user_id: this.ownerId,
          resource,
          file_name: `${resource}.xlsx`,
          batch: 1,
          query: '{}',
          status: 'done',
          row_count: 1,
          file_path: fileName,
          download_token_hash: hashToken(token),
          expires_at: new Date(Date.now() + DAY_MS),
          finished_at: new Date(),
          mailed_at: new Date(),
        })
        .execute();
      this.privateObjects.push({ label: `export link of user ${this.ownerId}`, refusal: '403' });
      return token;
    });
  }

  /**
   * The public id of a live signed-in session, of the seeded user or of the owner (another than
   * the one the caller is calling in, so that ending it leaves the caller signed in).
   */
  session(whose: 'target user' | 'owner'): Promise<string> {
    return this.once(`session of ${whose}`, async () => {
      const userId = whose === 'owner' ? this.ownerId : (await this.user()).id;
      const { public_id } = await this.env.db
        .insertInto('sessions')
        .values({
          id: hashToken(newToken()),
          user_id: userId,
          csrf_token: newToken(),
          ip_address: '127.0.0.1',
          user_agent: 'hardening',
          last_activity_at: new Date(),
        })
        .returning('public_id')
        .executeTakeFirstOrThrow();
      return public_id;
    });
  }

  /** A software authenticator for the server's relying party. */
  newAuthenticator(): SoftAuthenticator {
    const rp = this.env.relyingParty;
    if (!rp) throw new Error("Passkeys need the harness's targets (they carry the server's relying party).");
    return new SoftAuthenticator({ origin: rp.origin, rpId: rp.id });
  }

  /** A registered passkey of the owner or of the seeded user, and the authenticator holding it. */
  passkey(
    whose: 'owner' | 'target user' = 'owner',
  ): Promise<{ id: number; userId: number; device: SoftAuthenticator }> {
    return this.once(`passkey of ${whose}`, async () => {
      const userId = whose === 'owner' ? this.ownerId : (await this.user()).id;
      const device = this.newAuthenticator();
      const passkey = await addPasskey(this.env.db, {
        user_id: userId,
        credential_id: device.credentialId,
        public_key: Buffer.from(device.cosePublicKey()).toString('base64url'),
        counter: 0,
        transports: ['internal'],
        user_handle: newUserHandle(),
        name: `Target passkey ${nextSerial()}`,
        created_at: new Date(),
      });
      return { id: passkey!.id, userId, device };
    });
  }

  /**
   * A bulk change of the owner's, made just now, as the product records it: a role that requires
   * a second factor taken from the seeded user (who does not hold it), so that its undo gives it
   * back, a step-up action (step-up-state.ts).
   */
  bulkChange(): Promise<number> {
    return this.once('bulkChange', async () => {
      const [user, role] = [await this.user(), await this.roleRequiringSecondFactor()];
      const { current_role_id } = await this.env.db
        .selectFrom('users')
        .select('current_role_id')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const id = await recordBulkChange(this.env.db, {
        causerId: this.ownerId,
        action: 'role_removed',
        roleId: role.id,
        at: new Date(),
        users: [{ id: user.id, before: { current_role_id }, versionAfter: user.version }],
      });
      this.privateObjects.push({ label: `bulk change of user ${this.ownerId}`, refusal: '403' });
      return id!;
    });
  }

  /** An import of the owner's, queued, of one provider staff member (its progress is the owner's alone to see). */
  importJob(): Promise<number> {
    return this.once('importJob', async () => {
      const body = {
        first_name: 'Ada',
        last_name: 'Obi',
        email: `matrix.import.${nextSerial()}@example.org`,
        user_type: 'Provider Staff' as const,
      };
      const origin = { ip: null, userAgent: null };
      const job = await recordImportJob(
        this.env.db,
        { userId: this.ownerId, fileName: 'staff.csv', mode: 'create_only', origin, now: new Date() },
        [{ row: 2, body }],
      );
      this.privateObjects.push({ label: `import of user ${this.ownerId}`, refusal: '403' });
      return job.id;
    });
  }

  /**
   * The person an access review reviews: the seeded user (whom the authority suite reshapes), with
   * the role they hold alone as the campaign's scope, so the scope is theirs (one campaign a scope may be open).
   */
  reviewedPerson(): Promise<{ user: SeededUser; name: string; roles: { id: number; name: string }[] }> {
    return this.once('reviewedPerson', async () => {
      const user = await this.user();
      const { first_name, last_name } = await this.env.db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const roles = await this.env.db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['roles.id', 'roles.name'])
        .where('user_roles.user_id', '=', user.id)
        .orderBy('roles.name')
        .execute();
      return { user, name: `${first_name} ${last_name}`, roles };
    });
  }

  /** An access review's scope holding the reviewed person alone: their role. */
  async reviewScope(): Promise<{ kind: 'role'; id: number }> {
    const { roles } = await this.reviewedPerson();
    return { kind: 'role', id: roles[0].id };
  }

  /**
   * An open access review over the reviewed person's role, as createAccessReview leaves one, whose
   * one item (that person, undecided) the owner reviews; its deadline a week away.
   */
  accessReview(): Promise<SeededAccessReview> {
    return this.once('accessReview', async () => {
      const { db } = this.env;
      const { user, name, roles } = await this.reviewedPerson();
      const review = await db
        .insertInto('access_reviews')
        .values({
          name: `Target review ${nextSerial()}`,
          scope_kind: 'role',
          scope_value: String(roles[0].id),
          scope_label: roles[0].name,
          deadline: new Date(Date.now() + 7 * DAY_MS),
          deadline_rule: 'keep',
          created_by: this.ownerId,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const items = await db
        .insertInto('access_review_items')
        .values({
          review_id: review.id,
          user_id: user.id,
          user_email: user.email,
          user_name: name,
          roles: JSON.stringify(roles),
          reviewer_id: this.ownerId,
        })
        .returning('id')
        .execute();
      return { id: review.id, itemIds: items.map((item) => item.id) };
    });
  }

  /** The owner's undecided items in their access review: theirs alone to decide, another's ids answering as no item's would. */
  accessReviewItems(): Promise<number[]> {
    return this.once('accessReviewItems', async () => {
      const { itemIds } = await this.accessReview();
      this.privateObjects.push({ label: `access review items of user ${this.ownerId}`, refusal: '422 item_ids' });
      return itemIds;
    });
  }

  /** The users list's query matching the seeded user alone (its email), with the total and fingerprint a preview answers. */
  matchingQuery(): Promise<{ search_string: string; total: number; fingerprint: string }> {
    return this.once('matchingQuery', async () => {
      const query = { search_string: (await this.user()).email };
      return { ...query, ...(await matchingSetOf(this.env.db, query, agencyToday())) };
    });
  }

  /** A live email-change token of a seeded user, as the confirmation mail to the new address would carry it. */
  emailChangeToken(): Promise<string> {
    return this.once('emailChangeToken', async () => {
      const user = await this.user();
      const token = newToken();
      await this.env.db
        .insertInto('email_changes')
        .values({
          user_id: user.id,
          new_email: `changed.${nextSerial()}@example.org`,
          token_hash: hashToken(token),
          requested_by: null,
          expires_at: new Date(Date.now() + DAY_MS),
          confirmed_at: null,
        })
        .execute();
      return token;
    });
  }

  /** A live password-reset token of a seeded user, as the reset mail would carry it. */
  resetToken(): Promise<{ token: string; email: string }> {
    return this.once('resetToken', async () => {
      const user = await this.user();
      const { token } = await issuePasswordToken(this.env.db, user.id, 'reset', new Date(), 60 * 60_000);
      return { token, email: user.email };
    });
  }
}
