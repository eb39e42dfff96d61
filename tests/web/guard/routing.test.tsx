import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUserResponse } from '../../../src/web/api/generated';
import { beneficiarySession, serviceCatalogue, sessionOf } from '../support/fixtures';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

function signedInAs(session: CurrentUserResponse | undefined) {
  fetchStub = stubFetch({
    'GET /api/user': () => (session ? json(200, session) : json(401, { message: 'Unauthenticated.' })),
    'GET /api/services': () => json(200, serviceCatalogue()),
  });
}

const panelLink = async (name: string) =>
  within(await screen.findByRole('navigation', { name: 'Agency panel' })).getByRole('link', { name });
const launcher = () => screen.findByRole('heading', { name: 'Select a service' });

describe('routing and the route guard', () => {
  it('should redirect /admin-panel/users to /agency-panel/users', async () => {
    signedInAs(sessionOf({ permissions: ['list users'] }));
    const { router } = renderApp(['/admin-panel/users']);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agency-panel/users');
    expect(await screen.findByRole('table', { name: 'Users' })).toBeTruthy();
  });

  it('should land Agency Staff without "manage tpas" on /select-service when they open /agency-panel/tpas', async () => {
    signedInAs(sessionOf({ permissions: ['list users', 'list roles'] }));
    const { router } = renderApp(['/agency-panel/tpas']);
    await launcher();
    expect(router.state.location.pathname).toBe('/select-service');
  });

  it('should open /agency-panel/tpas for Agency Staff holding "manage tpas"', async () => {
    signedInAs(sessionOf({ permissions: ['manage tpas'] }));
    const { router } = renderApp(['/agency-panel/tpas']);
    expect(await screen.findByRole('heading', { name: 'TPAs' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agency-panel/tpas');
  });

  it('should send a user of another type to /select-service from an agency route', async () => {
    signedInAs(sessionOf({ type: 'Ministry Staff', role: 'Ministry Officer' }));
    const { router } = renderApp(['/agency-panel/users']);
    await launcher();
    expect(router.state.location.pathname).toBe('/select-service');
  });

  it('should send an agency route to /select-service, and that to /, when the auth check fails', async () => {
    signedInAs(undefined);
    const { router } = renderApp(['/agency-panel/users']);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('should send /select-service to / when the auth check fails', async () => {
    signedInAs(undefined);
    const { router } = renderApp(['/select-service']);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('should send a signed-in user from the sign-in screen to /select-service', async () => {
    signedInAs(sessionOf());
    const { router } = renderApp(['/']);
    await launcher();
    expect(router.state.location.pathname).toBe('/select-service');
  });

  it('should show the password screens without asking GET /api/user', async () => {
    signedInAs(undefined);
    renderApp(['/password/reset/token-1?email=a%40b.example']);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/');
    expect(fetchStub.calls()).not.toContain('GET /api/user');
  });

  it('should show a Spinner while the auth check is pending', async () => {
    fetchStub = stubFetch({ 'GET /api/user': () => new Promise<Response>(() => undefined) });
    renderApp(['/select-service']);
    expect(await screen.findByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
  });

  it('should fetch GET /api/user once and reuse it across navigations', async () => {
    signedInAs(sessionOf());
    const user = userEvent.setup();
    renderApp(['/select-service']);
    await user.click(await screen.findByRole('link', { name: 'Open User Management' }));
    await user.click(await panelLink('Roles'));
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeTruthy();
    expect(fetchStub.calls().filter((call) => call === 'GET /api/user')).toHaveLength(1);
  });

  it('should treat following a link to the current route as a quiet no-op (no new history entry)', async () => {
    signedInAs(sessionOf());
    const user = userEvent.setup();
    const { router } = renderApp(['/select-service', '/agency-panel/roles']);
    await user.click(await panelLink('Roles'));
    expect(router.state.location.pathname).toBe('/agency-panel/roles');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-service'));
  });
});

describe('the beneficiary redirect', () => {
  it('should send a Regular Beneficiary to the portal address of GET /api/services', async () => {
    // Required lazily so the spy sits on the same module instance the app uses.
    const { browserLocation } = await import('../../../src/web/app/browserLocation');
    const redirect = jest.spyOn(browserLocation, 'redirectTo').mockImplementation(() => undefined);
    signedInAs(beneficiarySession());
    renderApp(['/select-service']);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://beneficiaries.example.org/portal'));
    expect(screen.queryByRole('heading', { name: 'Select a service' })).toBeNull();
    redirect.mockRestore();
  });

  it('should decide by the current active role, not the user type', async () => {
    const { browserLocation } = await import('../../../src/web/app/browserLocation');
    const redirect = jest.spyOn(browserLocation, 'redirectTo').mockImplementation(() => undefined);
    signedInAs(sessionOf({ type: 'Beneficiary', role: 'Enrolment Officer' }));
    renderApp(['/select-service']);
    expect(await launcher()).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
    redirect.mockRestore();
  });
});
