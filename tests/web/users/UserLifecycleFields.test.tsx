import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agencyToday } from '../../../src/shared/contract-formats';
import type { Permission, UserDetail } from '../../../src/web/api/generated';
import { catalogueList } from '../roles/support/roles';
import { json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { ALL_PERMISSIONS, sessionOf } from '../support/fixtures';
import { describedText, lastBody } from '../support/forms';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { userDetail } from './support/userDetails';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const EXPIRY = 'Account expires on';
const EXEMPT = 'Exempt from dormancy deactivation';
/** A day `days` after the agency's today, YYYY-MM-DD, and as Nigeria writes it (DD/MM/YYYY). */
const dayAhead = (days: number) => {
  const [year, month, day] = agencyToday().split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  const iso = date.toISOString().slice(0, 10);
  return { iso, typed: iso.split('-').reverse().join('/') };
};

const ngozi = userDetail(5, {
  first_name: 'Ngozi',
  last_name: 'Eze',
  email: 'ngozi@nhia.example',
  phone: '+2348012345678',
  roles: [{ id: 2, name: 'Auditor' }],
  version: 3,
});

function backend(options: { save?: FetchHandler; permissions?: Permission[]; stored?: UserDetail } = {}) {
  const { save = () => json(201, userDetail(42)), permissions = ALL_PERMISSIONS, stored = ngozi } = options;
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/permissions': () => json(200, catalogueList()),
    'GET /api/roles/options': () => json(200, { options: [{ item_text: 'Auditor', item_value: 2 }] }),
    'POST /api/users': save,
    'GET /api/users/42': () => json(200, userDetail(42)),
    'GET /api/users/42/history': () => json(200, historyPage([])),
    'GET /api/users/5': () => json(200, stored),
    'GET /api/users/5/history': () => json(200, historyPage([])),
    'PUT /api/users/5': save,
  });
}

async function openCreate() {
  const user = userEvent.setup();
  const rendered = renderApp(['/agency-panel/users/create/Provider%20Staff']);
  await screen.findByRole('heading', { name: 'Create user: Provider Staff' });
  await user.type(screen.getByLabelText('First name'), 'Ngozi');
  await user.type(screen.getByLabelText('Last name'), 'Eze');
  await user.type(screen.getByLabelText('Email'), 'ngozi.eze@nhia.example');
  return { user, ...rendered };
}

async function openEdit() {
  const user = userEvent.setup();
  const rendered = renderApp(['/agency-panel/users/5/edit']);
  await screen.findByRole('heading', { name: 'Edit Ngozi Eze' });
  return { user, ...rendered };
}

const createButton = () => screen.getByRole('button', { name: 'Create user' });

describe('<UserForm> expiry and dormancy exemption', () => {
  it('should send the expiry typed as Nigeria writes a day, and the exemption ticked, to a holder of every permission', async () => {
    backend();
    const { user, router } = await openCreate();
    const day = dayAhead(30);
    await user.type(screen.getByLabelText(EXPIRY), day.typed);
    await user.click(await screen.findByLabelText(EXEMPT));
    await user.click(createButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/42'));
    expect(await lastBody(fetchStub.requests, 'POST', '/api/users')).toMatchObject({
      expires_on: day.iso,
      dormancy_exempt: true,
    });
  });

  it('should send neither when left alone, as before', async () => {
    backend();
    const { user, router } = await openCreate();
    await user.click(createButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/42'));
    const body = (await lastBody(fetchStub.requests, 'POST', '/api/users')) as Record<string, unknown>;
    expect(body).not.toHaveProperty('expires_on');
    expect(body).not.toHaveProperty('dormancy_exempt');
  });

  it('should not offer the exemption to a caller who lacks a permission', async () => {
    backend({ permissions: ALL_PERMISSIONS.filter((permission) => permission !== 'manage ministries') });
    await openCreate();
    await waitFor(() => expect(fetchStub.calls()).toContain('GET /api/permissions'));
    expect(screen.getByLabelText(EXPIRY)).toBeTruthy();
    expect(screen.queryByLabelText(EXEMPT)).toBeNull();
  });

  it('should not offer it, nor read the catalogue, without "list roles"', async () => {
    backend({ permissions: ['list users', 'view users', 'create staff'] });
    await openCreate();
    expect(screen.getByLabelText(EXPIRY)).toBeTruthy();
    expect(screen.queryByLabelText(EXEMPT)).toBeNull();
    expect(fetchStub.calls()).not.toContain('GET /api/permissions');
  });

  it("should say at the field what is wrong with a day that is no date, and show the server's messages at both fields", async () => {
    const refused = {
      message: 'The given data was invalid.',
      errors: {
        expires_on: ['Choose a day after today: an account cannot expire in the past.'],
        dormancy_exempt: [
          'Only an administrator holding every permission can exempt an account from dormancy. Ask one to do it.',
        ],
      },
    };
    backend({ save: () => json(422, refused) });
    const { user } = await openCreate();
    await user.type(screen.getByLabelText(EXPIRY), '31/02/2031');
    await user.click(screen.getByLabelText('Phone'));
    expect(describedText(EXPIRY)).toBe('Enter a date such as 2024-02-29, Feb 29, 2024 or 29/02/2024.');
    expect(screen.getByLabelText<HTMLInputElement>(EXPIRY).value).toBe('31/02/2031');
    await user.click(await screen.findByLabelText(EXEMPT));
    await user.click(createButton());
    // The contract's check refuses the typed text, the server's answer replaces it at both fields.
    await waitFor(() =>
      expect(describedText(EXPIRY)).toBe('Choose a day after today: an account cannot expire in the past.'),
    );
    expect(describedText(EXEMPT)).toBe(refused.errors.dormancy_exempt[0]);
    expect(screen.getByLabelText(EXEMPT).getAttribute('aria-invalid')).toBe('true');
    expect(await lastBody(fetchStub.requests, 'POST', '/api/users')).toMatchObject({ expires_on: '31/02/2031' });
  });

  it("should check the contract's rule in the browser: a past day is refused at the field before the server's word", async () => {
    let answer: (response: Response) => void = () => undefined;
    backend({ save: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = await openCreate();
    await user.type(screen.getByLabelText(EXPIRY), '2020-01-01');
    await user.click(createButton());
    await waitFor(() =>
      expect(describedText(EXPIRY)).toBe('Enter a valid account expiry date (YYYY-MM-DD, after today).'),
    );
    answer(json(422, { message: 'x', errors: { expires_on: ['From the server.'] } }));
    await waitFor(() => expect(describedText(EXPIRY)).toBe('From the server.'));
  });

  it("should open on the user's expiry and exemption, leave a past day alone on another change, and send a cleared one as none", async () => {
    const deactivated = { ...ngozi, status: 'inactive' as const, expires_on: '2025-01-31', dormancy_exempt: true };
    backend({ save: () => json(200, deactivated), stored: deactivated });
    const { user } = await openEdit();
    expect(screen.getByLabelText<HTMLInputElement>(EXPIRY).value).toBe('2025-01-31');
    expect((await screen.findByLabelText<HTMLInputElement>(EXEMPT)).checked).toBe(true);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+2348099990000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchStub.calls()).toContain('PUT /api/users/5'));
    const body = (await lastBody(fetchStub.requests, 'PUT', '/api/users/5')) as Record<string, unknown>;
    expect(body).toMatchObject({ phone: '+2348099990000', version: 3 });
    expect(body).not.toHaveProperty('expires_on');
    expect(body).not.toHaveProperty('dormancy_exempt');
  });

  it('should send a cleared expiry as none', async () => {
    const expiring = { ...ngozi, expires_on: dayAhead(40).iso };
    backend({ save: () => json(200, { ...expiring, expires_on: null }), stored: expiring });
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText(EXPIRY));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchStub.calls()).toContain('PUT /api/users/5'));
    expect(await lastBody(fetchStub.requests, 'PUT', '/api/users/5')).toMatchObject({ expires_on: null });
  });
});

describe('<UserForm> roles that end', () => {
  it("should send a picked role's last day, and show it beside the role on the user's view", async () => {
    const day = dayAhead(20);
    const saved = { ...ngozi, role_ends: [{ role_id: 2, ends_on: day.iso }] };
    backend({ save: () => json(200, saved), stored: ngozi });
    const { user, router } = await openEdit();
    await user.type(screen.getByLabelText('Last day as Auditor'), day.typed);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/5'));
    expect(await lastBody(fetchStub.requests, 'PUT', '/api/users/5')).toMatchObject({
      role_ids: [2],
      role_ends: [{ role_id: 2, ends_on: day.iso }],
    });
  });

  it('should leave the ends alone when they are not changed', async () => {
    const day = dayAhead(20);
    const ending = { ...ngozi, role_ends: [{ role_id: 2, ends_on: day.iso }] };
    backend({ save: () => json(200, ending), stored: ending });
    const { user } = await openEdit();
    expect(screen.getByLabelText<HTMLInputElement>('Last day as Auditor').value).toBe(day.iso);
    await user.type(screen.getByLabelText('Phone'), '9');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchStub.calls()).toContain('PUT /api/users/5'));
    expect(await lastBody(fetchStub.requests, 'PUT', '/api/users/5')).not.toHaveProperty('role_ends');
    await waitFor(() => expect(screen.queryByLabelText('Last day as Auditor')).toBeNull());
  });
});
