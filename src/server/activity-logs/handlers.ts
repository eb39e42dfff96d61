import type { AppContext, OperationHandlers } from '../context';

/** The activity log's list, export and detail (issue 5). */
export function activityLogHandlers(_ctx: AppContext): OperationHandlers {
  return {};
}
