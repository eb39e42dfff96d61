import { matchRoutes } from 'react-router-dom';
import type { Permission } from '../../../src/web/api/generated';
import { buildRoutes } from '../../../src/web/app/buildRoutes';
import type { GuardRule } from '../../../src/web/app/guard/accessRules';
import { panelNavigation } from '../../../src/web/app/navigation';
import { isRouteHandle, requirementOf, titleOf } from '../../../src/web/app/routeHandle';
import { routeTable } from '../../../src/web/app/routes';

const routes = buildRoutes();

function requirementAt(path: string) {
  const matches = matchRoutes(routes, path);
  if (!matches) throw new Error(`No route matches ${path}`);
  return { ...requirementOf(matches.map((m) => m.route.handle)), title: titleOf(matches.map((m) => m.route.handle)) };
}

describe('route table (routes and their permissions)', () => {
  it.each<[string, GuardRule, Permission[], string]>([
    ['/', 'login', [], 'Sign in'],
    ['/password/email', 'passwordRecovery', [], 'Reset your password'],
    ['/password/reset/abc123?email=a%40b.example', 'passwordRecovery', [], 'Choose a new password'],
    ['/email/confirm/abc123', 'open', [], 'Confirm your new email address'],
    ['/select-service', 'selectService', [], 'Select a service'],
    ['/admin-panel/users', 'open', [], 'Users'],
    ['/agency-panel/users', 'agencyPanel', ['list users'], 'Users'],
    ['/agency-panel/user-activity-logs', 'agencyPanel', ['list users'], 'User activity logs'],
    ['/agency-panel/users/12', 'agencyPanel', ['view users'], 'View user'],
    ['/agency-panel/users/create/Agency%20Staff', 'agencyPanel', ['create staff'], 'Create user'],
    ['/agency-panel/users/12/edit', 'agencyPanel', ['update users'], 'Edit user'],
    ['/agency-panel/users/import', 'agencyPanel', ['import users'], 'Import users'],
    ['/agency-panel/roles', 'agencyPanel', ['list roles'], 'Roles'],
    ['/agency-panel/roles/create', 'agencyPanel', ['create roles'], 'Create role'],
    ['/agency-panel/roles/3', 'agencyPanel', ['view roles'], 'View role'],
    ['/agency-panel/roles/3/edit', 'agencyPanel', ['update roles'], 'Edit role'],
    ['/agency-panel/tpas', 'agencyPanel', ['manage tpas'], 'TPAs'],
    ['/agency-panel/tpas/create', 'agencyPanel', ['manage tpas'], 'Create TPA'],
    ['/agency-panel/tpas/4', 'agencyPanel', ['manage tpas'], 'View TPA'],
    ['/agency-panel/tpas/4/edit', 'agencyPanel', ['manage tpas'], 'Edit TPA'],
    ['/agency-panel/ministries', 'agencyPanel', ['manage ministries'], 'Ministries'],
    ['/agency-panel/ministries/create', 'agencyPanel', ['manage ministries'], 'Create ministry'],
    ['/agency-panel/ministries/5', 'agencyPanel', ['manage ministries'], 'View ministry'],
    ['/agency-panel/ministries/5/edit', 'agencyPanel', ['manage ministries'], 'Edit ministry'],
    ['/agency-panel/access-reviews', 'agencyPanel', ['manage access reviews'], 'Access reviews'],
    ['/agency-panel/access-reviews/create', 'agencyPanel', ['manage access reviews'], 'Start a review'],
    ['/agency-panel/access-reviews/4', 'agencyPanel', ['manage access reviews'], 'View access review'],
    ['/agency-panel/my-reviews', 'agencyPanel', ['manage access reviews'], 'My reviews'],
    ['/agency-panel/my-reviews/4', 'agencyPanel', ['manage access reviews'], 'Review access'],
    ['/agency-panel/exports', 'agencyPanel', [], 'My exports'],
  ])('should guard %s as %s needing %j', (path, rule, permissions, title) => {
    expect(requirementAt(path.split('?')[0])).toEqual({ rule, permissions, title });
  });

  // useCanOpen answers once per address shape, ids set to 0: right only while no route names a number.
  it('should name no numeric segment in any route, so addresses differing in ids ask the same', () => {
    const numeric: string[] = [];
    const visit = (list: typeof routes) =>
      list.forEach((route) => {
        if (
          String(route.path ?? '')
            .split('/')
            .some((segment) => /^\d+$/.test(segment))
        )
          numeric.push(String(route.path));
        visit(route.children ?? []);
      });
    visit(routes);
    expect(numeric).toEqual([]);
    expect(requirementAt('/agency-panel/users/0/edit')).toEqual(requirementAt('/agency-panel/users/12/edit'));
  });

  it('should give every route of the table a title', () => {
    const untitled: string[] = [];
    const visit = (list: typeof routes) =>
      list.forEach((route) => {
        if (route.id !== 'root' && !isRouteHandle(route.handle)) untitled.push(String(route.path));
        visit(route.children ?? []);
      });
    visit(routes);
    expect(untitled).toEqual([]);
  });

  it('should list the seven panel sections with the permission of the screen each opens', () => {
    const items = panelNavigation(routeTable).map(({ label, to, permission }) => ({ label, to, permission }));
    expect(items).toEqual([
      { label: 'Users', to: '/agency-panel/users', permission: 'list users' },
      { label: 'Roles', to: '/agency-panel/roles', permission: 'list roles' },
      { label: 'Activity logs', to: '/agency-panel/user-activity-logs', permission: 'list users' },
      { label: 'TPAs', to: '/agency-panel/tpas', permission: 'manage tpas' },
      { label: 'Ministries', to: '/agency-panel/ministries', permission: 'manage ministries' },
      { label: 'Access reviews', to: '/agency-panel/access-reviews', permission: 'manage access reviews' },
      { label: 'My reviews', to: '/agency-panel/my-reviews', permission: 'manage access reviews' },
    ]);
  });
});
