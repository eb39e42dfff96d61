import { permissionCatalogue } from '../../../../src/server/contract';
import { AGENCY_STAFF } from '../../../../src/shared/constants';
import { userRow } from '../../support/user-rows';
import { nextSerial } from './schema-sample';
import { Targets, type Seeded, type SeededUser, type TargetsEnv } from './targets';

/** The kinds of record a request can name, by its path's {id} or a reference field of its body. */
export type RecordKind = 'user' | 'role' | 'tpa' | 'ministry';
export type OrganisationKind = 'tpa' | 'ministry';

export const ORGANISATIONS = {
  tpa: { field: 'tpa_id', table: 'tpas', userType: 'TPA Staff', permission: 'manage tpas' },
  ministry: { field: 'ministry_id', table: 'ministries', userType: 'Ministry Staff', permission: 'manage ministries' },
} as const;

/** Who the seeded user is: an agency user holding no permission or every one, or a member of an organisation. */
export type UserShape =
  { permissions: 'none' | 'every' } | { member: OrganisationKind; status: 'active' | 'suspended' };

/** What the seeded role is: without permissions, holding every one, or without permissions but held by a user holding every one. */
export type RoleShape = 'none' | 'every' | 'held by a user with every permission';

export interface TargetShape {
  user?: UserShape;
  role?: RoleShape;
}

const everyPermission = () => permissionCatalogue().map((p) => p.name);

/**
 * The ordinary targets of valid-request.ts, with the user or role an operation acts on reshaped:
 * one holding more permissions than the caller, or a member of an organisation in a given status.
 * Seeded once per request, like Targets' own objects.
 */
export class AuthorityTargets extends Targets {
  private readonly shaped = new Map<string, Promise<unknown>>();

  constructor(
    private readonly seedEnv: TargetsEnv,
    ownerId: number,
    private readonly shape: TargetShape,
  ) {
    super(seedEnv, ownerId);
  }

  private shapedOnce<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.shaped.has(key)) this.shaped.set(key, make());
    return this.shaped.get(key) as Promise<T>;
  }

  override user(): Promise<SeededUser> {
    const { user } = this.shape;
    if (!user) return super.user();
    return this.shapedOnce('user', async () => {
      if ('permissions' in user)
        return this.seedUser({
          roleId: (await this.seedRole(user.permissions === 'every' ? everyPermission() : [])).id,
        });
      const organisationId = await this.organisation(user.member, user.status);
      return this.seedUser({ roleId: (await this.seedRole([])).id, member: { kind: user.member, id: organisationId } });
    });
  }

  override role(): Promise<Seeded> {
    const { role } = this.shape;
    if (!role || role === 'none') return super.role();
    return this.shapedOnce('role', async () => {
      if (role === 'every') return this.seedRole(everyPermission());
      const held = await this.seedRole([]);
      const holder = await this.seedUser({ roleId: (await this.seedRole(everyPermission())).id });
      await this.seedEnv.db.insertInto('user_roles').values({ user_id: holder.id, role_id: held.id }).execute();
      return held;
    });
  }

  /** A fresh organisation of the kind, in the given status. */
  async organisation(kind: OrganisationKind, status: 'active' | 'suspended'): Promise<number> {
    const n = nextSerial();
    const values = {
      name: `Authority ${kind} ${n}`,
      code: `AUTH-${n}`,
      email: `authority.${n}@example.org`,
      phone: '+234 800 000 0000',
      address: '1 Marina, Lagos',
      contact_person: 'A. Contact',
      status,
      ...(kind === 'tpa' && { state: 'Lagos' }),
    };
    return (
      await this.seedEnv.db
        .insertInto(ORGANISATIONS[kind].table)
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  private seedRole(permissions: string[]): Promise<Seeded> {
    return this.seedEnv.db.transaction().execute(async (trx) => {
      const role = await trx
        .insertInto('roles')
        .values({ name: `Authority role ${nextSerial()}`, description: `${permissions.length} permissions` })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      const ids =
        permissions.length === 0
          ? []
          : await trx.selectFrom('permissions').select('id').where('name', 'in', permissions).execute();
      if (ids.length > 0)
        await trx
          .insertInto('role_permissions')
          .values(ids.map(({ id }) => ({ role_id: role.id, permission_id: id })))
          .execute();
      return role;
    });
  }

  /** An active user holding the role: agency staff, or a member of the organisation. */
  private async seedUser(options: {
    roleId: number;
    member?: { kind: OrganisationKind; id: number };
  }): Promise<SeededUser> {
    const n = nextSerial();
    const email = `authority.${n}@example.org`;
    const { member } = options;
    const user = await this.seedEnv.db
      .insertInto('users')
      .values(
        userRow({
          first_name: 'Authority',
          last_name: `Target ${n}`,
          email,
          user_type: member ? ORGANISATIONS[member.kind].userType : AGENCY_STAFF,
          tpa_id: member?.kind === 'tpa' ? member.id : null,
          ministry_id: member?.kind === 'ministry' ? member.id : null,
          current_role_id: options.roleId,
          password_hash: this.seedEnv.passwordHash,
        }),
      )
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    await this.seedEnv.db.insertInto('user_roles').values({ user_id: user.id, role_id: options.roleId }).execute();
    return { ...user, email };
  }
}
