import { matchRoutes } from 'react-router-dom';
import { buildRoutes } from '../../../src/web/app/buildRoutes';
import { paths } from '../../../src/web/app/paths';
import { titleOf } from '../../../src/web/app/routeHandle';

const routes = buildRoutes();

/** The title of the route the router opens at this address. */
function titleAt(address: string) {
  const matches = matchRoutes(routes, address);
  if (!matches) throw new Error(`No route matches ${address}`);
  return titleOf(matches.map((match) => match.route.handle));
}

describe('route addresses (paths.ts)', () => {
  it.each([
    [paths.users.view(12), '/agency-panel/users/12', 'View user'],
    [paths.users.edit(12), '/agency-panel/users/12/edit', 'Edit user'],
    [paths.users.create('Agency Staff'), '/agency-panel/users/create/Agency%20Staff', 'Create user'],
    [paths.users.import, '/agency-panel/users/import', 'Import users'],
    [paths.roles.view(3), '/agency-panel/roles/3', 'View role'],
    [paths.roles.edit(3), '/agency-panel/roles/3/edit', 'Edit role'],
    [paths.roles.matrix, '/agency-panel/roles/matrix', 'Permission matrix'],
    [paths.roles.create, '/agency-panel/roles/create', 'Create role'],
    [paths.tpas.view(4), '/agency-panel/tpas/4', 'View TPA'],
    [paths.tpas.edit(4), '/agency-panel/tpas/4/edit', 'Edit TPA'],
    [paths.ministries.create, '/agency-panel/ministries/create', 'Create ministry'],
    [paths.ministries.edit(5), '/agency-panel/ministries/5/edit', 'Edit ministry'],
    [paths.accessReviews.create, '/agency-panel/access-reviews/create', 'Start a review'],
    [paths.accessReviews.view(6), '/agency-panel/access-reviews/6', 'View access review'],
    [paths.myReviews.review(6), '/agency-panel/my-reviews/6', 'Review access'],
  ])('should build %s as %s, which opens %s', (address, expected, title) => {
    expect(address).toBe(expected);
    expect(titleAt(address)).toBe(title);
  });
});
