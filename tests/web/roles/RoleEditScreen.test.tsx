import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, RoleChangePreview } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { describedText, lastBody } from '../support/forms';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { catalogueList, role } from './support/roles';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const clerk = role(5, {
  name: 'Clerk',
  description: 'Front desk',
  permissions: ['list users', 'view users'],
  users_count: 3,
  version: 3,
});
const preview: RoleChangePreview = {
  added: ['update users'],
  removed: ['view users'],
  renamed: true,
  affected_users: 3,
};

interface Answers {
  stored?: { role: Role };
  preview?: FetchHandler;
  save?: FetchHandler;
}

/** GET answers `stored.role` (which a test may change, as another user's save would). */
function backend({
  stored = { role: clerk },
  preview: previewAnswer = () => json(200, preview),
  save = () => json(200, { ...clerk, version: 4 }),
}: Answers = {}) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf()),
    'GET /api/permissions': () => json(200, catalogueList()),
    'GET /api/roles/5': () => json(200, stored.role),
    'GET /api/roles/5/history': () => json(200, historyPage([])),
    'POST /api/roles/5/preview': previewAnswer,
    'PUT /api/roles/5': save,
  });
}

async function openEdit() {
  const user = userEvent.setup();
  const rendered = renderApp(['/agency-panel/roles/5/edit']);
  await screen.findByRole('heading', { name: 'Edit Clerk' });
  await screen.findByRole('checkbox', { name: /^list users/ });
  return { user, ...rendered };
}

const reviewButton = () => screen.getByRole('button', { name: 'Review and save' });
const callsTo = (call: string) => fetchStub.calls().filter((c) => c === call).length;

async function changeAndReview(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Senior Clerk');
  await user.click(screen.getByRole('checkbox', { name: /^view users/ }));
  await user.click(screen.getByRole('checkbox', { name: /^update users/ }));
  await user.click(reviewButton());
  return screen.findByRole('dialog', { name: 'Review the change' });
}

describe('<RoleEditScreen>', () => {
  it("should open on the role's values and show a preview of the change and its reach before saving", async () => {
    backend();
    const { user } = await openEdit();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Clerk');
    expect(screen.getByLabelText('Description')).toHaveProperty('value', 'Front desk');
    expect(screen.getByRole('checkbox', { name: /^view users/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /^update users/ })).toHaveProperty('checked', false);
    const dialog = await changeAndReview(user);
    expect(await lastBody(fetchStub.requests, 'POST', '/api/roles/5/preview')).toEqual({
      name: 'Senior Clerk',
      description: 'Front desk',
      permissions: ['list users', 'update users'],
      requires_second_factor: false,
      version: 3,
    });
    expect(dialog.textContent).toContain('Renamed from Clerk to Senior Clerk');
    expect(
      within(within(dialog).getByRole('list', { name: 'Permissions added' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['+ update users']);
    expect(
      within(within(dialog).getByRole('list', { name: 'Permissions removed' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['− view users']);
    expect(dialog.textContent).toContain('Affects 3 users');
    expect(callsTo('PUT /api/roles/5')).toBe(0);
  });

  it('should save only on Confirm, with the version it was opened on, then open the role', async () => {
    backend({ save: () => json(200, { ...clerk, name: 'Senior Clerk', version: 4 }) });
    const { user, router } = await openEdit();
    const dialog = await changeAndReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/roles/5'));
    expect(await lastBody(fetchStub.requests, 'PUT', '/api/roles/5')).toEqual({
      name: 'Senior Clerk',
      description: 'Front desk',
      permissions: ['list users', 'update users'],
      requires_second_factor: false,
      version: 3,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Saved the changes to Senior Clerk.');
  });

  it("should keep the role's own second-factor setting when permissions change, and send the switch as it is set", async () => {
    backend();
    const { user } = await openEdit();
    const requirement = screen.getByRole('switch', { name: 'Require a second factor' });
    expect(requirement).toHaveProperty('checked', false);
    await user.click(screen.getByRole('checkbox', { name: /^update users/ }));
    expect(requirement).toHaveProperty('checked', false);
    await user.click(requirement);
    await user.click(reviewButton());
    await screen.findByRole('dialog', { name: 'Review the change' });
    expect(await lastBody(fetchStub.requests, 'POST', '/api/roles/5/preview')).toMatchObject({
      permissions: ['list users', 'view users', 'update users'],
      requires_second_factor: true,
    });
  });

  it('should save nothing on Cancel and keep the edits in the form', async () => {
    backend();
    const { user } = await openEdit();
    const dialog = await changeAndReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('PUT /api/roles/5')).toBe(0);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Senior Clerk');
  });

  it('should say when no one holds the role and when no permission changes', async () => {
    backend({ preview: () => json(200, { added: [], removed: [], renamed: false, affected_users: 0 }) });
    const { user } = await openEdit();
    await user.click(reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Review the change' });
    expect(dialog.textContent).toContain('No permission changes and no rename.');
    expect(dialog.textContent).toContain('Affects no users');
  });

  it("should show the preview's 422 messages at their fields, without a dialog", async () => {
    backend({
      preview: () =>
        json(422, {
          message: 'Another role already has this name. Enter a different name.',
          errors: { name: ['Another role already has this name. Enter a different name.'] },
        }),
    });
    const { user } = await openEdit();
    await user.click(reviewButton());
    await waitFor(() =>
      expect(describedText('Name')).toBe('Another role already has this name. Enter a different name.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should show what someone else saved in between, keep what was typed, and preview the merge on their version', async () => {
    const stored = { role: clerk };
    backend({
      stored,
      save: () => json(409, { message: 'This role was changed by someone else since you opened it.' }),
    });
    const { user, router } = await openEdit();
    const dialog = await changeAndReview(user);
    stored.role = { ...clerk, description: 'Front desk and phones', version: 4 };
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('This role was changed by someone else');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/agency-panel/roles/5/edit');
    // Their description comes in (not edited here); the name typed here stays.
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveProperty('value', 'Front desk and phones'));
    expect(within(alert).getByRole('rowheader', { name: 'Description' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Senior Clerk');
    await user.click(reviewButton());
    await waitFor(() => expect(callsTo('POST /api/roles/5/preview')).toBe(2));
    expect(await lastBody(fetchStub.requests, 'POST', '/api/roles/5/preview')).toMatchObject({ version: 4 });
  });
});
