import { LIST_DECLARATIONS } from '../../shared/lists/all-lists';
import { activityLogsList } from '../activity-logs/activity-logs-list';
import { holdsPermissionOf } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import { listOperations, type Access } from '../contract';
import type { ListDefinition } from '../lists/engine';
import type { Schema } from '../operations';
import { ministriesList, tpasList } from '../organisations/organisation-lists';
import { rolesList } from '../roles/roles-list';
import { usersList } from '../users/users-list';

/** A list whose views can be saved: the contract's ListViewList, a list screen's records key. */
export type ViewableList = Schema<'ListViewList'>;

/** Each list a screen shows, with the server list its views are checked against (a contract test keeps the keys equal). */
export const VIEWABLE_LISTS: Readonly<Record<ViewableList, ListDefinition<never, unknown>>> = {
  users: usersList,
  roles: rolesList,
  tpas: tpasList,
  ministries: ministriesList,
  activity_logs: activityLogsList,
};

/** Whether a stored list name is one this build offers views of. */
export const isViewableList = (list: string): list is ViewableList => Object.hasOwn(VIEWABLE_LISTS, list);

/** Who may open a list: the access of its own list call in the contract. */
function accessOf(list: ViewableList): Access {
  const declaration = LIST_DECLARATIONS.find((d) => d.recordsKey === list);
  const operation = listOperations().find((op) => op.operationId === declaration?.operationId);
  return operation?.access ?? { kind: 'denied' };
}

/** Whether the principal may open the list, and so see and save its views. */
export function mayOpenList(principal: Principal, list: ViewableList): boolean {
  return holdsPermissionOf(accessOf(list), principal);
}

/** The lists the principal may open now. */
export function listsOpenableBy(principal: Principal): ViewableList[] {
  return (Object.keys(VIEWABLE_LISTS) as ViewableList[]).filter((list) => mayOpenList(principal, list));
}
