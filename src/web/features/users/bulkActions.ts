import { Intent } from '@blueprintjs/core';
import type { Option, SetUsersStatusApiArg, ChangeUsersRoleApiArg } from '../../api/generated';
import { usersCount } from '../../components/usersCount';

export type BulkActionName = 'activate' | 'deactivate' | 'assign' | 'remove';

/** The call a confirmed bulk action makes: a status change, or a role change. */
export type BulkRequest =
  | { operation: 'setUsersStatus'; arg: SetUsersStatusApiArg }
  | { operation: 'changeUsersRole'; arg: ChangeUsersRoleApiArg };

export interface BulkAction {
  button: string;
  intent: Intent;
  /** Needs a role picked in the confirm step. */
  needsRole: boolean;
  question: (count: number) => string;
  explanation?: string;
  confirm: (count: number) => string;
  request: (ids: number[], role: Option | null) => BulkRequest;
  /** What changed, from the server's count of changed users (BulkResult.updated). */
  done: (updated: number, selected: number, role: Option | null) => string;
}

const roleChange = (ids: number[], role: Option | null, action: 'assign' | 'remove'): BulkRequest => ({
  operation: 'changeUsersRole',
  arg: { usersRoleChange: { ids, role_id: Number(role?.item_value), action } },
});

const unchanged = (updated: number, selected: number, what: string) =>
  updated < selected ? `; ${selected - updated} ${what}` : '';

/** Activate, Deactivate, Assign role, Remove role on the selected rows (docs/records.md, Users and accounts). */
export const BULK_ACTIONS: Record<BulkActionName, BulkAction> = {
  activate: {
    button: 'Activate',
    intent: Intent.SUCCESS,
    needsRole: false,
    question: (n) => `Activate ${usersCount(n)}?`,
    explanation: 'Activated users can sign in again; those who never set a password stay pending until they do.',
    confirm: (n) => `Activate ${usersCount(n)}`,
    request: (ids) => ({ operation: 'setUsersStatus', arg: { usersStatusChange: { ids, status: 'active' } } }),
    done: (updated, selected) => `Activated ${usersCount(updated)}${unchanged(updated, selected, 'unchanged')}.`,
  },
  deactivate: {
    button: 'Deactivate',
    intent: Intent.DANGER,
    needsRole: false,
    question: (n) => `Deactivate ${usersCount(n)}?`,
    explanation: 'Deactivated users are signed out at once and cannot sign in until they are activated again.',
    confirm: (n) => `Deactivate ${usersCount(n)}`,
    request: (ids) => ({ operation: 'setUsersStatus', arg: { usersStatusChange: { ids, status: 'inactive' } } }),
    done: (updated, selected) => `Deactivated ${usersCount(updated)}${unchanged(updated, selected, 'unchanged')}.`,
  },
  assign: {
    button: 'Assign role',
    intent: Intent.PRIMARY,
    needsRole: true,
    question: (n) => `Assign a role to ${usersCount(n)}?`,
    confirm: (n) => `Assign to ${usersCount(n)}`,
    request: (ids, role) => roleChange(ids, role, 'assign'),
    done: (updated, selected, role) =>
      `Assigned ${role?.item_text} to ${usersCount(updated)}${unchanged(updated, selected, 'already had it')}.`,
  },
  remove: {
    button: 'Remove role',
    intent: Intent.DANGER,
    needsRole: true,
    question: (n) => `Remove a role from ${usersCount(n)}?`,
    confirm: (n) => `Remove from ${usersCount(n)}`,
    request: (ids, role) => roleChange(ids, role, 'remove'),
    done: (updated, selected, role) =>
      `Removed ${role?.item_text} from ${usersCount(updated)}${unchanged(updated, selected, 'did not have it')}.`,
  },
};
