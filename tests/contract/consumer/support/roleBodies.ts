import { MatchersV3 } from '@pact-foundation/pact';
import { oneOfContractEnum } from './contractEnums';
import { anInstant } from './matchers';

const { eachLike, integer, like, regex } = MatchersV3;

/** One permission name of the contract's catalogue. */
export const permissionName = (example: string) => regex(oneOfContractEnum('Permission'), example);

/**
 * A role as the screens render it (the contract's Role). Loose: any values of the right types;
 * the states' roles hold at least one permission.
 */
export function roleBody(example: { name: string; description: string; permission: string }) {
  return {
    id: integer(5),
    name: like(example.name),
    description: like(example.description),
    permissions: eachLike(permissionName(example.permission)),
    users_count: integer(0),
    created_at: anInstant(),
    updated_at: anInstant(),
    version: integer(1),
  };
}

/** A catalogue entry (the contract's PermissionEntry), as the editor, the view and the matrix group them. */
export const permissionEntryBody = {
  id: integer(1),
  name: permissionName('list users'),
  group: regex(oneOfContractEnum('PermissionGroup'), 'users'),
  description: like('See the users list and the user activity log'),
};
