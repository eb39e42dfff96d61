import { screen, waitFor } from '@testing-library/react';
import type { Permission } from '../../../src/web/api/generated';
import { enhancedApi } from '../../../src/web/api/enhancedApi';
import { PermissionGate } from '../../../src/web/components/PermissionGate';
import { sessionOf } from '../support/fixtures';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { renderWithStore } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

/** Renders a gated button once GET /api/user has answered with these permissions (or 401). */
async function renderGate(permissions: Permission[] | 'signed out') {
  fetchStub = stubFetch({
    'GET /api/user': () =>
      permissions === 'signed out' ? json(401, { message: 'Unauthenticated.' }) : json(200, sessionOf({ permissions })),
  });
  const { store } = renderWithStore(
    <PermissionGate permission="manage tpas">
      <button type="button">New TPA</button>
    </PermissionGate>,
  );
  const userQuery = enhancedApi.endpoints.getCurrentUser.select();
  await waitFor(() => expect(['fulfilled', 'rejected']).toContain(userQuery(store.getState()).status));
  const button = screen.getByRole('button', { name: 'New TPA', hidden: true });
  return button.closest<HTMLElement>('.permission-gate')?.style.display;
}

describe('<PermissionGate>', () => {
  it('should show its children when the user holds the named permission', async () => {
    expect(await renderGate(['list users', 'manage tpas'])).toBe('contents');
    expect(screen.getByRole('button', { name: 'New TPA' })).toBeTruthy();
  });

  it('should hide its children with display none when the user lacks it', async () => {
    expect(await renderGate(['list users'])).toBe('none');
    expect(screen.queryByRole('button', { name: 'New TPA' })).toBeNull();
  });

  it('should keep its children hidden while no user is signed in', async () => {
    expect(await renderGate('signed out')).toBe('none');
  });
});
