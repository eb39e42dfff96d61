import type { Targets } from './targets';

/**
 * What makes each conditional step-up operation's valid request one that needs a second factor
 * (docs/security.md, Step-up), merged over its sampled body: a role's permissions changed (to one
 * every caller reaching the operation holds), a role that requires a second factor granted, users
 * deactivated in bulk (by ids or by the list's query). The others need one whatever they are sent (an edit of another user's email
 * among them: the sampled body gives a new address).
 */
export const STEP_UP_BODIES: Record<string, (targets: Targets) => Promise<Record<string, unknown>>> = {
  updateRole: async () => ({ permissions: ['update roles'] }),
  createUser: async (targets) => ({ role_ids: [(await targets.roleRequiringSecondFactor()).id] }),
  updateUser: async (targets) => ({ role_ids: [(await targets.roleRequiringSecondFactor()).id] }),
  changeUsersRole: async (targets) => ({ action: 'assign', role_id: (await targets.roleRequiringSecondFactor()).id }),
  setUsersStatus: async () => ({ status: 'inactive' }),
  changeMatchingUsersRole: async (targets) => ({
    action: 'assign',
    role_id: (await targets.roleRequiringSecondFactor()).id,
  }),
  setMatchingUsersStatus: async () => ({ status: 'inactive' }),
  // The undo's bulk change (Targets.bulkChange) took away a role that requires a second factor: its undo gives it back.
};
