import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { SessionSummary } from '../../../src/web/api/generated';
import { json, noContent, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { exportList } from '../exports/support/exportJobs';
import { sessionSummary } from './sessionSummaries';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const current = sessionSummary(1, { device: 'Chrome 131 on Windows 10 (desktop)', current: true });
const phone = sessionSummary(2, { device: 'Safari 17 on iOS 17.1 (mobile)', second_factor_used: true });

/** A backend whose DELETE ends a listed session, or answers `refuse` when given; ending the current one signs out. */
function backend({ refuse }: { refuse?: () => Response } = {}) {
  let sessions: SessionSummary[] = [current, phone];
  let signedIn = true;
  fetchStub = stubFetch({
    'GET /api/user': () =>
      signedIn ? json(200, sessionOf({ permissions: [] })) : json(401, { message: 'Unauthenticated.' }),
    'GET /api/user/sessions': () => json(200, { sessions }),
    'GET /api/user/two-factor': () => json(200, { authenticator: false, recovery_codes_left: 0, passkeys: 0 }),
    'GET /api/exports': () => json(200, exportList([])),
    ...Object.fromEntries(
      [current, phone].map((session) => [
        `DELETE /api/user/sessions/${session.id}`,
        () => {
          if (refuse) return refuse();
          sessions = sessions.filter((s) => s.id !== session.id);
          if (session.current) signedIn = false;
          return noContent();
        },
      ]),
    ),
  });
}

async function openSecurity(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Amina Bello' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Security' }));
  return screen.findByRole('table', { name: 'Your sessions' });
}

const rowNamed = (table: HTMLElement, device: string) => within(table).getByRole('row', { name: new RegExp(device) });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('<SecurityScreen>', () => {
  it('is reached from the user menu and lists the sessions, the current one marked, under section headings', async () => {
    backend();
    renderApp(['/agency-panel/exports']);
    const table = await openSecurity(userEvent.setup());

    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your sessions' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Device', 'IP address', 'Signed in', 'Last activity', 'Second factor', 'Action']);
    const [device, ip, signedIn, lastActive, factor] = cellsOf(rowNamed(table, 'Chrome 131'));
    expect([device, ip, factor]).toEqual(['Chrome 131 on Windows 10 (desktop) This session', '10.0.0.1', 'Not used']);
    // Times in the agency's zone: 23:30 UTC is the next day in Lagos.
    expect(signedIn).toMatch(/^Mar 15, 2026, 9:00\sAM$/);
    expect(lastActive).toMatch(/^Mar 16, 2026, 12:30\sAM$/);
    expect(cellsOf(rowNamed(table, 'Safari 17'))[0]).toBe('Safari 17 on iOS 17.1 (mobile)');
    expect(cellsOf(rowNamed(table, 'Safari 17'))[4]).toBe('Used');
  });

  it('ends another session after a confirm step and shows the list without it', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/security']);
    const table = await screen.findByRole('table', { name: 'Your sessions' });

    await user.click(within(rowNamed(table, 'Safari 17')).getByRole('button', { name: /End session/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'End your session on Safari 17 on iOS 17.1 (mobile)?',
    });
    expect(fetchStub.calls()).not.toContain(`DELETE /api/user/sessions/${phone.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));

    await waitFor(() => expect(within(table).queryByRole('row', { name: /Safari 17/ })).toBeNull());
    expect(fetchStub.calls().filter((call) => call === `DELETE /api/user/sessions/${phone.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Security' })).toBeTruthy();
  });

  it('ending the current session signs out to the sign-in screen', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/security']);
    const table = await screen.findByRole('table', { name: 'Your sessions' });

    await user.click(within(rowNamed(table, 'Chrome 131')).getByRole('button', { name: /End session/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session and sign out?' });
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(fetchStub.calls()).toContain(`DELETE /api/user/sessions/${current.id}`);
  });

  it("keeps the dialog open with the server's message when ending fails", async () => {
    backend({ refuse: () => json(404, { message: 'No such session.' }) });
    const user = userEvent.setup();
    renderApp(['/agency-panel/security']);
    const table = await screen.findByRole('table', { name: 'Your sessions' });

    await user.click(within(rowNamed(table, 'Safari 17')).getByRole('button', { name: /End session/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('No such session.');
    expect(rowNamed(table, 'Safari 17')).toBeTruthy();
  });
});
