import type { AppContext, OperationHandlers } from '../context';

/** Password request and reset (issue 5). */
export function passwordHandlers(_ctx: AppContext): OperationHandlers {
  return {};
}
