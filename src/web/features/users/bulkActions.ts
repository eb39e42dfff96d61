import { Intent } from '@blueprintjs/core';
import { BULK_MATCHING_MAX_USERS } from '../../../shared/constants';
import type {
  ChangeMatchingUsersRoleApiArg,
  ChangeUsersRoleApiArg,
  MatchingUsers,
  MatchingUsersQuery,
  Option,
  SetMatchingUsersStatusApiArg,
  SetUsersStatusApiArg,
} from '../../api/generated';
import { usersCount } from '../../components/usersCount';

/** The server changes at most BULK_MATCHING_MAX_USERS by query (docs/lists.md, Selection): the step says so and cannot be confirmed. */
export const tooManyMatching = (preview: MatchingUsers | undefined) =>
  preview !== undefined && preview.total > BULK_MATCHING_MAX_USERS;

export type BulkActionName = 'activate' | 'deactivate' | 'assign' | 'remove';

/** The call a confirmed bulk action makes: a status change, or a role change, on the ids or on every user matching. */
export type BulkRequest =
  | { operation: 'setUsersStatus'; arg: SetUsersStatusApiArg }
  | { operation: 'changeUsersRole'; arg: ChangeUsersRoleApiArg }
  | { operation: 'setMatchingUsersStatus'; arg: SetMatchingUsersStatusApiArg }
  | { operation: 'changeMatchingUsersRole'; arg: ChangeMatchingUsersRoleApiArg };

/** Who a bulk action acts on: the selected ids, or every user the list's query matches (as its preview answered). */
export type BulkTargets = { ids: number[] } | { matching: MatchingUsersQuery };

export interface BulkAction {
  button: string;
  intent: Intent;
  /** Needs a role picked in the confirm step. */
  needsRole: boolean;
  question: (count: number) => string;
  explanation?: string;
  confirm: (count: number) => string;
  request: (targets: BulkTargets, role: Option | null) => BulkRequest;
  /** What changed, from the server's count of changed users (BulkResult.updated). */
  done: (updated: number, selected: number, role: Option | null) => string;
}

const statusChange = (targets: BulkTargets, status: 'active' | 'inactive'): BulkRequest =>
  'ids' in targets
    ? { operation: 'setUsersStatus', arg: { usersStatusChange: { ids: targets.ids, status } } }
    : {
        operation: 'setMatchingUsersStatus',
        arg: { matchingUsersStatusChange: { matching: targets.matching, status } },
      };

const roleChange = (targets: BulkTargets, role: Option | null, action: 'assign' | 'remove'): BulkRequest => {
  const role_id = Number(role?.item_value);
  return 'ids' in targets
    ? { operation: 'changeUsersRole', arg: { usersRoleChange: { ids: targets.ids, role_id, action } } }
    : {
        operation: 'changeMatchingUsersRole',
        arg: { matchingUsersRoleChange: { matching: targets.matching, role_id, action } },
      };
};

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
    request: (targets) => statusChange(targets, 'active'),
    done: (updated, selected) => `Activated ${usersCount(updated)}${unchanged(updated, selected, 'unchanged')}.`,
  },
  deactivate: {
    button: 'Deactivate',
    intent: Intent.DANGER,
    needsRole: false,
    question: (n) => `Deactivate ${usersCount(n)}?`,
    explanation: 'Deactivated users are signed out at once and cannot sign in until they are activated again.',
    confirm: (n) => `Deactivate ${usersCount(n)}`,
    request: (targets) => statusChange(targets, 'inactive'),
    done: (updated, selected) => `Deactivated ${usersCount(updated)}${unchanged(updated, selected, 'unchanged')}.`,
  },
  assign: {
    button: 'Assign role',
    intent: Intent.PRIMARY,
    needsRole: true,
    question: (n) => `Assign a role to ${usersCount(n)}?`,
    confirm: (n) => `Assign to ${usersCount(n)}`,
    request: (targets, role) => roleChange(targets, role, 'assign'),
    done: (updated, selected, role) =>
      `Assigned ${role?.item_text} to ${usersCount(updated)}${unchanged(updated, selected, 'already had it')}.`,
  },
  remove: {
    button: 'Remove role',
    intent: Intent.DANGER,
    needsRole: true,
    question: (n) => `Remove a role from ${usersCount(n)}?`,
    confirm: (n) => `Remove from ${usersCount(n)}`,
    request: (targets, role) => roleChange(targets, role, 'remove'),
    done: (updated, selected, role) =>
      `Removed ${role?.item_text} from ${usersCount(updated)}${unchanged(updated, selected, 'did not have it')}.`,
  },
};
