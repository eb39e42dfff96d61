import type { Role, RoleInput } from '../../api/generated';

/** The editor's fields, as the server names them in a 422. */
export const ROLE_FORM_FIELDS = ['name', 'description', 'permissions'] as const;
export type RoleFormField = (typeof ROLE_FORM_FIELDS)[number];

export const EMPTY_ROLE: RoleInput = { name: '', description: '', permissions: [] };

export const roleFormOf = (role: Role): RoleInput => ({
  name: role.name,
  description: role.description,
  permissions: role.permissions,
});
