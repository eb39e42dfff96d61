import { screen, within } from '@testing-library/react';
import type { Permission, RoleMatrix } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { CATALOGUE } from './support/roles';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const matrix: RoleMatrix = {
  permissions: CATALOGUE,
  roles: [
    {
      id: 1,
      name: 'Auditor',
      permissions: ['list users', 'view users', 'list roles', 'view roles'],
      requires_second_factor: false,
    },
    { id: 2, name: 'Facility Officer', permissions: [], requires_second_factor: false },
    { id: 3, name: 'Super Admin', permissions: CATALOGUE.map((p) => p.name), requires_second_factor: true },
  ],
};

async function openMatrix(permissions?: Permission[]) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf(permissions && { permissions })),
    'GET /api/roles/matrix': () => json(200, matrix),
  });
  renderApp(['/agency-panel/roles/matrix']);
  return screen.findByRole('table', { name: 'Permission matrix' });
}

/** The permission cells of a row, then its second-factor cell. */
const marks = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => ({ Granted: '✓', Required: '🔒' })[cell.textContent ?? ''] ?? '·')
    .join('');

describe('<RoleMatrixScreen>', () => {
  it('should show every permission as a column under its group, and every role as a row', async () => {
    const table = await openMatrix();
    const [groupRow, permissionRow] = within(table).getAllByRole('row');
    const groups = within(groupRow).getAllByRole('columnheader').slice(1);
    expect(
      groups.map((th) => [th.textContent, th.getAttribute('colspan') ?? `rows ${th.getAttribute('rowspan')}`]),
    ).toEqual([
      ['Users', '6'],
      ['Roles', '4'],
      ['TPAs', '1'],
      ['Ministries', '1'],
      ['Lists', '1'],
      ['Second factor', 'rows 2'],
    ]);
    const permissions = within(permissionRow).getAllByRole('columnheader');
    // Grouped: a permission added to a group later (import users, manage access reviews) sits with its group.
    expect(permissions.map((th) => th.textContent)).toEqual([
      'list users',
      'view users',
      'create staff',
      'update users',
      'import users',
      'manage access reviews',
      'list roles',
      'create roles',
      'view roles',
      'update roles',
      'manage tpas',
      'manage ministries',
      'share list views',
    ]);
    expect(permissions[0].getAttribute('title')).toBe('See the users list and the user activity log');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Auditor', 'Facility Officer', 'Super Admin', 'Roles granting it']);
  });

  it("should mark each role's permissions and whether it requires a second factor, and count the roles of each", async () => {
    const table = await openMatrix();
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(marks(row('Auditor'))).toBe('✓✓····✓·✓·····');
    expect(marks(row('Facility Officer'))).toBe('··············');
    expect(marks(row('Super Admin'))).toBe('✓✓✓✓✓✓✓✓✓✓✓✓✓🔒');
    expect(
      within(row('Roles granting it'))
        .getAllByRole('cell')
        .map((td) => td.textContent)
        .join(' '),
    ).toBe('2 2 1 1 1 1 2 1 2 1 1 1 1 1');
  });

  it('should keep both header rows and the role column in place while it scrolls', async () => {
    const table = await openMatrix();
    expect(table.closest('.role-matrix-scroll')).toBeTruthy();
    expect(table.querySelector('thead tr.role-matrix-groups')).toBeTruthy();
    expect(table.querySelector('thead tr.role-matrix-permissions')).toBeTruthy();
  });

  it('should open a role from its name only for a user who may view roles', async () => {
    const table = await openMatrix(['list roles', 'view roles']);
    expect(within(table).getByRole('link', { name: 'Auditor' }).getAttribute('href')).toBe('/agency-panel/roles/1');
    fetchStub.restore();
    document.body.innerHTML = '';
    const plain = await openMatrix(['list roles']);
    expect(within(plain).queryByRole('link', { name: 'Auditor' })).toBeNull();
  });
});
