import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type {
  ActivityLog,
  Permission,
  PermissionEntry,
  PermissionGroup,
  PermissionList,
  Role,
  RoleList,
} from '../../../../src/web/api/generated';
import { activityEntry, paginationOf } from '../../support/listAnswers';

interface PermissionSchema {
  enum: Permission[];
  'x-permission-catalogue': Record<Permission, { group: PermissionGroup; description: string }>;
}

const contract = parse(readFileSync(path.resolve(__dirname, '../../../../openapi/openapi.yaml'), 'utf8')) as {
  components: { schemas: { Permission: PermissionSchema } };
};
const { Permission: schema } = contract.components.schemas;

/** The permissions catalogue as GET /api/permissions answers it: the contract's, in its order. */
export const CATALOGUE: PermissionEntry[] = schema.enum.map((name, i) => ({
  id: i + 1,
  name,
  ...schema['x-permission-catalogue'][name],
}));

export const catalogueList = (): PermissionList => ({
  permissions: CATALOGUE,
  no_of_batches: 1,
  pagination: paginationOf(CATALOGUE.length, { perPage: 500 }),
});

/** A role as GET /api/roles/{id} answers; `id` makes each one distinct. */
export function role(id: number, overrides: Partial<Role> = {}): Role {
  return {
    id,
    name: `Role ${id}`,
    description: `Description of role ${id}`,
    permissions: ['list users', 'view users'],
    requires_second_factor: false,
    users_count: 2,
    created_at: '2026-01-15T23:30:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export const roleList = (roles: Role[]): RoleList => ({
  roles,
  no_of_batches: 1,
  pagination: paginationOf(roles.length),
});

/** An activity-log entry about role `subjectId`. */
export function roleHistoryEntry(id: number, subjectId: number, overrides: Partial<ActivityLog> = {}): ActivityLog {
  return activityEntry(id, {
    subject_type: 'role',
    subject_id: subjectId,
    subject_label: `Role ${subjectId}`,
    changes: { before: { permissions: ['list users'] }, after: { permissions: ['list users', 'update users'] } },
    ...overrides,
  });
}
