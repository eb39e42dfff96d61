import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ministry, Tpa } from '../../../src/web/api/generated';
import { userList } from '../data-table/support/users';
import { deferred, json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { describedText, lastBody } from '../support/forms';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { ministry, tpa } from './support/organisations';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const sterling = tpa(4, { name: 'Sterling Health', code: 'NHIA/TPA/004', version: 3 });

function backend(routes: Record<string, FetchHandler>) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf()),
    'GET /api/tpas/4': () => json(200, sterling),
    'GET /api/tpas/4/history': () => json(200, historyPage([])),
    'GET /api/ministries/5/history': () => json(200, historyPage([])),
    'GET /api/users': () => json(200, userList([])),
    ...routes,
  });
}

async function fillTpa(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Hygeia HMO');
  await user.type(screen.getByLabelText('NHIA registration code'), 'NHIA/TPA/010');
  await user.type(screen.getByLabelText('Email'), 'info@hygeia.example');
  await user.type(screen.getByLabelText('Phone'), '+2348031112222');
  await user.type(screen.getByLabelText('Contact person'), 'Bisi Ade');
  await user.selectOptions(screen.getByLabelText('State'), 'Kano');
  await user.type(screen.getByLabelText('Accreditation date'), '2023-06-15');
  await user.type(screen.getByLabelText('Address'), '3 Bompai Road, Kano');
}

const created = (body: Partial<Tpa>) => json(201, tpa(9, { ...body, version: 1, users_count: 0 }));

describe('the TPA and ministry forms', () => {
  it('should create a TPA with its state and accreditation date and open it with a notice', async () => {
    backend({
      'POST /api/tpas': (request) => request.json().then(created),
      'GET /api/tpas/9': () => json(200, tpa(9, { name: 'Hygeia HMO' })),
    });
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/tpas/create']);
    await screen.findByRole('heading', { name: 'Create TPA' });
    await fillTpa(user);
    await user.click(screen.getByRole('button', { name: 'Create TPA' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/tpas/9'));
    expect(await lastBody(fetchStub.requests, 'POST', '/api/tpas')).toEqual({
      name: 'Hygeia HMO',
      code: 'NHIA/TPA/010',
      email: 'info@hygeia.example',
      phone: '+2348031112222',
      address: '3 Bompai Road, Kano',
      contact_person: 'Bisi Ade',
      state: 'Kano',
      accreditation_date: '2023-06-15',
    });
    expect((await screen.findByRole('status')).textContent).toBe('Created the TPA Hygeia HMO.');
  });

  it("should show the server's 422 messages at their fields, a duplicate code at the code", async () => {
    backend({
      'POST /api/tpas': () =>
        json(422, {
          message: 'Another TPA already uses this registration code. Enter a different code.',
          errors: {
            code: ['Another TPA already uses this registration code. Enter a different code.'],
            state: ['The state must be one of the 37.'],
          },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/tpas/create']);
    await screen.findByRole('heading', { name: 'Create TPA' });
    await fillTpa(user);
    await user.click(screen.getByRole('button', { name: 'Create TPA' }));

    await waitFor(() =>
      expect(describedText('NHIA registration code')).toBe(
        'Another TPA already uses this registration code. Enter a different code.',
      ),
    );
    expect(screen.getByLabelText('NHIA registration code').getAttribute('aria-invalid')).toBe('true');
    expect(describedText('State')).toBe('The state must be one of the 37.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
    expect(router.state.location.pathname).toBe('/agency-panel/tpas/create');
  });

  it('should keep the form busy, its fields disabled, while the server saves', async () => {
    const answer = deferred<Response>();
    backend({ 'POST /api/ministries': () => answer.promise });
    const user = userEvent.setup();
    renderApp(['/agency-panel/ministries/create']);
    await screen.findByRole('heading', { name: 'Create ministry' });
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(screen.queryByLabelText('Accreditation date')).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Federal Ministry of Works');
    await user.type(screen.getByLabelText('Code'), 'FMW');
    await user.type(screen.getByLabelText('Email'), 'info@works.example');
    await user.type(screen.getByLabelText('Phone'), '094610000');
    await user.type(screen.getByLabelText('Contact person'), 'Musa Bello');
    await user.type(screen.getByLabelText('Address'), 'Mabushi, Abuja');
    await user.click(screen.getByRole('button', { name: 'Create ministry' }));

    const form = screen.getByLabelText('Name').closest('form')!;
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByLabelText('Name')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Create ministry/ }).className).toContain('bp6-loading');
    answer.resolve(json(422, { message: 'The code is required.', errors: { code: ['The code is required.'] } }));
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('false'));
    expect(describedText('Code')).toBe('The code is required.');
  });

  it('should show, after a 409, what someone else changed field by field, and save the chosen mix on their version', async () => {
    const stored: { ministry: Ministry } = { ministry: ministry(5, { name: 'Ministry of Health', version: 2 }) };
    backend({
      'GET /api/ministries/5': () => json(200, stored.ministry),
      'PUT /api/ministries/5': (request) =>
        request
          .json()
          .then((body: { version: number }) =>
            body.version === stored.ministry.version
              ? json(200, { ...stored.ministry, ...body, version: body.version + 1 })
              : json(409, { message: 'This ministry was changed by someone else since you opened it.' }),
          ),
    });
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/ministries/5/edit']);
    await screen.findByRole('heading', { name: 'Edit Ministry of Health' });
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '094619999');
    await user.clear(screen.getByLabelText('Contact person'));
    await user.type(screen.getByLabelText('Contact person'), 'Ngozi Eze');
    // Someone else saves a new name and contact person meanwhile.
    stored.ministry = {
      ...stored.ministry,
      name: 'Ministry of Health and Welfare',
      contact_person: 'Hauwa Sani',
      version: 3,
    };
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('This ministry was changed by someone else');
    const rows = await within(alert).findAllByRole('row');
    expect(
      rows.slice(1).map((row) => [...row.querySelectorAll('th, td')].slice(0, 3).map((c) => c.textContent)),
    ).toEqual([
      ['Name', 'Ministry of Health and Welfare', 'Ministry of Health'],
      ['Contact person', 'Hauwa Sani', 'Ngozi Eze'],
    ]);
    // A field left alone here takes theirs; one typed here keeps what was typed until told otherwise.
    expect(within(alert).getByRole('radiogroup', { name: 'Name: keep' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ministry of Health and Welfare');
    expect(screen.getByLabelText('Contact person')).toHaveProperty('value', 'Ngozi Eze');
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '094619999');
    expect(router.state.location.pathname).toBe('/agency-panel/ministries/5/edit');

    const contact = within(within(alert).getByRole('radiogroup', { name: 'Contact person: keep' }));
    await user.click(contact.getByRole('radio', { name: 'Theirs' }));
    expect(screen.getByLabelText('Contact person')).toHaveProperty('value', 'Hauwa Sani');
    await user.click(contact.getByRole('radio', { name: 'Yours' }));
    expect(screen.getByLabelText('Contact person')).toHaveProperty('value', 'Ngozi Eze');
    const name = within(within(alert).getByRole('radiogroup', { name: 'Name: keep' }));
    await user.click(name.getByRole('radio', { name: 'Yours' }));
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ministry of Health');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/ministries/5'));
    expect(await lastBody(fetchStub.requests, 'PUT', '/api/ministries/5')).toMatchObject({
      name: 'Ministry of Health',
      contact_person: 'Ngozi Eze',
      phone: '094619999',
      version: 3,
    });
  });

  it("should open a TPA's form on its values and send the change with the version it was opened on", async () => {
    backend({ 'PUT /api/tpas/4': () => json(200, { ...sterling, name: 'Sterling Health Plc', version: 4 }) });
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/tpas/4/edit']);
    await screen.findByRole('heading', { name: 'Edit Sterling Health' });
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'Lagos');
    expect(screen.getByLabelText('Accreditation date')).toHaveProperty('value', '2024-02-29');
    await user.type(screen.getByLabelText('Name'), ' Plc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/tpas/4'));
    expect(await lastBody(fetchStub.requests, 'PUT', '/api/tpas/4')).toEqual({
      name: 'Sterling Health Plc',
      code: 'NHIA/TPA/004',
      email: 'tpa4@hmo.example',
      phone: '+2348030000000',
      address: '12 Marina, Lagos',
      contact_person: 'Ada Obi',
      state: 'Lagos',
      accreditation_date: '2024-02-29',
      version: 3,
    });
  });
});
