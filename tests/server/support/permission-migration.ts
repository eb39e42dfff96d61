import { migrations, type DatabaseKind } from '../../../src/server/db/connect';
import { migrateOnly, migrationsUpTo, unmigratedDatabase } from './databases';

/**
 * What a migration that adds permissions grants, on a database as the release before it left it:
 * a catalogue of two permissions, the Super Admin role holding one, a role holding both ("Full
 * copy") and one holding one ("Readers"). Answers "permission: role" for every holder of `added`
 * and the catalogue's last names in id order, after running migrations up to `migration`.
 */
export async function grantsOfPermissionMigration(
  kind: DatabaseKind,
  migration: string,
  added: readonly string[],
): Promise<{ holders: string[]; lastInCatalogue: { name: string; group: string }[] }> {
  const database = await unmigratedDatabase(kind);
  try {
    const previous = Object.keys(migrations)
      .filter((name) => name < migration)
      .at(-1)!;
    await migrateOnly(database.db, migrationsUpTo(previous));
    const { db } = database;
    const permissions = await db
      .insertInto('permissions')
      .values(['list users', 'manage tpas'].map((name) => ({ name, group: 'users', description: name })))
      .returning(['id', 'name'])
      .execute();
    const roles: Record<string, string[]> = {
      'Super Admin': ['list users'],
      'Full copy': ['list users', 'manage tpas'],
      Readers: ['list users'],
    };
    for (const [name, held] of Object.entries(roles)) {
      const { id } = await db
        .insertInto('roles')
        .values({ name, description: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('role_permissions')
        .values(permissions.filter((p) => held.includes(p.name)).map((p) => ({ role_id: id, permission_id: p.id })))
        .execute();
    }
    await migrateOnly(db, migrationsUpTo(migration));
    const holders = await db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['permissions.name as permission', 'roles.name as role'])
      .where('permissions.name', 'in', added)
      .orderBy('permissions.name')
      .orderBy('roles.name')
      .execute();
    const catalogue = await db.selectFrom('permissions').select(['name', 'group']).orderBy('id').execute();
    return {
      holders: holders.map((row) => `${row.permission}: ${row.role}`),
      lastInCatalogue: catalogue.slice(-added.length),
    };
  } finally {
    await database.close();
  }
}
