import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { describedText, lastBody } from '../support/forms';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { catalogueList, role } from './support/roles';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

function backend(create: FetchHandler) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf()),
    'GET /api/permissions': () => json(200, catalogueList()),
    'POST /api/roles': create,
    'GET /api/roles/9': () => json(200, role(9, { name: 'Claims Reviewer', permissions: ['view users'] })),
    'GET /api/roles/9/history': () => json(200, historyPage([])),
  });
}

async function openCreate() {
  const user = userEvent.setup();
  const rendered = renderApp(['/agency-panel/roles/create']);
  await screen.findByRole('heading', { name: 'Create role' });
  await screen.findByRole('group', { name: 'Permissions' });
  await screen.findByRole('checkbox', { name: /^list users/ });
  return { user, ...rendered };
}

const permissionGroups = () => screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');

describe('<RoleForm> on the create screen', () => {
  it('should show the permissions grouped as users, roles, TPAs, ministries and lists, each with its description', async () => {
    backend(() => json(201, role(9)));
    await openCreate();
    const groups = permissionGroups();
    expect(
      groups.map((group) =>
        within(group)
          .getByRole('checkbox', { name: /^Every/ })
          .getAttribute('aria-label'),
      ),
    ).toEqual([
      'Every Users permission',
      'Every Roles permission',
      'Every TPAs permission',
      'Every Ministries permission',
      'Every Lists permission',
    ]);
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('checkbox')
        .slice(1)
        .map((box) => box.closest('label')?.querySelector('.role-permission-name')?.textContent);
    expect(names(groups[0])).toEqual([
      'list users',
      'view users',
      'create staff',
      'update users',
      'import users',
      'manage access reviews',
    ]);
    expect(names(groups[2])).toEqual(['manage tpas']);
    expect(names(groups[4])).toEqual(['share list views']);
    const checkbox = screen.getByRole('checkbox', { name: /^update roles/ });
    expect(
      checkbox
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Edit roles and their permissions']);
  });

  it('should tick a whole group at once and send name, description and the chosen permissions, then open the new role', async () => {
    backend(() => json(201, role(9, { name: 'Claims Reviewer', permissions: ['view users'] })));
    const { user, router } = await openCreate();
    await user.type(screen.getByLabelText('Name'), 'Claims Reviewer');
    await user.type(screen.getByLabelText('Description'), 'Reviews claims');
    await user.click(screen.getByRole('checkbox', { name: 'Every Roles permission' }));
    expect(within(permissionGroups()[1]).getByText('4 of 4')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /^view users/ }));
    await user.click(screen.getByRole('checkbox', { name: /^create roles/ }));
    expect((screen.getByRole('checkbox', { name: 'Every Roles permission' }) as HTMLInputElement).indeterminate).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/roles/9'));
    expect(await lastBody(fetchStub.requests, 'POST', '/api/roles')).toEqual({
      name: 'Claims Reviewer',
      description: 'Reviews claims',
      permissions: ['list roles', 'view roles', 'update roles', 'view users'],
      requires_second_factor: true,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Created the role Claims Reviewer.');
  });

  it('should require a second factor once "update users" or "update roles" is ticked, until the user sets the switch', async () => {
    backend(() => json(201, role(9)));
    const { user } = await openCreate();
    const requirement = screen.getByRole('switch', { name: 'Require a second factor' });
    const hint = document.getElementById(requirement.getAttribute('aria-describedby')!)?.textContent;
    expect(hint).toContain('On by default for a role that may update users or roles');
    expect(requirement).toHaveProperty('checked', false);
    await user.click(screen.getByRole('checkbox', { name: /^update users/ }));
    expect(requirement).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: /^update users/ }));
    expect(requirement).toHaveProperty('checked', false);
    await user.click(screen.getByRole('checkbox', { name: /^update roles/ }));
    expect(requirement).toHaveProperty('checked', true);
    await user.click(requirement);
    await user.click(screen.getByRole('checkbox', { name: /^update users/ }));
    expect(requirement).toHaveProperty('checked', false);
    await user.type(screen.getByLabelText('Name'), 'Deputy');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(async () =>
      expect(await lastBody(fetchStub.requests, 'POST', '/api/roles')).toMatchObject({
        permissions: ['update roles', 'update users'],
        requires_second_factor: false,
      }),
    );
  });

  it("should show the server's 422 messages at their fields and stay on the form", async () => {
    backend(() =>
      json(422, {
        message: 'Another role already has this name. Enter a different name.',
        errors: {
          name: ['Another role already has this name. Enter a different name.'],
          'permissions.0': ['The permissions.0 field must be equal to one of the allowed values.'],
        },
      }),
    );
    const { user, router } = await openCreate();
    await user.type(screen.getByLabelText('Name'), 'Auditor');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(describedText('Name')).toBe('Another role already has this name. Enter a different name.'),
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    const listUsers = screen.getByRole('checkbox', { name: /^list users/ });
    const described = listUsers
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The permissions.0 field must be equal to one of the allowed values.');
    expect(router.state.location.pathname).toBe('/agency-panel/roles/create');
    expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe('There are 2 problems to fix');
  });

  it('should keep every field and the button busy while the role is being created', async () => {
    const answer = deferred<Response>();
    backend(() => answer.promise);
    const { user } = await openCreate();
    await user.type(screen.getByLabelText('Name'), 'Slow');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(screen.getByLabelText('Name').closest('form')?.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByLabelText('Name')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Description')).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: /Create role/ }).className).toContain('bp6-loading');
    answer.resolve(json(422, { message: 'Nope.', errors: { name: ['Nope.'] } }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('disabled', false));
  });
});
