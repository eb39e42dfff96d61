import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Permission } from '../../../src/web/api/generated';
import { clickOption } from '../data-table/support/interactions';
import { userList } from '../data-table/support/users';
import { deferred, json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { describedText, lastBody } from '../support/forms';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { userDetail } from './support/userDetails';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const options = (entries: [string, number][]) => ({
  options: entries.map(([item_text, item_value]) => ({ item_text, item_value })),
});
const created = userDetail(42, {
  first_name: 'Ngozi',
  last_name: 'Eze',
  email: 'ngozi.eze@nhia.example',
  status: 'pending',
});

function backend(createUser: FetchHandler = () => json(201, created), permissions?: Permission[]) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf(permissions && { permissions })),
    'GET /api/roles/options': () =>
      json(
        200,
        options([
          ['Auditor', 2],
          ['Claims Officer', 3],
        ]),
      ),
    'GET /api/tpas/options': () =>
      json(
        200,
        options([
          ['Hygeia HMO (HYG)', 9],
          ['Avon HMO (AVN)', 10],
        ]),
      ),
    'GET /api/ministries/options': () => json(200, options([['Ministry of Health', 4]])),
    'POST /api/users': createUser,
    'GET /api/users/42': () => json(200, created),
    'GET /api/users/42/history': () => json(200, historyPage([])),
    'GET /api/users': () => json(200, userList([], { batches: 0 })),
  });
}

async function openForm(userType: string) {
  const user = userEvent.setup();
  const rendered = renderApp([`/agency-panel/users/create/${encodeURIComponent(userType)}`]);
  await screen.findByRole('heading', { name: `Create user: ${userType}` });
  return { user, ...rendered };
}

const fieldLabels = () => Array.from(document.querySelectorAll('form label')).map((label) => label.textContent?.trim());

async function fillNames(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Ngozi');
  await user.type(screen.getByLabelText('Last name'), 'Eze');
  await user.type(screen.getByLabelText('Email'), 'ngozi.eze@nhia.example');
}

describe('<UserCreateScreen>', () => {
  it('should ask agency staff for their roles, and no TPA or ministry', async () => {
    backend();
    await openForm('Agency Staff');
    expect(fieldLabels()).toEqual([
      'First name',
      'Middle name',
      'Last name',
      'Email',
      'Phone',
      'Roles',
      'Account expires on',
    ]);
  });

  it.each([
    ['TPA Staff', ['TPA']],
    ['Ministry Staff', ['Ministry']],
    ['Provider Staff', []],
  ])('should ask %s for their organisation only, without roles', async (userType, extra) => {
    backend();
    await openForm(userType);
    expect(fieldLabels()).toEqual([
      'First name',
      'Middle name',
      'Last name',
      'Email',
      'Phone',
      ...extra,
      'Account expires on',
    ]);
  });

  it('should create agency staff with the picked roles, then open the new user with a notice', async () => {
    backend();
    const { user, router } = await openForm('Agency Staff');
    await fillNames(user);
    await user.type(screen.getByLabelText('Phone'), '+234 801 234 5678');
    await user.click(screen.getByLabelText('Roles'));
    await clickOption(user, 'Claims Officer');
    await clickOption(user, 'Auditor');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/42'));
    expect(await lastBody(fetchStub.requests, 'POST', '/api/users')).toEqual({
      first_name: 'Ngozi',
      middle_name: null,
      last_name: 'Eze',
      email: 'ngozi.eze@nhia.example',
      phone: '+234 801 234 5678',
      role_ids: [3, 2],
      user_type: 'Agency Staff',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Created Ngozi Eze. An invitation to set a password was emailed to ngozi.eze@nhia.example.',
    );
  });

  it('should look the TPA up by what is typed and send its id', async () => {
    backend();
    const { user, router } = await openForm('TPA Staff');
    await fillNames(user);
    await user.click(screen.getByLabelText('TPA'));
    // Blueprint's Suggest selects the input's text on the frame after focus: type after it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.keyboard('avon');
    // The server searches once typing pauses (500 ms).
    const searched = () => fetchStub.requests.find((r) => new URL(r.url).searchParams.get('search_string') === 'avon');
    await waitFor(() => expect(searched()).toBeDefined());
    expect(new URL(searched()?.url ?? '').pathname).toBe('/api/tpas/options');
    await clickOption(user, 'Avon HMO (AVN)');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/42'));
    expect(await lastBody(fetchStub.requests, 'POST', '/api/users')).toMatchObject({
      user_type: 'TPA Staff',
      tpa_id: 10,
    });
    expect(await lastBody(fetchStub.requests, 'POST', '/api/users')).not.toHaveProperty('role_ids');
  });

  it("should show the server's 422 messages at their fields, and the rest above the form", async () => {
    backend(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: {
          email: ['Another user already has this email address. Enter a different one.'],
          'role_ids.0': ['The selected role does not exist.'],
          user_type: ['Agency Staff cannot be created here.'],
        },
      }),
    );
    const { user, router } = await openForm('Agency Staff');
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(describedText('Email')).toBe('Another user already has this email address. Enter a different one.'),
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(describedText('Roles')).toBe('The selected role does not exist.');
    expect(describedText('First name')).toBe('');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('false');
    // The summary lists every message: those of fields as links to them, the rest as they are.
    const summary = within(screen.getByRole('alert'));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Another user already has this email address. Enter a different one.',
      'The selected role does not exist.',
      'Agency Staff cannot be created here.',
    ]);
    expect(summary.getAllByRole('link')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/agency-panel/users/create/Agency%20Staff');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ngozi.eze@nhia.example');
  });

  it('should be busy while the server answers: button loading, fields disabled', async () => {
    const answer = deferred<Response>();
    backend(() => answer.promise);
    const { user } = await openForm('Agency Staff');
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const button = screen.getByRole('button', { name: /Create user/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(within(button).getByRole('progressbar')).toBeTruthy();
    expect(screen.getByLabelText('Email').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Roles').hasAttribute('disabled')).toBe(true);
    answer.resolve(json(422, { message: 'Invalid.', errors: { email: ['Wrong.'] } }));
    await waitFor(() => expect(screen.getByLabelText('Email').hasAttribute('disabled')).toBe(false));
  });

  it('should say so for a user type that does not exist', async () => {
    backend();
    renderApp(['/agency-panel/users/create/Astronaut']);
    expect(await screen.findByRole('heading', { name: 'No such user type' })).toBeTruthy();
  });

  it('should be reached from the users list, one entry per user type, only with "create staff"', async () => {
    backend();
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/users']);
    await user.click(await screen.findByRole('button', { name: 'Create user' }));
    const menu = await screen.findByRole('menu', { name: 'Type of user to create' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Agency Staff', 'TPA Staff', 'Ministry Staff', 'Provider Staff']);
    await user.click(within(menu).getByRole('menuitem', { name: 'TPA Staff' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/create/TPA%20Staff'));
  });

  it('should hide "Create user" from users without "create staff"', async () => {
    backend(undefined, ['list users', 'view users', 'update users']);
    renderApp(['/agency-panel/users']);
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Create user', hidden: true }).closest<HTMLElement>('.permission-gate')
          ?.style.display,
      ).toBe('none'),
    );
  });
});
