import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission, SessionSummary } from '../../../src/web/api/generated';
import { json, noContent, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { sessionSummary } from '../security/sessionSummaries';
import { userDetail } from './support/userDetails';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const amina = userDetail(5, { first_name: 'Amina', middle_name: null, last_name: 'Bello' });
const laptop = sessionSummary(1, { device: 'Chrome 131 on Windows 10 (desktop)' });
const phone = sessionSummary(2, { device: 'Safari 17 on iOS 17.1 (mobile)' });
const SESSIONS = '/api/users/5/sessions';

function backend({
  permissions = ['view users', 'update users'],
  list,
}: { permissions?: Permission[]; list?: () => Response } = {}) {
  let sessions: SessionSummary[] = [laptop, phone];
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/users/5': () => json(200, amina),
    'GET /api/users/5/history': () => json(200, historyPage([])),
    [`GET ${SESSIONS}`]: list ?? (() => json(200, { sessions })),
    [`DELETE ${SESSIONS}/${phone.id}`]: () => {
      sessions = sessions.filter((s) => s.id !== phone.id);
      return noContent();
    },
  });
}

const callsTo = (call: string) => fetchStub.calls().filter((c) => c === call).length;

describe('<UserViewScreen> sessions', () => {
  it('lists the user\'s sessions to a holder of "update users" and ends one after a confirm step', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/users/5']);
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const historyCalls = callsTo('GET /api/users/5/history');

    await user.click(within(table).getByRole('button', { name: 'End session: Safari 17 on iOS 17.1 (mobile)' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "End Amina Bello's session on Safari 17 on iOS 17.1 (mobile)?",
    });
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));

    await waitFor(() => expect(within(table).queryByRole('row', { name: /Safari 17/ })).toBeNull());
    expect(callsTo(`DELETE ${SESSIONS}/${phone.id}`)).toBe(1);
    // The ending is in the user's history: it is fetched again.
    await waitFor(() => expect(callsTo('GET /api/users/5/history')).toBeGreaterThan(historyCalls));
  });

  it('is not shown, nor asked for, without "update users"', async () => {
    backend({ permissions: ['view users'] });
    renderApp(['/agency-panel/users/5']);
    await screen.findByRole('heading', { name: 'Amina Bello' });
    await screen.findByRole('region', { name: 'History' });
    expect(screen.queryByRole('region', { name: 'Sessions' })).toBeNull();
    expect(callsTo(`GET ${SESSIONS}`)).toBe(0);
  });

  it("says why when the server refuses the user's sessions", async () => {
    const message = 'You cannot change this user: they hold permissions you do not have.';
    backend({ list: () => json(403, { message }) });
    renderApp(['/agency-panel/users/5']);
    const section = await screen.findByRole('region', { name: 'Sessions' });
    expect(await within(section).findByText(message)).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('says when the user is signed in nowhere', async () => {
    backend({ list: () => json(200, { sessions: [] }) });
    renderApp(['/agency-panel/users/5']);
    const section = await screen.findByRole('region', { name: 'Sessions' });
    expect(await within(section).findByText('Amina Bello is not signed in anywhere')).toBeTruthy();
  });
});
