import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceName, UserType } from '../../../src/web/api/generated';
import { serviceCatalogue, sessionOf, USER_MANAGEMENT_URL } from '../support/fixtures';
import { json, noContent, stubFetch, type FetchStub } from '../support/fetchStub';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

function backend(services: ServiceName[] | undefined, type?: UserType) {
  let signedIn = true;
  fetchStub = stubFetch({
    'GET /api/user': () =>
      signedIn ? json(200, sessionOf({ services, type })) : json(401, { message: 'Unauthenticated.' }),
    'GET /api/services': () => json(200, serviceCatalogue()),
    'POST /logout': () => {
      signedIn = false;
      return noContent();
    },
  });
}

const cards = async () => within(await screen.findByRole('list', { name: 'Services' })).getAllByRole('listitem');
const cardNames = async () => (await cards()).map((card) => within(card).getByRole('heading').textContent);

describe('<SelectServiceScreen>', () => {
  it('should show only the services named in accessible_services, with icon, description and address', async () => {
    backend(['Dashboard', 'User Management', 'Claims Management']);
    renderApp(['/select-service']);
    expect(await cardNames()).toEqual(['Dashboard', 'User Management', 'Claims Management']);
    const dashboard = (await cards())[0];
    expect(within(dashboard).getByText('analytics and report building across all services')).toBeTruthy();
    expect(dashboard.querySelector('img')?.getAttribute('src')).toBe('/icons/dashboard.svg');
    expect(within(dashboard).getByRole('link', { name: 'Open Dashboard' }).getAttribute('href')).toBe(
      'https://dashboard.nhia.example/',
    );
  });

  it('should show all eight services to a user who may open them all', async () => {
    backend(undefined);
    renderApp(['/select-service']);
    expect(await cards()).toHaveLength(8);
  });

  it('should mark the currently visited service, and only it', async () => {
    backend(undefined);
    renderApp(['/select-service']);
    const marked = (await cards()).filter((card) => card.getAttribute('aria-current') === 'true');
    expect(marked.map((card) => within(card).getByRole('heading').textContent)).toEqual(['User Management']);
    expect(within(marked[0]).getByText('Current service')).toBeTruthy();
    expect(screen.getAllByText('Current service')).toHaveLength(1);
  });

  it('should open User Management in-app at its address, filtered to agency staff', async () => {
    backend(undefined);
    const { router } = renderApp(['/select-service']);
    const link = await screen.findByRole('link', { name: 'Open User Management' });
    const inApp = new URL(USER_MANAGEMENT_URL);
    expect(link.getAttribute('href')).toBe(`${inApp.pathname}${inApp.search}`);
    await userEvent.setup().click(link);
    await screen.findByRole('heading', { name: 'Users' });
    expect(router.state.location.pathname).toBe('/agency-panel/users');
    expect(new URLSearchParams(router.state.location.search).get('user_type')).toBe('Agency Staff');
  });

  it("should show the panel's header: the product, the user's name and menu, My exports and Security for agency staff", async () => {
    backend(undefined);
    const user = userEvent.setup();
    renderApp(['/select-service']);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('User Management')).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Amina Bello' }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My exports', 'Security', 'Sign out']);
  });

  it('should let TPA staff sign out from it, offering no panel screen the guard would turn them away from', async () => {
    backend(['Provider Management'], 'TPA Staff');
    const user = userEvent.setup();
    const { router } = renderApp(['/select-service']);
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Amina Bello' }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sign out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchStub.calls()).toContain('POST /logout');
  });
});
