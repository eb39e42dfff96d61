import type { AppContext, OperationHandlers } from '../context';

/** Roles and the permission catalogue (issue 5). */
export function roleHandlers(_ctx: AppContext): OperationHandlers {
  return {};
}
