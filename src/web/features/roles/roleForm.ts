import { requiresSecondFactorByDefault } from '../../../shared/second-factor';
import type { Role, RoleInput } from '../../api/generated';

/** The editor's fields, as the server names them in a 422. */
export const ROLE_FORM_FIELDS = ['name', 'description', 'permissions', 'requires_second_factor'] as const;
export type RoleFormField = (typeof ROLE_FORM_FIELDS)[number];

/** A new role's second-factor setting is left unset: it follows the permissions until the user sets it. */
export const EMPTY_ROLE: RoleInput = { name: '', description: '', permissions: [] };

/** An edited role's setting is its own: ticking permissions never changes it. */
export const roleFormOf = (role: Role): RoleInput => ({
  name: role.name,
  description: role.description,
  permissions: role.permissions,
  requires_second_factor: role.requires_second_factor,
});

/** Whether the role will require a second factor: as the user set it, else the default for its permissions. */
export const requiresSecondFactorIn = (values: RoleInput): boolean =>
  values.requires_second_factor ?? requiresSecondFactorByDefault(values.permissions);

/** What is sent: the setting as the switch shows it, so the server stores what the user saw. */
export const roleInputOf = (values: RoleInput): RoleInput => ({
  ...values,
  requires_second_factor: requiresSecondFactorIn(values),
});
