import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '../../../src/web/api/generated';
import { sessionOf } from '../support/fixtures';
import { json, noContent, stubFetch, type FetchStub } from '../support/fetchStub';
import { stubViewportWidth } from '../support/viewport';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
let restoreViewport: () => void = () => undefined;
afterEach(() => {
  fetchStub.restore();
  restoreViewport();
});

function backend(permissions: Permission[]) {
  let signedIn = true;
  fetchStub = stubFetch({
    'GET /api/user': () =>
      signedIn ? json(200, sessionOf({ permissions })) : json(401, { message: 'Unauthenticated.' }),
    'POST /logout': () => {
      signedIn = false;
      return noContent();
    },
  });
}

/** Names of the navigation links the user can see (hidden ones are display none). */
const visibleSections = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('<AgencyPanelShell>', () => {
  it('should show each navigation section only with its permission', async () => {
    backend(['list users', 'manage ministries']);
    renderApp(['/agency-panel/users']);
    const nav = await screen.findByRole('navigation', { name: 'Agency panel' });
    await waitFor(() => expect(visibleSections(nav)).toEqual(['Users', 'Activity logs', 'Ministries']));
    const hidden = within(nav).getByRole('link', { name: 'TPAs', hidden: true });
    expect(hidden.closest<HTMLElement>('.permission-gate')?.style.display).toBe('none');
  });

  it('should show the screens above this one as breadcrumbs, the screen itself only as its heading', async () => {
    backend(['view users']);
    renderApp(['/agency-panel/users/12']);
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Users']);
    expect(trail.querySelector('ol')?.children).toHaveLength(1);
    expect(within(trail).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/agency-panel/users');
    await waitFor(() => expect(document.title).toBe('View user · User Management'));
  });

  it('should sign out through the user menu: POST /logout, then the sign-in screen', async () => {
    backend(['list users']);
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/users']);
    await user.click(await screen.findByRole('button', { name: 'Amina Bello' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchStub.calls()).toContain('POST /logout');
  });

  it('should collapse the navigation behind a menu button under 1264 px', async () => {
    restoreViewport = stubViewportWidth(1263);
    backend(['list users']);
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    const menuButton = await screen.findByRole('button', { name: 'Navigation menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Agency panel' })).toBeNull();
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const nav = await screen.findByRole('navigation', { name: 'Agency panel' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
  });

  it('should show the navigation inline from 1264 px', async () => {
    restoreViewport = stubViewportWidth(1264);
    backend(['list users']);
    renderApp(['/agency-panel/users']);
    const nav = await screen.findByRole('navigation', { name: 'Agency panel' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Navigation menu' })).toBeNull();
  });
});
